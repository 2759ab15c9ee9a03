import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { DashboardTripsQuery } from './dashboard-trips';

// Consumer contract of the dashboard's trip list, sending the very document the dashboard sends (with the
// __typename fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { boolean, eachLike, integer, string, like } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips DashboardTrips query', () => {
  it('lists the signed-in traveller’s trips', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the dashboard asking for the traveller’s trips')
      .withOperation('DashboardTrips')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(DashboardTripsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            myTrips: eachLike({
              __typename: 'Trip',
              id: integer(1),
              title: string('Denver, CO to Moab, UT'),
              description: string('4 day road trip'),
              startLocation: string('Denver, CO'),
              endLocation: string('Moab, UT'),
              status: string('planning'),
              totalDays: integer(4),
              theme: like(null),
              isPublic: boolean(false),
              createdAt: string('2026-11-20T10:00:00.000Z'),
              // Without a photo provider key the media service answers generated artwork as a data URL (and
              // no photographer); any string is accepted, so a configured provider's https URL passes too.
              highlightImage: like({
                __typename: 'TripHighlightImage',
                imageUrl: string(
                  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
                ),
                thumbnailUrl: string(
                  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
                ),
                alt: string('Generated artwork of Moab, UT'),
                photographerName: like(null),
                photographerUrl: like(null),
              }),
            }),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: DashboardTripsQuery });
        expect(data.myTrips[0]).toMatchObject({ id: 1, title: 'Denver, CO to Moab, UT', status: 'planning' });
        expect(data.myTrips[0]?.highlightImage?.imageUrl).toMatch(/^data:image\/svg\+xml/);
      });
  });

  it('answers an empty list for a traveller with no trips', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the dashboard asking for the trips of a traveller who has none')
      .withOperation('DashboardTrips')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(DashboardTripsQuery))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ data: { myTrips: [] } });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: DashboardTripsQuery });
        expect(data.myTrips).toEqual([]);
      });
  });
});
