import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  SetTripStartDateMutationData,
  SetTripStartDateMutationVariables,
} from '../../../generated/graphql';

export type { SetTripStartDateMutationData, SetTripStartDateMutationVariables };

/** The trip page's start date (issue 21): the calendar export and the forecast follow it; null clears it. */
export const SetTripStartDateMutation: TypedDocumentNode<
  SetTripStartDateMutationData,
  SetTripStartDateMutationVariables
> = gql`
  mutation SetTripStartDate($id: Int!, $startDate: String) {
    setTripStartDate(id: $id, startDate: $startDate) {
      id
      startDate
      endDate
      updatedAt
    }
  }
`;

export function useSetTripStartDate() {
  return useMutation(SetTripStartDateMutation);
}
