import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { TripDetailQuery } from './trip-detail';

// Consumer contract of the trip page's query, sending the very document the page sends (with the
// __typename fields Apollo adds). The provider state answers the created trip's id as tripId, injected
// into the variables; verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { boolean, eachLike, fromProviderState, integer, nullValue, number, regex, string } = MatchersV3;

const pact = mfeTripsPact();

const stop = {
  __typename: 'TripStop',
  name: string('Arches National Park'),
  description: string('Over 2,000 natural stone arches.'),
  category: string('nature'),
  latitude: number(38.7331),
  longitude: number(-109.5925),
  lat: number(38.7331),
  lng: number(-109.5925),
  estimatedDuration: integer(120),
  dayNumber: integer(1),
  orderInDay: integer(1),
  address: string('Moab, UT'),
  essential: boolean(true),
};

describe('mfe-trips TripDetail query', () => {
  it('answers the traveller’s trip with its route options and stops', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the trip page asking for the traveller’s trip')
      .withOperation('TripDetail')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripDetailQuery))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            trip: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              title: string('Denver, CO to Moab, UT'),
              description: string('4 day road trip'),
              startLocation: string('Denver, CO'),
              endLocation: string('Moab, UT'),
              totalDays: integer(4),
              isPublic: boolean(false),
              status: string('planning'),
              // Made with the builder, not from a trip pack.
              tripPackId: null,
              hasPreviousItinerary: boolean(false),
              selectedRouteIndex: integer(0),
              startDate: null,
              // What the planner tells the traveller (how distances were estimated, what it left out).
              planner: { __typename: 'TripPlanner', notes: eachLike(string('Distances are estimates.')) },
              routeOptions: eachLike({
                __typename: 'RouteOption',
                routeName: string('The Classic'),
                vibe: string('Iconic highlights'),
                totalDistance: string('354 mi'),
                totalDistanceKm: number(569.7),
                // The provider's trip starts in the US: miles.
                distanceUnit: regex('^(mi|km)$', 'mi'),
                estimatedTime: string('6 hours'),
                stops: eachLike(stop),
                dailySegments: eachLike({
                  __typename: 'DailySegment',
                  day: integer(1),
                  title: string('Denver to Glenwood Springs'),
                  description: string('Over the Rockies on I-70.'),
                  driveSummary: { __typename: 'DriveSummary', estimatedHours: number(2.5) },
                  // Null: the provider plans without a routing server, so distances are estimated.
                  path: nullValue(),
                }),
              }),
              stops: eachLike({ ...stop, isCustom: boolean(false) }),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: TripDetailQuery,
          variables: { id: 7 },
        });
        expect(data.trip).toMatchObject({ id: 7, startLocation: 'Denver, CO', totalDays: 4 });
        expect(data.trip?.routeOptions[0]?.stops[0]).toMatchObject({ dayNumber: 1, orderInDay: 1 });
        expect(data.trip?.routeOptions[0]?.dailySegments[0]?.driveSummary.estimatedHours).toBe(2.5);
        expect(data.trip?.routeOptions[0]?.dailySegments[0]?.path).toBeNull();
      });
  });

  it('answers null for a trip the traveller does not have', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip page asking for a trip that is not the traveller’s')
      .withOperation('TripDetail')
      .withVariables({ id: 2_000_000_000 })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripDetailQuery))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ data: { trip: null } });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: TripDetailQuery,
          variables: { id: 2_000_000_000 },
        });
        expect(data.trip).toBeNull();
      });
  });
});
