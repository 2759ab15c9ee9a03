import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateTripInput,
  CreateTripMutationData,
  CreateTripMutationVariables,
} from '../../../generated/graphql';

// CreateTripInput is what the builder sends (spec 5): startDate and endDate are never sent, blank title and
// description are left out, and progressId is the UUID it listens on at /api/trips/plan-progress/{id}.
export type { CreateTripInput, CreateTripMutationData, CreateTripMutationVariables };

/** The answer the builder reads: the new trip's id is where it goes next. */
export type CreatedTrip = CreateTripMutationData['createTrip'];

/** Plans and saves a trip; the answer's id is where the builder goes next. Covered by a Pact test. */
export const CreateTripMutation: TypedDocumentNode<CreateTripMutationData, CreateTripMutationVariables> = gql`
  mutation CreateTrip($input: CreateTripInput!) {
    createTrip(input: $input) {
      id
      title
    }
  }
`;

export function useCreateTrip() {
  return useMutation(CreateTripMutation, {
    // Spec 4: on success the trips list is refreshed. Dropping the cached list makes every screen that
    // shows it fetch it again, without this feature knowing those screens' queries.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myTrips' });
      cache.gc();
    },
  });
}
