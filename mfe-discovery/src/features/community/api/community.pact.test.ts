import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeDiscoveryPact } from '../../../testing/pact';
import {
  COMMUNITY_COUNTS,
  CommunityContributorsQuery,
  CommunityGemsQuery,
  CommunityListingQuery,
  CommunityPacksQuery,
  SetCommunityListingMutation,
} from './community';

// Consumer contracts of /community, sending the very documents the page sends. Verified against the running
// gateway by contracts/pact/gateway.provider.test.ts.
const { atLeastOneLike, boolean, decimal, eachLike, integer, string } = MatchersV3;
const pact = mfeDiscoveryPact();
const STATE = 'a traveller listed in the community who added a hidden gem to a public trip';

function interaction(description: string, operation: string) {
  return pact.addGraphQLInteraction().given(STATE).uponReceiving(description).withOperation(operation);
}

const preflight = (builder: { headers: (headers: Record<string, string>) => unknown }) => {
  builder.headers({ 'apollo-require-preflight': 'true' });
};

describe('mfe-discovery community page', () => {
  it('reads the trip packs to feature (none yet is a valid answer)', async () => {
    await interaction('the community page asking for trip packs', 'CommunityPacks')
      .withVariables({})
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(CommunityPacksQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            tripPacks: eachLike(
              {
                __typename: 'TripPack',
                id: integer(1),
                title: string('Red Rock Loop'),
                description: string('Canyons and arches.'),
                duration: integer(5),
                country: string('usa'),
                creator: string('Byway editors'),
                rating: decimal(0),
                reviews: integer(0),
              },
              0,
            ),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({ query: CommunityPacksQuery });
        expect(Array.isArray(data.tripPacks)).toBe(true);
      });
  });

  it('reads the recently discovered gems of public trips', async () => {
    await interaction('the community page asking for recent gems', 'CommunityGems')
      .withVariables({ limit: COMMUNITY_COUNTS.gems })
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(CommunityGemsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            recentCommunityGems: atLeastOneLike({
              __typename: 'CommunityGem',
              name: string('Corona Arch'),
              category: string('hidden-natural'),
              address: string('Moab, UT'),
              tripId: integer(41),
              addedAt: string('2026-11-20T10:00:00.000Z'),
            }),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({
          query: CommunityGemsQuery,
          variables: { limit: COMMUNITY_COUNTS.gems },
        });
        expect(data.recentCommunityGems[0]?.name).toBe('Corona Arch');
      });
  });

  it('reads the top contributors', async () => {
    await interaction('the community page asking for top contributors', 'CommunityContributors')
      .withVariables({ limit: COMMUNITY_COUNTS.contributors })
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(CommunityContributorsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            topContributors: atLeastOneLike({
              __typename: 'CommunityContributor',
              name: string('Pat C.'),
              totalPoints: integer(50),
              level: string('Curious Wanderer'),
            }),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({
          query: CommunityContributorsQuery,
          variables: { limit: COMMUNITY_COUNTS.contributors },
        });
        expect(data.topContributors[0]?.name).toBe('Pat C.');
      });
  });

  it("reads and sets the signed-in traveller's choice to be listed", async () => {
    await interaction('the community page asking whether the traveller is listed', 'CommunityListing')
      .withVariables({})
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(CommunityListingQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: { me: { __typename: 'User', id: string('user-1'), listInCommunity: boolean(true) } },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({ query: CommunityListingQuery });
        expect(data.me?.listInCommunity).toBe(true);
      });

    await interaction('the community page taking the traveller off the list', 'SetCommunityListing')
      .withVariables({ listed: false })
      .withRequest('POST', '/graphql', preflight)
      .withMutation(addTypenameToDocument(SetCommunityListingMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: { setListInCommunity: { __typename: 'User', id: string('user-1'), listInCommunity: false } },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: SetCommunityListingMutation,
          variables: { listed: false },
        });
        expect(data?.setListInCommunity.listInCommunity).toBe(false);
      });
  });
});
