import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeDiscoveryPact } from '../../../testing/pact';
import { HiddenGemsSearchQuery } from './hidden-gems';

// Consumer contract of the hidden gems wizard's search, sending the very document the page sends (with the
// __typename fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, decimal, string, atLeastOneLike } = MatchersV3;

const pact = mfeDiscoveryPact();

const input = { interests: ['hidden-natural'], location: 'Utah', season: 'any' };

describe('mfe-discovery HiddenGemsSearch query', () => {
  it('finds hidden gems for the interests, location and season of a signed-in traveller', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the hidden gems wizard asking for gems in Utah')
      .withOperation('HiddenGemsSearch')
      .withVariables({ input })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(HiddenGemsSearchQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            hiddenGems: atLeastOneLike({
              __typename: 'HiddenGem',
              name: string('Goblin Valley State Park'),
              description: string('Thousands of sandstone hoodoos in a walkable valley.'),
              category: string('hidden-natural'),
              address: string('Green River, UT'),
              city: string('Green River'),
              state: string('Utah'),
              rating: decimal(4.7),
              priceRange: string('$'),
              specialFeatures: eachLike('Hoodoos'),
              estimatedVisitTime: string('2 hours'),
              bestTimeToVisit: string('Spring and fall'),
              // The catalogue has no photos yet: the card shows its category's placeholder.
              imageUrl: null,
              imageCredit: null,
              latitude: decimal(38.5734),
              longitude: decimal(-110.7071),
            }),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: HiddenGemsSearchQuery,
          variables: { input },
        });
        expect(data.hiddenGems[0]?.state).toBe('Utah');
        expect(data.hiddenGems[0]?.latitude).toBeCloseTo(38.5734);
      });
  });
});
