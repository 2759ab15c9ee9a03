import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  SetTripVisibilityMutationData,
  SetTripVisibilityMutationVariables,
} from '../../generated/graphql';

export type { SetTripVisibilityMutationData, SetTripVisibilityMutationVariables };

/**
 * Makes one of the traveller's own trips public or private (the share dialog's switch). The answer carries
 * the trip's id and isPublic, so Apollo updates every cached copy of the trip. The Pact consumer test beside
 * this file sends this very document.
 */
export const SetTripVisibilityMutation: TypedDocumentNode<
  SetTripVisibilityMutationData,
  SetTripVisibilityMutationVariables
> = gql`
  mutation SetTripVisibility($id: Int!, $isPublic: Boolean!) {
    setTripVisibility(id: $id, isPublic: $isPublic) {
      id
      isPublic
    }
  }
`;

export function useSetTripVisibility() {
  return useMutation(SetTripVisibilityMutation);
}
