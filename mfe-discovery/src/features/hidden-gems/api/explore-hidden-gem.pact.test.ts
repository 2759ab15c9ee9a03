import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeDiscoveryPact } from '../../../testing/pact';
import { ExploreHiddenGemMutation } from './explore-hidden-gem';

// Consumer contract of 'Explore' counting a gem as found, sending the very document the dialog sends.
const { boolean } = MatchersV3;

const pact = mfeDiscoveryPact();

/** A hidden gem of the catalogue (Utah's Goblin Valley), as the hidden-gems search answers its id. */
const id = 'goblin-valley-state-park';

describe('mfe-discovery ExploreHiddenGem mutation', () => {
  it('counts a gem the signed-in traveller explores as found', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('Explore counting a hidden gem as found')
      .withOperation('ExploreHiddenGem')
      .withVariables({ id })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(ExploreHiddenGemMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { exploreHiddenGem: boolean(true) } });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: ExploreHiddenGemMutation,
          variables: { id },
        });
        expect(data?.exploreHiddenGem).toBe(true);
      });
  });
});
