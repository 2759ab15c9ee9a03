import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  AddTripMemoryMutationData,
  AddTripMemoryMutationVariables,
  TripMemoriesQueryData,
  TripMemoriesQueryVariables,
  TripMemoryInput,
} from '../../../../generated/graphql';

// TripMemoryInput is what the memory form sends; fields that do not apply to the type, or are empty, are left out.
export type {
  AddTripMemoryMutationData,
  AddTripMemoryMutationVariables,
  TripMemoriesQueryData,
  TripMemoriesQueryVariables,
  TripMemoryInput,
};

/** Spec 3 trip_memories: memoryType is check_in, photo, note or rating. */
export type TripMemory = NonNullable<TripMemoriesQueryData['trip']>['memories'][number];

/** The Trip Memories panel's list, newest first. */
export const TripMemoriesQuery: TypedDocumentNode<TripMemoriesQueryData, TripMemoriesQueryVariables> = gql`
  query TripMemories($id: Int!) {
    trip(id: $id) {
      id
      memories {
        id
        tripId
        stopName
        stopInItinerary
        memoryType
        content
        photoUrl
        rating
        createdAt
      }
    }
  }
`;

export const AddTripMemoryMutation: TypedDocumentNode<
  AddTripMemoryMutationData,
  AddTripMemoryMutationVariables
> = gql`
  mutation AddTripMemory($tripId: Int!, $input: TripMemoryInput!) {
    addTripMemory(tripId: $tripId, input: $input) {
      id
      tripId
      stopName
      stopInItinerary
      memoryType
      content
      photoUrl
      rating
      createdAt
    }
  }
`;

export function useTripMemories(tripId: number) {
  return useQuery(TripMemoriesQuery, { variables: { id: tripId } });
}

/** Saves a memory and puts it first in the cached list (no refetch needed). */
export function useAddTripMemory(tripId: number) {
  return useMutation(AddTripMemoryMutation, {
    update(cache, { data }) {
      const saved = data?.addTripMemory;
      if (!saved) return;
      cache.updateQuery({ query: TripMemoriesQuery, variables: { id: tripId } }, (previous) =>
        previous?.trip
          ? {
              trip: {
                ...previous.trip,
                memories: [saved, ...previous.trip.memories.filter((memory) => memory.id !== saved.id)],
              },
            }
          : previous,
      );
    },
  });
}
