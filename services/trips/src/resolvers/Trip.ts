import type { SubgraphContext } from '@byway/kit';
import type { TripRecord } from '../data-access/trip-repository.js';
import type { TripsServices } from './services.js';

export function tripResolvers({ trips }: TripsServices) {
  return {
    __resolveReference: (reference: { id: unknown }, { caller }: SubgraphContext) =>
      trips.visibleTrip(caller, reference.id),
    stops: (trip: TripRecord) => trips.stopsOf(trip),
  };
}
