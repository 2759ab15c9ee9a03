import type { SubgraphContext } from '@byway/kit';
import type { TripsServices } from './services.js';

/** Public trips: `publicTrip` and `publicTripStops` for anyone, `setTripVisibility` for the owner. */
export function publicTripResolvers({ publicTrips }: TripsServices) {
  return {
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
