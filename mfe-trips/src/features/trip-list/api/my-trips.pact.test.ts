import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { MyTripsQuery } from './my-trips';

// Consumer contract of the /trips list, sending the very document the page sends (with the __typename
// fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, integer, string, like } = MatchersV3;

const pact = mfeTripsPact();

const ARTWORK = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

describe('mfe-trips MyTrips query', () => {
  it('lists every trip of the signed-in traveller for /trips', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the trips page asking for the traveller’s trips')
      .withOperation('MyTrips')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(MyTripsQuery))
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
              totalDays: integer(4),
              theme: like(null),
              // The provider state creates the trip without a party size (the server's default, 2) or budget.
              travelPartySize: integer(2),
              budget: like(null),
              status: string('planning'),
              createdAt: string('2026-11-20T10:00:00.000Z'),
              // Issue 22: the caller's own trip; a shared one says editor or viewer and its owner's name.
              role: string('owner'),
              ownerName: like(null),
              // Without a photo provider key the media service answers generated artwork as a data URL (and
              // no photographer); any string is accepted, so a configured provider's https URL passes too.
              highlightImage: like({
                __typename: 'TripHighlightImage',
                imageUrl: string(ARTWORK),
                thumbnailUrl: string(ARTWORK),
                alt: string('Generated artwork of Moab, UT'),
                photographerName: like(null),
                photographerUrl: like(null),
              }),
            }),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: MyTripsQuery });
        expect(data.myTrips[0]).toMatchObject({
          id: 1,
          startLocation: 'Denver, CO',
          endLocation: 'Moab, UT',
          totalDays: 4,
          travelPartySize: 2,
          role: 'owner',
        });
        expect(data.myTrips[0]?.highlightImage?.thumbnailUrl).toMatch(/^data:image\/svg\+xml/);
      });
  });
});
