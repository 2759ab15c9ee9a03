import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RegenerateTripMutationData, RegenerateTripMutationVariables } from '../../../generated/graphql';

export type { RegenerateTripMutationData, RegenerateTripMutationVariables };

/** Plans the trip's itinerary again; the trip page refetches the trip afterwards. */
export const RegenerateTripMutation: TypedDocumentNode<
  RegenerateTripMutationData,
  RegenerateTripMutationVariables
> = gql`
  mutation RegenerateTrip($id: Int!) {
    regenerateTrip(id: $id) {
      id
      updatedAt
    }
  }
`;

export function useRegenerateTrip() {
  return useMutation(RegenerateTripMutation);
}
