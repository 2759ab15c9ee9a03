import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import type { ResolvedPlace } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { score, SCENIC_THEMES, type Profile } from './scoring.js';
import { makeSpine, project } from './spine.js';

/**
 * The highlights a scenic or themed option is drawn through: the place it detours to, and for a loop
 * the second place that brings it home another way.
 */

/** The highlight a scenic or themed option detours through, within the trip's driving budget. */
export function chooseVia(
  places: readonly Place[],
  start: ResolvedPlace,
  end: ResolvedPlace,
  request: TripRequest,
  profile: Profile,
  themes: readonly ThemeId[],
  rand: () => number,
  avoid: ReadonlySet<string>,
): Place | null {
  // A highlight off the line first; where the country has one road (an island, a valley), one beside it,
  // so the option still has a place of its own rather than the direct drive's stops under another name.
  return (
    highlight(places, start, end, request, profile, themes, rand, avoid, false) ??
    highlight(places, start, end, request, profile, themes, rand, avoid, true)
  );
}

function highlight(
  places: readonly Place[],
  start: ResolvedPlace,
  end: ResolvedPlace,
  request: TripRequest,
  profile: Profile,
  themes: readonly ThemeId[],
  rand: () => number,
  avoid: ReadonlySet<string>,
  onTheRoad: boolean,
): Place | null {
  const direct = greatCircleKm(start, end);
  const driveBudget = request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours;
  const directHours = estimateLeg(start, end).hours;
  const directKm = estimateLeg(start, end).km;
  const maxExtraKm = Math.max(120, directKm * 0.6);
  const loop = direct < 60;
  const radius = Math.min(350, Math.max(40, request.totalDays * 60));
  const spine = makeSpine([start, end], null);
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
    const value = score(place, request, profile, themes, rand) + matches - detourHours * 0.8;
    if (!best || value > best.value) best = { place, value };
  }
  return best?.place ?? null;
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
