import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  CommunityContributorsQueryData,
  CommunityContributorsQueryVariables,
  CommunityGemsQueryData,
  CommunityGemsQueryVariables,
  CommunityListingQueryData,
  CommunityListingQueryVariables,
  CommunityPacksQueryData,
  CommunityPacksQueryVariables,
  SetCommunityListingMutationData,
  SetCommunityListingMutationVariables,
} from '../../../generated/graphql';

// One query per section, so a section whose service is down does not blank the others.

/** How many of each the page shows. */
export const COMMUNITY_COUNTS = { packs: 3, gems: 6, contributors: 5 } as const;

/** Every trip pack (the page features the first few). Public. */
export const CommunityPacksQuery: TypedDocumentNode<CommunityPacksQueryData, CommunityPacksQueryVariables> =
  gql`
    query CommunityPacks {
      tripPacks {
        id
        title
        description
        duration
        country
        creator
        rating
        reviews
      }
    }
  `;
export type CommunityPack = CommunityPacksQueryData['tripPacks'][number];

/** Places travellers added to trips they made public, newest first. Public. */
export const CommunityGemsQuery: TypedDocumentNode<CommunityGemsQueryData, CommunityGemsQueryVariables> = gql`
  query CommunityGems($limit: Int) {
    recentCommunityGems(limit: $limit) {
      name
      category
      address
      tripId
      addedAt
    }
  }
`;
export type CommunityGem = CommunityGemsQueryData['recentCommunityGems'][number];

/** Travellers who chose to be listed, by real points. Public. */
export const CommunityContributorsQuery: TypedDocumentNode<
  CommunityContributorsQueryData,
  CommunityContributorsQueryVariables
> = gql`
  query CommunityContributors($limit: Int) {
    topContributors(limit: $limit) {
      name
      totalPoints
      level
    }
  }
`;

/** Whether the signed-in traveller chose to be listed. */
export const CommunityListingQuery: TypedDocumentNode<
  CommunityListingQueryData,
  CommunityListingQueryVariables
> = gql`
  query CommunityListing {
    me {
      id
      listInCommunity
    }
  }
`;

export const SetCommunityListingMutation: TypedDocumentNode<
  SetCommunityListingMutationData,
  SetCommunityListingMutationVariables
> = gql`
  mutation SetCommunityListing($listed: Boolean!) {
    setListInCommunity(listed: $listed) {
      id
      listInCommunity
    }
  }
`;

export function useCommunityPacks() {
  return useQuery(CommunityPacksQuery);
}
export function useCommunityGems() {
  return useQuery(CommunityGemsQuery, { variables: { limit: COMMUNITY_COUNTS.gems } });
}
export function useCommunityContributors() {
  return useQuery(CommunityContributorsQuery, { variables: { limit: COMMUNITY_COUNTS.contributors } });
}
export function useCommunityListing(signedIn: boolean) {
  return useQuery(CommunityListingQuery, { skip: !signedIn });
}
export function useSetCommunityListing() {
  return useMutation(SetCommunityListingMutation, {
    refetchQueries: [
      { query: CommunityContributorsQuery, variables: { limit: COMMUNITY_COUNTS.contributors } },
    ],
  });
}
