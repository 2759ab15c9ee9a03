import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  RestorePreviousItineraryMutationData,
  RestorePreviousItineraryMutationVariables,
} from '../../../generated/graphql';

export type { RestorePreviousItineraryMutationData, RestorePreviousItineraryMutationVariables };

/**
 * 'Go back to the previous itinerary': the itinerary the last regeneration replaced comes back (the newer
 * one is kept in its place). The trip page refetches the trip afterwards; the memories' `stopInItinerary`
 * comes back here, so the cached memories panel follows.
 */
export const RestorePreviousItineraryMutation: TypedDocumentNode<
  RestorePreviousItineraryMutationData,
  RestorePreviousItineraryMutationVariables
> = gql`
  mutation RestorePreviousItinerary($id: Int!) {
    restorePreviousItinerary(id: $id) {
      id
      updatedAt
      hasPreviousItinerary
      memories {
        id
        stopInItinerary
      }
    }
  }
`;

export function useRestorePreviousItinerary() {
  return useMutation(RestorePreviousItineraryMutation);
}
