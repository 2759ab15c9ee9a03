import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client/core';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { GATEWAY_PROVIDER, PACT_DIR } from '../../../../../contracts/pact/pact-settings';
import { TripThemesQuery } from './trip-themes';

// Consumer contract of the trip builder's step 2 themes, sending the very document the builder sends (with
// the __typename fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, string } = MatchersV3;

const pact = new PactV4({
  consumer: 'mfe_trips',
  provider: GATEWAY_PROVIDER,
  dir: PACT_DIR,
  logLevel: 'warn',
});

function clientFor(url: string) {
  return new ApolloClient({
    link: new HttpLink({ uri: `${url}/graphql`, headers: { 'apollo-require-preflight': 'true' } }),
    cache: new InMemoryCache(),
  });
}

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
