import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  AddGemToTripMutationData,
  AddGemToTripMutationVariables,
  GemTripChoicesQueryData,
  GemTripChoicesQueryVariables,
} from '../../../generated/graphql';
import type { HiddenGemCardData } from './hidden-gems';

export type {
  AddGemToTripMutationData,
  AddGemToTripMutationVariables,
  GemTripChoicesQueryData,
  GemTripChoicesQueryVariables,
};

export type GemTripChoice = GemTripChoicesQueryData['myTrips'][number];

/** The traveller's trips, newest first, to pick the one a gem goes into. */
export const GemTripChoicesQuery: TypedDocumentNode<GemTripChoicesQueryData, GemTripChoicesQueryVariables> =
  gql`
    query GemTripChoices {
      myTrips {
        id
        title
        startLocation
        endLocation
        totalDays
      }
    }
  `;

/** 'Add to trip': the gem becomes a custom stop on the day whose stops pass nearest (else day 1). */
export const AddGemToTripMutation: TypedDocumentNode<
  AddGemToTripMutationData,
  AddGemToTripMutationVariables
> = gql`
  mutation AddGemToTrip($tripId: Int!, $stop: CustomStopInput!) {
    addStopToTrip(tripId: $tripId, stop: $stop) {
      id
      name
      dayNumber
      orderInDay
    }
  }
`;

/** The stop a gem becomes; its visit length is left to the spec's default (60 minutes). */
export function gemStopInput(gem: HiddenGemCardData): AddGemToTripMutationVariables['stop'] {
  return {
    name: gem.name,
    description: gem.description,
    category: gem.category,
    address: gem.address,
    latitude: gem.latitude,
    longitude: gem.longitude,
    rating: gem.rating,
  };
}

export function useGemTripChoices() {
  return useQuery(GemTripChoicesQuery, { fetchPolicy: 'network-only' });
}

export function useAddGemToTrip() {
  return useMutation(AddGemToTripMutation);
}
