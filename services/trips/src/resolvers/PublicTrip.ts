import type { TripsServices } from '../composition.js';
import type { PublicTripResolvers } from '../generated/resolvers-types.js';

/** What anyone may see of a public trip: its route options as stored. */
export function publicTripResolvers({ trips }: TripsServices): PublicTripResolvers {
  return {
    routeOptions: async (trip) => (await trips.planOf(trip)).routeOptions,
  };
}
