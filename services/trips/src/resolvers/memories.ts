import type { MutationResolvers, QueryResolvers, TripResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

/** Trip memories: `tripMemories`, `addTripMemory` and `Trip.memories`. */
export function memoryResolvers({ memories }: TripsServices): {
  Query: QueryResolvers;
  Mutation: MutationResolvers;
  Trip: TripResolvers;
} {
  return {
    Query: {
      tripMemories: (_, args, { caller }) => memories.tripMemories(caller, args.tripId),
    },
    Mutation: {
      addTripMemory: (_, args, { caller }) => memories.addTripMemory(caller, args.tripId, args.input),
    },
    Trip: {
      memories: (trip, _, { caller }) => memories.memoriesOf(caller, trip),
    },
  };
}
