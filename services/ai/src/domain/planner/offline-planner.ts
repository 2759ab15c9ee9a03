import { distanceUnitOfCountry } from '@byway/contracts/rules';
import { borderNotes, countryKeptTo, gazetteerIn, gazetteerKeeping, placesIn } from './borders.js';
import { listeningNotes, markWhatToCheck } from './listening.js';
import { fitLunchesToBudget } from './meal-and-stay.js';
import { assembleModelItinerary } from './model-assembly.js';
import type { ModelItinerary } from './model-itinerary.js';
import { draftRouteOptions, type DraftedOptions, type OptionScope } from './option-drafting.js';
import { PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { measure, toRouteOption } from './route-option.js';
import { themesFor } from './scoring.js';
import { checkDrivable, endsOf, type TripEnds } from './trip-ends.js';
import type { PlannerData, TripPlan } from './types.js';
import { crossingNotes } from './water.js';
import { planAlongWaypoints } from './waypoints.js';

export { DAILY_DRIVE_LIMIT_HOURS, MAX_DRIVE_HOURS_PER_DAY } from './pace.js';
export type { PlannerData } from './types.js';

/**
 * The offline planner: real places from our catalogue along a route between two real towns, with
 * drive times from the road estimate (or a routing server). No network, deterministic per request.
 *
 * The story, one file a step: resolve both ends and check one can drive between them (trip-ends.ts);
 * draft the options (option-drafting.ts): choose each option's highlight (route-highlights.ts) and draw
 * its spine (spine.ts): direct; via a scenic highlight; via the place that best fits the traveller's
 * themes. A trip between two places in one country keeps to it (borders.ts). Cut each
 * spine into one stretch per day ending in a real town (nights.ts), fill each day with the best-scoring
 * places near its stretch and a lunch town, within the hours the pace gives a day, and say what the
 * stretch lacks instead of inventing it (day-drafts.ts); finally measure every leg (route-option.ts).
 * A trip pack's plan follows its waypoints (waypoints.ts); a model's plan is checked the same way
 * (model-assembly.ts).
 */

const routingNote = (routing: TripPlan['routing']) =>
  routing === 'estimate'
    ? 'Distances and drive times are estimates (straight-line distance times a road factor); check live directions before you go.'
    : 'Distances and drive times come from a routing service.';

/** What every offline plan notes: how it was measured, its crossings and borders, what it heard. */
function planNotes(
  allPlaces: PlannerData['places'],
  { request, start, end }: TripEnds,
  { options, routing, legs }: DraftedOptions,
): string[] {
  return [
    routingNote(routing),
    ...crossingNotes(legs),
    ...borderNotes(options.flatMap((option) => option.dailySegments.map((day) => day.description))),
    ...listeningNotes(allPlaces, request, start, end, options),
  ];
}

/** The plan the offline planner answers with. */
const offlinePlan = (
  { start, end }: TripEnds,
  { options, routing }: DraftedOptions,
  notes: string[],
): TripPlan => ({
  planner: 'offline',
  model: null,
  fallbackReason: null,
  routing,
  start: { label: start.label, lat: start.lat, lng: start.lng },
  end: { label: end.label, lat: end.lat, lng: end.lng },
  routeOptions: options,
  notes,
});

/** A trip pack's plan: one option along its waypoints. */
async function planPack(data: PlannerData, trip: TripEnds, scope: OptionScope): Promise<TripPlan> {
  const { request, start, end } = trip;
  const drafts = planAlongWaypoints(scope.places, scope.gazetteer, start, end, request);
  const measured = await measure(data.routing, drafts);
  const packRoute = [
    toRouteOption(
      "The pack's route",
      "The trip pack's stops, day by day, with each night in a real town near the day's last stop.",
      drafts,
      measured.legs,
      distanceUnitOfCountry(start.country),
      scope.crossesBorders,
    ),
  ];
  // A pack's plan listens too: what to check at each stop, and what the traveller's needs left out.
  markWhatToCheck(packRoute, data.places, request);
  const pack = { options: packRoute, routing: measured.source, legs: measured.legs.flat() };
  return offlinePlan(trip, pack, planNotes(data.places, trip, pack));
}

async function planTrip(data: PlannerData, asked: TripRequest): Promise<TripPlan> {
  const { places: allPlaces, gazetteer: wholeGazetteer } = data;
  const trip = endsOf(wholeGazetteer, asked);
  const { request, start, end } = trip;
  const { onNetwork, directHours } = checkDrivable(trip);
  // Both ends in one country: every stop and night stays in it, unless the traveller asks to cross.
  const country = countryKeptTo(start, end, request, allPlaces);
  const scope: OptionScope = {
    // ...and on the land a car can reach from the start: no stop on an island no car ferry serves.
    places: placesIn(allPlaces, country).filter(onNetwork),
    gazetteer: gazetteerKeeping(gazetteerIn(wholeGazetteer, country), onNetwork),
    routing: data.routing,
    start,
    end,
    request,
    themes: themesFor(request),
    country,
    // A trip that may leave its country says on each day which borders it crosses.
    crossesBorders: country === null ? [start.country, end.country] : null,
  };
  if (request.waypoints.length) return planPack(data, trip, scope);

  const drafted = await draftRouteOptions(scope);
  // The whole catalogue: a must-see abroad is named in the notes, not silently unknown.
  markWhatToCheck(drafted.options, allPlaces, request);
  fitLunchesToBudget(drafted.options, request);
  const notes = planNotes(allPlaces, trip, drafted);
  if (directHours > request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours) {
    notes.push('This trip has long driving days; adding a day would leave more time at the stops.');
  }
  return offlinePlan(trip, drafted, notes);
}

export function createOfflinePlanner(data: PlannerData) {
  return {
    plan: (request: TripRequest) => planTrip(data, request),
    assembleModelItinerary: (request: TripRequest, itinerary: ModelItinerary, model: string) =>
      assembleModelItinerary(data, request, itinerary, model),
    resolve: (text: string) => data.gazetteer.resolve(text),
  };
}

export type OfflinePlanner = ReturnType<typeof createOfflinePlanner>;
