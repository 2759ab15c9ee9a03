import type { MutationResolvers, PublicTripResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

/** Public trips: `publicTrip` and `publicTripStops` for anyone, `setTripVisibility` for the owner. */
export function publicTripResolvers({ publicTrips, trips }: TripsServices): {
  PublicTrip: PublicTripResolvers;
  Query: QueryResolvers;
  Mutation: MutationResolvers;
} {
  return {
    PublicTrip: {
      routeOptions: async (trip) => (await trips.planOf(trip)).routeOptions,
    },
    Query: {
      publicTrip: (_, args) => publicTrips.publicTrip(args.id),
      publicTripStops: (_, args) => publicTrips.publicTripStops(args.id),
      recentCommunityGems: (_, args) => publicTrips.recentCommunityGems(args.limit),
    },
    Mutation: {
      setTripVisibility: (_, args, { caller }) =>
        publicTrips.setTripVisibility(caller, args.id, args.isPublic),
    },
  };
}
