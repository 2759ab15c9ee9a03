import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { TripThemesQuery } from './trip-themes';

// Consumer contract of the trip builder's step 2 themes, sending the very document the builder sends (with
// the __typename fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, string } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips TripThemes query', () => {
  it('lists the trip builder’s themes', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip builder asking for the trip themes')
      .withOperation('TripThemes')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripThemesQuery))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            tripThemes: eachLike(
              {
                __typename: 'TripTheme',
                id: string('nature'),
                label: string('Nature & Hiking'),
                description: string('Trailheads, state parks and wild places to stretch your legs.'),
              },
              16,
            ),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: TripThemesQuery });
        expect(data.tripThemes).toHaveLength(16);
        expect(data.tripThemes[0]).toMatchObject({ id: 'nature', label: 'Nature & Hiking' });
      });
  });
});
