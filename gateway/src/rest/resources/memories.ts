import type { TripMemory } from '@byway/contracts/rest';
import { graphqlRoute, json, ok, TRIP_404, type RestRoute } from '../route-table.js';
import { tripId } from './trips.js';

const MEMORY_FIELDS = `id tripId userId authorId authorName stopName memoryType content photoUrl rating latitude longitude createdAt`;

/**
 * The trip memories panel (spec 7). The trip's owner and members read everyone's memories and add their
 * own (issue 22); a trip that is missing or that the caller is not on is the same 404
 * `{ message: 'Trip not found' }` (the trips service answers NOT_FOUND).
 */
export const MEMORY_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listTripMemories',
    method: 'get',
    path: '/api/trips/{id}/memories',
    tag: 'Trips',
    summary: "The trip's memories (check-ins, photos, notes, ratings)",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripMemories', 'The memories, newest first.')],
    errors: [TRIP_404],
    graphql: `query RestTripMemoriesQuery($tripId: Int!) {
  tripMemories(tripId: $tripId) { ${MEMORY_FIELDS} }
}`,
    variables: ({ params }) => ({ tripId: params.id }),
    answer: (data: { tripMemories: TripMemory[] }) => data.tripMemories,
  }),
  graphqlRoute({
    id: 'addTripMemory',
    method: 'post',
    path: '/api/trips/{id}/memories',
    tag: 'Trips',
    summary: 'Add a memory to a trip',
    description:
      '`rating` (a whole number 1-5, default 5) applies only to the `rating` type and `photoUrl` (http or ' +
      'https) only to the `photo` type; for other types they are ignored.',
    auth: 'signed-in',
    pathParams: tripId,
    body: json('TripMemoryRequest'),
    answers: [ok('TripMemory', 'The saved memory.', 201)],
    errors: [TRIP_404],
    graphql: `mutation RestAddTripMemoryMutation($tripId: Int!, $input: TripMemoryInput!) {
  addTripMemory(tripId: $tripId, input: $input) { ${MEMORY_FIELDS} }
}`,
    variables: ({ params, body }) => ({ tripId: params.id, input: body }),
    answer: (data: { addTripMemory: TripMemory }) => data.addTripMemory,
  }),
];
