import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  ChooseTripRouteMutationData,
  ChooseTripRouteMutationVariables,
} from '../../../generated/graphql';

export type { ChooseTripRouteMutationData, ChooseTripRouteMutationVariables };

/** 'Choose Your Route': keeps the option the traveller chose, so a reload and their friends see it too. */
export const ChooseTripRouteMutation: TypedDocumentNode<
  ChooseTripRouteMutationData,
  ChooseTripRouteMutationVariables
> = gql`
  mutation ChooseTripRoute($id: Int!, $routeIndex: Int!) {
    chooseTripRoute(id: $id, routeIndex: $routeIndex) {
      id
      selectedRouteIndex
    }
  }
`;

export function useChooseTripRoute() {
  return useMutation(ChooseTripRouteMutation);
}
