import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { TripPackPreviewQueryData, TripPackPreviewQueryVariables } from '../../../generated/graphql';

/** One pack with its stops by day (public): what a signed-out visitor reads before signing in to plan it. */
export const TripPackPreviewQuery: TypedDocumentNode<
  TripPackPreviewQueryData,
  TripPackPreviewQueryVariables
> = gql`
  query TripPackPreview($id: Int!) {
    tripPack(id: $id) {
      id
      title
      description
      theme
      duration
      startLocation
      endLocation
      bestSeason
      stops {
        day
        name
        category
        description
      }
    }
  }
`;

export type TripPackPreviewData = NonNullable<TripPackPreviewQueryData['tripPack']>;

export function useTripPackPreview(id: number) {
  return useQuery(TripPackPreviewQuery, { variables: { id } });
}
