import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import { reachableByCar } from '../geo/crossings.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { sameSight } from './scoring.js';
import {
  findMustSee,
  isMustSee,
  NEED_WORDS_FOR_NOTES,
  offTripKm,
  readSpecialRequests,
  ruledOutBy,
  whatToCheck,
  type Need,
} from './special-requests.js';
import type { RouteOption } from './types.js';

/**
 * The planner listening to 'Anything special': must-see places drawn into every option's line when the
 * driving budget reaches them, places the traveller's needs rule out left out and named, and the stops
 * we know too little about marked with what to check.
 */

/** The traveller's must-see places that the trip can reach, and a sentence for each that it cannot. */
export function mustSeesOf(
  places: readonly Place[],
  request: TripRequest,
  start: LatLng,
  end: LatLng,
): { reachable: Place[]; notes: string[] } {
  const { mustSeeNames } = readSpecialRequests(request.specialRequests);
  const budgetHours = request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours;
  const reachable: Place[] = [];
  const notes: string[] = [];
  for (const name of mustSeeNames) {
    const place = findMustSee(places, name, [start, end]);
    if (!place) {
      notes.push(
        `We could not find "${name}" among our places; add it to a day yourself if you know where it is.`,
      );
      continue;
    }
    if (!reachableByCar(start, place)) {
      notes.push(
        `${place.name} cannot be reached by car from this route: no car ferry or bridge goes there. Visit it on a boat trip or by air and add it to a day yourself.`,
      );
      continue;
    }
    const hours = estimateLeg(start, place).hours + estimateLeg(place, end).hours;
    if (hours > budgetHours * 0.9) {
      const off = Math.round(offTripKm(place, [start, end]));
      notes.push(
        `${place.name} is ${off} km off this route: reaching it would take about ${Math.round(hours)} hours of driving, more than ${request.totalDays} ${request.totalDays === 1 ? 'day' : 'days'} at this pace allow. Add days to include it.`,
      );
      continue;
    }
    if (!reachable.includes(place)) reachable.push(place);
  }
  return { reachable, notes };
}

/**
 * The points of an option's line with the reachable must-see places put in where each adds the least
 * distance, so every option passes them.
 */
export function throughMustSees(places: readonly Place[], request: TripRequest, points: LatLng[]): LatLng[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return points;
  const line = [...points];
  for (const place of mustSeesOf(places, request, first, last).reachable) {
    if (line.some((point) => greatCircleKm(point, place) < 1)) continue;
    let best = { at: 1, added: Infinity };
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1] as LatLng;
      const b = line[i] as LatLng;
      const added = greatCircleKm(a, place) + greatCircleKm(place, b) - greatCircleKm(a, b);
      if (added < best.added) best = { at: i, added };
    }
    line.splice(best.at, 0, place);
  }
  return line;
}

/** Adds to each catalogue stop what the traveller should check, where we hold no record for their needs. */
export function markWhatToCheck(
  options: RouteOption[],
  places: readonly Place[],
  request: TripRequest,
): void {
  const { needs } = readSpecialRequests(request.specialRequests);
  if (!needs.size) return;
  const byId = new Map(places.map((place) => [place.id, place]));
  for (const option of options) {
    for (const stop of option.stops) {
      const place = stop.placeId ? byId.get(stop.placeId) : undefined;
      if (!place) continue;
      const checks = whatToCheck(place, needs).filter((check) => !stop.description.includes(check));
      if (checks.length) stop.description = `${stop.description} ${checks.join(' ')}`;
    }
  }
}

/**
 * The plan's notes on what was heard: must-see places missing from an option and why, places left out
 * for a need (those within reach of the options' stops), and the needs our roads cannot plan for.
 */
export function listeningNotes(
  places: readonly Place[],
  request: TripRequest,
  start: LatLng,
  end: LatLng,
  options: readonly RouteOption[],
): string[] {
  const { needs } = readSpecialRequests(request.specialRequests);
  const { reachable, notes } = mustSeesOf(places, request, start, end);
  const byId = new Map(places.map((place) => [place.id, place]));
  for (const place of reachable) {
    const missing = options.filter(
      (option) =>
        !option.stops.some((stop) => {
          const other = stop.placeId ? byId.get(stop.placeId) : undefined;
          return other !== undefined && sameSight(other, place);
        }),
    );
    if (missing.length) {
      notes.push(
        `${place.name} did not fit the days of ${missing.map((option) => option.routeName).join(' and ')}; add a day to include it.`,
      );
    }
  }
  const lines = options.map((option) => [
    start,
    ...option.stops.map((stop) => ({ lat: stop.lat, lng: stop.lng })),
  ]);
  const leftOut = new Map<Need, string[]>();
  for (const place of places) {
    const ruled = ruledOutBy(place, needs);
    if (!ruled || isMustSee(place, request)) continue;
    if (!lines.some((line) => offTripKm(place, line) < 40)) continue;
    leftOut.set(ruled.need, [...(leftOut.get(ruled.need) ?? []), `${place.name} (${ruled.why})`]);
  }
  for (const [need, list] of leftOut) {
    notes.push(`Left out for ${NEED_WORDS_FOR_NOTES[need]}: ${list.slice(0, 6).join(', ')}.`);
  }
  const roads = (['no-tolls', 'no-highways'] as const).filter((need) => needs.has(need));
  if (roads.length) {
    notes.push(
      `We cannot yet plan around ${roads.map((need) => (need === 'no-tolls' ? 'tolls' : 'highways')).join(' or ')}: the drive times follow the main roads, so set your navigation to avoid them.`,
    );
  }
  for (const place of places.filter((p) => isMustSee(p, request))) {
    const ruled = ruledOutBy(place, needs);
    if (ruled && reachable.includes(place)) {
      notes.push(`${place.name} is kept because you asked for it, but note: ${ruled.why}.`);
    }
  }
  return notes;
}
