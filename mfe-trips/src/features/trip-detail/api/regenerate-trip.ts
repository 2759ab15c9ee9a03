import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RegenerateTripMutationData, RegenerateTripMutationVariables } from '../../../generated/graphql';

export type { RegenerateTripMutationData, RegenerateTripMutationVariables };

/**
 * Plans the trip's itinerary again, keeping the current one to go back to; the trip page refetches the trip
 * afterwards. The memories' `stopInItinerary` comes back too, so the cached memories panel follows.
 */
export const RegenerateTripMutation: TypedDocumentNode<
  RegenerateTripMutationData,
  RegenerateTripMutationVariables
> = gql`
  mutation RegenerateTrip($id: Int!) {
    regenerateTrip(id: $id) {
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

export function useRegenerateTrip() {
  return useMutation(RegenerateTripMutation);
}
