import type { SubgraphContext } from '@byway/kit';
import type { TripRecord } from '../data-access/trip-repository.js';
import type { TripsServices } from './services.js';

/** Trip memories: `tripMemories`, `addTripMemory` and `Trip.memories`. */
export function memoryResolvers({ memories }: TripsServices) {
  return {
    Query: {
      tripMemories: (_: unknown, args: { tripId: unknown }, { caller }: SubgraphContext) =>
        memories.tripMemories(caller, args.tripId),
    },
    Mutation: {
      addTripMemory: (_: unknown, args: { tripId: unknown; input: unknown }, { caller }: SubgraphContext) =>
        memories.addTripMemory(caller, args.tripId, args.input),
    },
    Trip: {
      memories: (trip: TripRecord, _: unknown, { caller }: SubgraphContext) =>
        memories.memoriesOf(caller, trip),
    },
  };
}
