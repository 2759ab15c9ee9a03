import type { SubgraphContext } from '@byway/kit';
import type { PublicTripRecord } from '../domain/public-trips.js';
import type { TripsServices } from './services.js';

/** Public trips: `publicTrip` and `publicTripStops` for anyone, `setTripVisibility` for the owner. */
export function publicTripResolvers({ publicTrips, trips }: TripsServices) {
  return {
    PublicTrip: {
      routeOptions: async (trip: PublicTripRecord) => (await trips.planOf(trip)).routeOptions,
    },
    Query: {
      publicTrip: (_: unknown, args: { id: unknown }) => publicTrips.publicTrip(args.id),
      publicTripStops: (_: unknown, args: { id: unknown }) => publicTrips.publicTripStops(args.id),
    },
    Mutation: {
      setTripVisibility: (
        _: unknown,
        args: { id: unknown; isPublic: unknown },
        { caller }: SubgraphContext,
      ) => publicTrips.setTripVisibility(caller, args.id, args.isPublic),
    },
  };
}
