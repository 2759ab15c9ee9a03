import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SetTripStatusMutationData, SetTripStatusMutationVariables } from '../../../generated/graphql';

export type { SetTripStatusMutationData, SetTripStatusMutationVariables };

/** 'Start trip' and 'Complete trip': moves the trip on through its life (planning, in progress, completed). */
export const SetTripStatusMutation: TypedDocumentNode<
  SetTripStatusMutationData,
  SetTripStatusMutationVariables
> = gql`
  mutation SetTripStatus($id: Int!, $status: String!) {
    setTripStatus(id: $id, status: $status) {
      id
      status
    }
  }
`;

export function useSetTripStatus() {
  return useMutation(SetTripStatusMutation);
}
