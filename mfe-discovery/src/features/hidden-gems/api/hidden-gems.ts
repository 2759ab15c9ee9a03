import { gql, useLazyQuery, type TypedDocumentNode } from '@apollo/client';
import type { HiddenGemsSearchQueryData, HiddenGemsSearchQueryVariables } from '../../../generated/graphql';

export type { HiddenGemsSearchQueryData, HiddenGemsSearchQueryVariables };

/** A hidden gem as its card reads it (spec 3, "Hidden gem"). */
export type HiddenGemCardData = HiddenGemsSearchQueryData['hiddenGems'][number];

/** Hidden gems for the wizard's interests, location and season (signed-in travellers). */
export const HiddenGemsSearchQuery: TypedDocumentNode<
  HiddenGemsSearchQueryData,
  HiddenGemsSearchQueryVariables
> = gql`
  query HiddenGemsSearch($input: HiddenGemsInput!) {
    hiddenGems(input: $input) {
      id
      name
      description
      category
      address
      city
      state
      rating
      priceRange
      specialFeatures
      estimatedVisitTime
      bestTimeToVisit
      imageUrl
      imageCredit
      latitude
      longitude
    }
  }
`;

/** Runs when the wizard's last step asks for gems; each search goes to the server (never the cache). */
export function useHiddenGemsSearch() {
  return useLazyQuery(HiddenGemsSearchQuery, { fetchPolicy: 'network-only' });
}
