import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import type { ResolvedPlace } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { placeStop, type DayDraft, type DraftStop } from './day-draft.js';
import { mustSeesOf } from './listening.js';
import { MAX_DRIVE_HOURS_PER_DAY, PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { sameSight } from './scoring.js';
import { isMustSee } from './special-requests.js';

/**
 * A must-see the traveller named that an option's days left out (it lay just behind a night, or a
 * day's limits trimmed it) goes into the day it costs the least detour, before the night's stay. Our own
 * picks on that day make room for it; a day that would drive more than the daily maximum does not take
 * it, and the notes then say which option it did not fit.
 */
export function keepMustSees(
  drafts: DayDraft[],
  places: readonly Place[],
  option: { start: ResolvedPlace; end: ResolvedPlace; request: TripRequest; themes: readonly ThemeId[] },
): void {
  const { start, end, request, themes } = option;
  const byId = new Map(places.map((place) => [place.id, place]));
  const activeMinutes = PACE[request.pace ?? 'moderate'].activeHours * 60;
  for (const place of mustSeesOf(places, request, start, end).reachable) {
    const visited = drafts.some((draft) =>
      draft.stops.some((stop) => {
        const other = stop.placeId ? byId.get(stop.placeId) : undefined;
        return other !== undefined && sameSight(other, place);
      }),
    );
    if (visited) continue;
    let best: { draft: DayDraft; index: number; addedKm: number } | null = null;
    for (const draft of drafts) {
      const chain: LatLng[] = [draft.from, ...draft.stops];
      // Before any stop of the day, never after its night's stay or the arrival.
      for (let index = 0; index < draft.stops.length; index++) {
        const a = chain[index] as LatLng;
        const b = chain[index + 1] as LatLng;
        const addedKm = greatCircleKm(a, place) + greatCircleKm(place, b) - greatCircleKm(a, b);
        if (!best || addedKm < best.addedKm) best = { draft, index, addedKm };
      }
    }
    if (!best) continue;
    const { draft, index } = best;
    const stops = [...draft.stops];
    stops.splice(index, 0, {
      ...placeStop({ place, s: 0, offKm: 0, score: 100 }, request, themes),
      essential: true,
    });
    if (driveHours(stops, draft.from) > MAX_DRIVE_HOURS_PER_DAY) continue;
    // Our own picks give way, longest visit first, until the day fits the pace's active hours.
    while (dayMinutes(stops, draft.from) > activeMinutes) {
      const ours = stops
        .filter(
          (stop) => stop.kind === 'place' && !(stop.placeId && isMustSee(byId.get(stop.placeId), request)),
        )
        .sort((a, b) => b.minutes - a.minutes)[0];
      if (!ours) break;
      stops.splice(stops.indexOf(ours), 1);
    }
    draft.stops.splice(0, draft.stops.length, ...stops);
  }
}

function driveHours(stops: readonly DraftStop[], from: LatLng): number {
  return stops.reduce(
    (sum, stop, i) => sum + estimateLeg(i === 0 ? from : (stops[i - 1] as LatLng), stop).hours,
    0,
  );
}

/** Driving plus every visit but the night's stay and the arrival (those are the evening). */
function dayMinutes(stops: readonly DraftStop[], from: LatLng): number {
  const visits = stops
    .filter((stop) => stop.kind !== 'overnight' && stop.kind !== 'arrival')
    .reduce((sum, stop) => sum + stop.minutes, 0);
  return visits + driveHours(stops, from) * 60;
}
