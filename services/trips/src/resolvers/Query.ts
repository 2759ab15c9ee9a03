import type { QueryResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

export function queryResolvers({ trips }: TripsServices): QueryResolvers {
  return {
    myTrips: (_, __, { caller }) => trips.myTrips(caller),
    trip: (_, args, { caller }) => trips.trip(caller, args.id),
  };
}
