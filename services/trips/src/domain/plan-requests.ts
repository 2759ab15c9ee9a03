import { TEXT_LENGTHS } from '@byway/contracts/rules';
import type { PackForTrip } from '../data-access/discovery-client.js';
import type { PlanRequest, TripPlan } from '../data-access/planner-client.js';
import { keyedRouteOptions } from '../data-access/stop-keys.js';
import type { PlannedItinerary, TripRecord } from '../data-access/trip-repository.js';

/** What the trips service asks the planner for, and what a trip keeps of the plan it answers. */

type PlannedStop = PlannedItinerary['stops'][number];

/** What a trip keeps of a plan: every route option, the selected one's days, and its stops as rows. */
export function toItinerary(plan: TripPlan): PlannedItinerary {
  // Every planned stop gets its key now: hand edits address it by that key from then on (issue 22).
  const routeOptions = keyedRouteOptions(plan.routeOptions);
  const selected = routeOptions[0];
  const stops = selected?.stops ?? [];
  return {
    routeOptions,
    // The day's route line stays in routeOptions only: the itinerary's days are the spec's shape.
    itinerary: (selected?.dailySegments ?? []).map(({ path: _path, ...segment }) => ({
      ...segment,
      stops: stops.filter((stop) => stop.dayNumber === segment.day),
    })),
    planner: {
      planner: plan.planner,
      model: plan.model,
      fallbackReason: plan.fallbackReason,
      routing: plan.routing,
      notes: plan.notes,
    },
    // A stop row is the planned stop without the catalogue id (routeOptions keep it).
    stops: stops.map(({ placeId: _placeId, ...stop }): PlannedStop => stop),
  };
}

export function planRequestOf(
  trip: Pick<
    TripRecord,
    | 'startLocation'
    | 'endLocation'
    | 'totalDays'
    | 'themes'
    | 'season'
    | 'pace'
    | 'budget'
    | 'accommodationType'
    | 'travelPartySize'
  >,
  variant: number,
  specialRequests?: string,
  progressId?: string | null,
): PlanRequest {
  return {
    startLocation: trip.startLocation,
    endLocation: trip.endLocation,
    totalDays: trip.totalDays,
    themes: trip.themes,
    season: trip.season ?? undefined,
    pace: trip.pace ?? undefined,
    budget: trip.budget ?? undefined,
    accommodationType: trip.accommodationType ?? undefined,
    travelPartySize: trip.travelPartySize ?? 2,
    // The planner reads the first TEXT_LENGTHS.trip.specialRequests characters of 'Anything special' (the
    // builder takes no more; a longer description from the API is still planned, never refused mid-way).
    specialRequests: specialRequests?.trim().slice(0, TEXT_LENGTHS.trip.specialRequests) || undefined,
    variant,
    ...(progressId ? { progressId } : {}),
  };
}

/** A pack's stops as the planner's fixed waypoints. */
const waypointsOf = (pack: PackForTrip): NonNullable<PlanRequest['waypoints']> =>
  pack.stops.map(({ name, lat, lng, day, category, description }) => ({
    name,
    lat,
    lng,
    day,
    category,
    description,
  }));

/**
 * A plan that follows a pack's stops. A trip that starts somewhere other than the pack's start was made
 * with 'Start from my city': the planner re-bases the pack on that town, there and back.
 */
export function packPlanRequest(
  trip: Parameters<typeof planRequestOf>[0],
  pack: PackForTrip,
  variant: number,
  progressId?: string | null,
): PlanRequest {
  const { startLocation, endLocation } = pack;
  const fromHome = !!startLocation && !!endLocation && trip.startLocation !== startLocation;
  return {
    ...planRequestOf(
      fromHome ? { ...trip, startLocation, endLocation, totalDays: pack.duration } : trip,
      variant,
      undefined,
      progressId,
    ),
    waypoints: waypointsOf(pack),
    ...(fromHome ? { roundTripFrom: trip.startLocation } : {}),
  };
}
