import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  SetDistanceUnitsMutationData,
  SetDistanceUnitsMutationVariables,
} from '../../../generated/graphql';

/** The profile's 'Distance units'; answers the traveller so the cached profile follows. */
export const SetDistanceUnitsMutation: TypedDocumentNode<
  SetDistanceUnitsMutationData,
  SetDistanceUnitsMutationVariables
> = gql`
  mutation SetDistanceUnits($units: DistanceUnitPreference!) {
    setDistanceUnits(units: $units) {
      id
      distanceUnits
    }
  }
`;

export function useSetDistanceUnits() {
  return useMutation(SetDistanceUnitsMutation);
}
