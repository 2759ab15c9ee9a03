import type { SubgraphContext } from '@byway/kit';
import type { TripsServices } from './services.js';

export function queryResolvers({ trips }: TripsServices) {
  return {
    myTrips: (_: unknown, __: unknown, { caller }: SubgraphContext) => trips.myTrips(caller),
    trip: (_: unknown, args: { id: unknown }, { caller }: SubgraphContext) => trips.trip(caller, args.id),
  };
}
