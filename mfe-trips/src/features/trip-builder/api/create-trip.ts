import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';

/** What the builder sends (spec 5): startDate and endDate are never sent; blank title/description are left out. */
export interface CreateTripInput {
  title?: string;
  description?: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  themes: string[];
  accommodationType: string;
  travelPartySize: number;
  season: string;
  budget: string;
  /** The UUID the builder listens on at /api/trips/plan-progress/{id} while the trip is planned. */
  progressId?: string;
}

export interface CreatedTrip {
  id: number;
  title: string;
}

export interface CreateTripMutationData {
  createTrip: CreatedTrip;
}

export interface CreateTripMutationVariables {
  input: CreateTripInput;
}

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
