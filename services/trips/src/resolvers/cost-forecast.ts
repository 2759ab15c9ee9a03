import type { TripResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

/** `Trip.costForecast`: the owner's cost estimate of one route option. */
export function costForecastResolvers({ costs }: TripsServices): { Trip: TripResolvers } {
  return {
    Trip: {
      costForecast: (trip, args, { caller }) => costs.costForecast(caller, trip, args.routeIndex),
    },
  };
}
