import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact, jsonHeaders } from '../../../testing/pact';
import { PublicTripQuery, PublicTripStopsQuery } from './public-trip';

// Consumer contracts of the public trip page, sending the very documents the page sends. The provider state
// answers the public trip's id as tripId, injected into the variables. Apollo sends the preflight header
// on every request of the shell's client, so it is declared here too.
const { eachLike, integer, string, like, number, boolean, fromProviderState, regex } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips PublicTrip queries', () => {
  it('answers a public trip with its route options', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a public trip')
      .uponReceiving('the public trip page asking for a public trip')
      .withOperation('PublicTrip')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(PublicTripQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            publicTrip: {
              __typename: 'PublicTrip',
              id: fromProviderState('${tripId}', 7),
              title: string('Denver, CO to Moab, UT'),
              description: like('4 day road trip'),
              startLocation: string('Denver, CO'),
              endLocation: string('Moab, UT'),
              totalDays: integer(4),
              theme: like(null),
              status: string('planning'),
              selectedRouteIndex: integer(0),
              createdAt: string('2026-11-20T10:00:00.000Z'),
              routeOptions: eachLike({
                __typename: 'RouteOption',
                routeName: string('The Direct Drive'),
                vibe: string('Fast and easy'),
                totalDistance: string('355 mi'),
                totalDistanceKm: number(571.3),
                distanceUnit: regex('^(mi|km)$', 'mi'),
                estimatedTime: string('~6 hours'),
                dailySegments: eachLike({
                  __typename: 'DailySegment',
                  day: integer(1),
                  title: string('Denver to Grand Junction'),
                  description: string('Over the Rockies'),
                  overnight: like('Grand Junction, CO'),
                  driveSummary: {
                    __typename: 'DriveSummary',
                    estimatedHours: number(4.5),
                    distanceMiles: like(240.5),
                  },
                  // Along the roads when a routing server measured the day; null for estimates.
                  path: like(null),
                }),
              }),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: PublicTripQuery,
          variables: { id: 7 },
        });
        expect(data.publicTrip).toMatchObject({ id: 7, startLocation: 'Denver, CO', totalDays: 4 });
        expect(data.publicTrip?.routeOptions[0]?.dailySegments[0]?.day).toBe(1);
      });
  });

  it('answers null for a trip that is missing or private', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the public trip page asking for a trip that does not exist')
      .withOperation('PublicTrip')
      .withVariables({ id: 2147483000 })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(PublicTripQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { publicTrip: null } });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: PublicTripQuery,
          variables: { id: 2147483000 },
        });
        expect(data.publicTrip).toBeNull();
      });
  });

  it('answers the stops of a public trip', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a public trip')
      .uponReceiving('the public trip page asking for the stops of a public trip')
      .withOperation('PublicTripStops')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(PublicTripStopsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            publicTripStops: eachLike({
              __typename: 'TripStop',
              id: like(11),
              name: string('Glenwood Canyon'),
              category: like('scenic'),
              description: like('A canyon drive along the Colorado River'),
              estimatedDuration: like(60),
              dayNumber: integer(1),
              orderInDay: integer(1),
              address: like('Glenwood Springs, CO'),
              essential: boolean(false),
              latitude: like(39.5586),
              longitude: like(-107.2092),
              // `rating` is asked for too: a Byway score for our catalogue's places, null for the others, so
              // its type is not part of the contract.
            }),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: PublicTripStopsQuery,
          variables: { id: 7 },
          // The contract leaves `rating` out (above): no cache, which would warn of the missing field.
          fetchPolicy: 'no-cache',
        });
        expect(data.publicTripStops[0]).toMatchObject({
          name: 'Glenwood Canyon',
          dayNumber: 1,
          orderInDay: 1,
        });
      });
  });
});
