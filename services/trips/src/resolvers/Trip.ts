import { seasonOfDay, type TripRole } from '@byway/contracts/rules';
import type { TripsServices } from '../composition.js';
import type { TripPlanRecord, TripRecord, TripStopRecord } from '../data-access/trip-repository.js';
import type { TripResolvers } from '../generated/resolvers-types.js';

/**
 * A trip's plan is stored apart from its summary and loaded only when `itinerary` or `routeOptions` is
 * selected; both fields of one trip share one load.
 */
export function planLoader({ trips }: TripsServices) {
  const loads = new WeakMap<object, Promise<TripPlanRecord>>();
  return (trip: Pick<TripRecord, 'id'>) => {
    let load = loads.get(trip);
    if (!load) {
      load = trips.planOf(trip);
      loads.set(trip, load);
    }
    return load;
  };
}

export function tripResolvers(services: TripsServices): TripResolvers {
  const { trips, memories, costs, access, members } = services;
  const plan = planLoader(services);
  return {
    __resolveReference: (reference, { caller }) => trips.visibleTrip(caller, reference.id),
    stops: (trip) => trips.stopsOf(trip),
    // The kept route's planned stops (as stored in its plan) and the added ones: the route the traveller chose.
    keptRouteStops: async (trip) => {
      const { routeOptions } = await plan(trip);
      const kept = (routeOptions[trip.selectedRouteIndex] ?? routeOptions[0]) as
        | { stops?: readonly TripStopRecord[] }
        | undefined;
      const added = (await trips.stopsOf(trip)).filter((stop) => stop.isCustom);
      return [...(kept?.stops ?? []), ...added];
    },
    hasPreviousItinerary: (trip) => trip.hasPreviousPlan,
    // A trip with a start date travels in that day's season (issue 21): the recommendations follow it.
    season: (trip) => (trip.startDate ? seasonOfDay(trip.startDate) : trip.season),
    itinerary: async (trip) => (await plan(trip)).itinerary,
    routeOptions: async (trip) => (await plan(trip)).routeOptions,
    dayNotes: async (trip) => (await plan(trip)).dayNotes,
    memories: (trip, _, { caller }) => memories.memoriesOf(caller, trip),
    // Co-travellers (issue 22): lists and reads carry the role; a trip reached otherwise asks trip-access.
    role: (trip, _, { caller }) =>
      'role' in trip && typeof trip.role === 'string'
        ? (trip.role as TripRole)
        : access.roleOn(trip, caller.userId),
    ownerName: (trip) =>
      'ownerName' in trip && (typeof trip.ownerName === 'string' || trip.ownerName === null)
        ? trip.ownerName
        : members.ownerNameOf(trip),
    members: async (trip, _, { caller }) =>
      (await access.may(caller, trip, 'read')) ? members.membersOf(caller, trip.id) : [],
    // The owner's cost estimate of one route option.
    costForecast: (trip, args, { caller }) => costs.costForecast(caller, trip, args.routeIndex),
  };
}
