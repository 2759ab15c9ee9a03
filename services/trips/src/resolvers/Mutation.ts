import type { MutationResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

export function mutationResolvers({ trips }: TripsServices): MutationResolvers {
  return {
    createTrip: (_, args, { caller }) => trips.createTrip(caller, args.input),
    createTripFromPack: (_, args, { caller }) => trips.createTripFromPack(caller, args.input),
    regenerateTrip: (_, args, { caller }) => trips.regenerateTrip(caller, args.id, args.progressId),
    restorePreviousItinerary: (_, args, { caller }) => trips.restorePreviousItinerary(caller, args.id),
    setTripStatus: (_, args, { caller }) => trips.setTripStatus(caller, args.id, args.status),
    addStopToTrip: (_, args, { caller }) => trips.addStopToTrip(caller, args.tripId, args.stop),
  };
}
