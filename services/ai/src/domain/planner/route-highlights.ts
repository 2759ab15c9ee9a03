import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { alongSegment, greatCircleKm, type LatLng } from '../geo/distance.js';
import type { ResolvedPlace } from '../geo/gazetteer.js';
import { coastDistanceKm } from '../geo/landmasses.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { onScenicRoad, score, SCENIC_THEMES, type Profile } from './scoring.js';
import { makeSpine, project } from './spine.js';

/**
 * The highlights a scenic or themed option is drawn through: the place it detours to, and for a loop
 * the second place that brings it home another way.
 */

/** A city on a bay or an estuary (Melbourne, Inverness) still counts as by the sea. */
const COAST_END_KM = 15;
const byTheSea = (point: LatLng) => coastDistanceKm(point) <= COAST_END_KM;
/** Between two towns by the sea the coast road is the scenic one: its places come before inland ones. */
const COAST_ROAD_BONUS = 6;

/** What an option's highlight is looked for with: the trip, the option's profile and themes, places to avoid. */
export interface HighlightSearch {
  places: readonly Place[];
  start: ResolvedPlace;
  end: ResolvedPlace;
  request: TripRequest;
  profile: Profile;
  themes: readonly ThemeId[];
  rand: () => number;
  avoid: ReadonlySet<string>;
}

/** The highlight a scenic or themed option detours through, within the trip's driving budget. */
export function chooseVia(search: HighlightSearch): Place | null {
  const { start, end, profile } = search;
  // A highlight off the line first; where the country has one road (an island, a valley), one beside it,
  // so the option still has a place of its own rather than the direct drive's stops under another name.
  const off = highlight(search, false);
  const coastRoad = profile === 'scenic' && byTheSea(start) && byTheSea(end);
  // Between towns by the sea a scenic highlight on the coast road beats one inland off it.
  if (off && (!coastRoad || byTheSea(off))) return off;
  const on = highlight(search, true);
  return off && on && !byTheSea(on) ? off : (on ?? off);
}

function highlight(search: HighlightSearch, onTheRoad: boolean): Place | null {
  const { places, start, end, request, profile, themes, rand, avoid } = search;
  const direct = greatCircleKm(start, end);
  const driveBudget = request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours;
  const directHours = estimateLeg(start, end).hours;
  const directKm = estimateLeg(start, end).km;
  const maxExtraKm = Math.max(120, directKm * 0.6);
  const loop = direct < 60;
  const radius = Math.min(350, Math.max(40, request.totalDays * 60));
  const spine = makeSpine([start, end], null);
  const coastRoad = profile === 'scenic' && !loop && byTheSea(start) && byTheSea(end);
  let best: { place: Place; value: number } | null = null;
  // Another option's highlight, or a place beside it, would make the two options the same trip.
  const taken = places.filter((place) => avoid.has(place.id));
  for (const place of places) {
    if (taken.some((other) => greatCircleKm(other, place) < 40)) continue;
    let detourHours: number;
    if (loop) {
      const away = greatCircleKm(start, place);
      if (away < radius * (onTheRoad ? 0.1 : 0.3) || away > radius * (onTheRoad ? 1.5 : 1)) continue;
      detourHours = estimateLeg(start, place).hours + estimateLeg(place, end).hours;
    } else {
      const { s, offKm } = project(spine, place);
      const edge = onTheRoad ? 0.05 : 0.15;
      if (s < spine.length * edge || s > spine.length * (1 - edge)) continue;
      const minOff = onTheRoad ? 0 : Math.min(25, direct * 0.05);
      if (offKm < minOff || offKm > Math.min(250, Math.max(80, direct * 0.3))) continue;
      detourHours = estimateLeg(start, place).hours + estimateLeg(place, end).hours - directHours;
    }
    if (directHours + detourHours > driveBudget * 0.8 && !loop) continue;
    // Spare days go to longer stays and nearby sights, not to hundreds of extra miles.
    if (!loop && estimateLeg(start, place).km + estimateLeg(place, end).km > directKm + maxExtraKm) continue;
    const matches = place.themes.filter((theme) =>
      (profile === 'scenic' ? SCENIC_THEMES : themes).includes(theme),
    ).length;
    if (!matches) continue;
    const coast = coastRoad && coastDistanceKm(place) <= COAST_END_KM ? COAST_ROAD_BONUS : 0;
    const value = score(place, request, profile, themes, rand) + matches - detourHours * 0.8 + coast;
    if (!best || value > best.value) best = { place, value };
  }
  return best?.place ?? null;
}

/** A stretch of the scenic line this long looks for a coast, pass or byway place of its own. */
const SCENIC_STRETCH_KM = 250;
/** How many such places the scenic line may add, and the detour each may cost (share of the stretch). */
const SCENIC_EXTRA_POINTS = 4;
const SCENIC_DETOUR_SHARE = 0.4;
const INLAND_BEND_KM = 100;

/**
 * The scenic option's line (issue 19): between its ends and highlight, the longest stretches bend
 * through places on the coast road, a pass or a byway (onScenicRoad), one at a time, while the whole line
 * stays within the driving the days allow. Sydney to Melbourne keeps to the coast instead of turning
 * inland after its first beach; where no such place lies near a stretch, the stretch stays as it is.
 */
export function scenicLine(
  places: readonly Place[],
  points: readonly LatLng[],
  request: TripRequest,
  themes: readonly ThemeId[],
  rand: () => number,
  avoid: ReadonlySet<string>,
): { line: LatLng[]; added: Place[] } {
  const budgetHours = request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours * 0.85;
  const hoursOf = (line: readonly LatLng[]) =>
    line.slice(1).reduce((sum, point, i) => sum + estimateLeg(line[i] as LatLng, point).hours, 0);
  const line = [...points];
  const added: Place[] = [];
  const tried = new Set<string>();
  const key = (a: LatLng, b: LatLng) => `${a.lat},${a.lng}|${b.lat},${b.lng}`;
  while (added.length < SCENIC_EXTRA_POINTS) {
    let longest = -1;
    for (let i = 1; i < line.length; i++) {
      const km = greatCircleKm(line[i - 1] as LatLng, line[i] as LatLng);
      if (km >= SCENIC_STRETCH_KM && !tried.has(key(line[i - 1] as LatLng, line[i] as LatLng))) {
        if (longest < 0 || km > greatCircleKm(line[longest - 1] as LatLng, line[longest] as LatLng))
          longest = i;
      }
    }
    if (longest < 0) break;
    const a = line[longest - 1] as LatLng;
    const b = line[longest] as LatLng;
    tried.add(key(a, b));
    const length = greatCircleKm(a, b);
    // Between two points by the sea, the coast road is the scenic one: its places come first.
    const coastRoad = byTheSea(a) && byTheSea(b);
    let best: { place: Place; value: number } | null = null;
    for (const place of places) {
      if (avoid.has(place.id) || added.includes(place) || !onScenicRoad(place)) continue;
      const onCoast = coastRoad && coastDistanceKm(place) <= COAST_END_KM;
      // The coast road may swing well off the straight line (Sydney to Melbourne by Eden); a pass or byway
      // inland is a bend in the road, not a second trip.
      const reach = onCoast ? length * SCENIC_DETOUR_SHARE : Math.min(INLAND_BEND_KM, length * 0.3);
      const { t, offKm } = alongSegment(place, a, b);
      if (t < 0.2 || t > 0.8 || offKm > reach) continue;
      const extraKm = greatCircleKm(a, place) + greatCircleKm(place, b) - length;
      if (extraKm > reach) continue;
      const value =
        score(place, request, 'scenic', themes, rand) - extraKm / 100 + (onCoast ? COAST_ROAD_BONUS : 0);
      if (Number.isFinite(value) && (!best || value > best.value)) best = { place, value };
    }
    if (!best) continue;
    const bent = [...line.slice(0, longest), best.place, ...line.slice(longest)];
    if (hoursOf(bent) > budgetHours) continue;
    line.splice(longest, 0, best.place);
    added.push(best.place);
  }
  return { line, added };
}

/**
 * A loop that went out and back the same way would have nothing new to see on the way home: the second
 * highlight lies off to one side of the way out, as far again.
 */
export function secondLoopPoint(
  places: readonly Place[],
  start: LatLng,
  via: Place,
  request: TripRequest,
  profile: Profile,
  themes: readonly ThemeId[],
  rand: () => number,
  avoid: ReadonlySet<string>,
): Place | null {
  const out = greatCircleKm(start, via);
  const heading = bearing(start, via);
  let best: { place: Place; value: number } | null = null;
  for (const place of places) {
    if (place.id === via.id || avoid.has(place.id)) continue;
    const away = greatCircleKm(start, place);
    const turn = Math.abs(((bearing(start, place) - heading + 540) % 360) - 180);
    if (away < out * 0.4 || away > out * 1.1 || turn < 40 || turn > 110) continue;
    const value = score(place, request, profile, themes, rand);
    if (!best || value > best.value) best = { place, value };
  }
  return best?.place ?? null;
}

/** Initial compass bearing from a to b, degrees. */
function bearing(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lng - a.lng) * rad) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
  return (Math.atan2(y, x) / rad + 360) % 360;
}
