import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';

export interface RegenerateTripMutationData {
  regenerateTrip: { id: number; updatedAt: string };
}

export interface RegenerateTripMutationVariables {
  id: number;
}

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
