import { greatCircleKm, interpolate, type LatLng } from '../geo/distance.js';
import { townLabel, type Gazetteer } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { shapeFaults, type DayLine } from './day-shape.js';
import { lunchDraft, type DraftStop } from './day-draft.js';
import { chainKm } from './day-limits.js';
import type { TripRequest } from './request.js';
import type { Spine } from './spine.js';

/**
 * Lunch where half the day's driving is done: in a real town near that point of the drive, kept only
 * when it lands between 30 % and 70 % of the driving and keeps the day's shape and limit.
 */
export function placeLunch(
  gazetteer: Gazetteer,
  stops: DraftStop[],
  from: LatLng,
  line: DayLine,
  request: TripRequest,
  spine: Spine,
  usedTowns: Set<string>,
  limit: { hours: number; km: number },
): void {
  // A day that already has a food stop has its lunch; a short hop has no lunch stop to speak of.
  if (stops.some((stop) => stop.category === 'meal')) return;
  const hoursOf = (list: readonly LatLng[]) =>
    [from, ...list].slice(1).map((p, i) => estimateLeg([from, ...list][i] as LatLng, p).hours);
  const legs = hoursOf(stops);
  const total = legs.reduce((a, b) => a + b, 0);
  if (total < 0.75) return;
  let run = 0;
  let leg = 0;
  while (leg < legs.length - 1 && run + (legs[leg] ?? 0) < total / 2) run += legs[leg++] ?? 0;
  const a = leg === 0 ? from : (stops[leg - 1] as LatLng);
  const b = stops[leg] as LatLng;
  const middle = interpolate(a, b, Math.min(1, Math.max(0, (total / 2 - run) / (legs[leg] || 1))));
  // The town nearest the halfway point that costs the least detour between the stops either side.
  const detour = (town: LatLng) => greatCircleKm(a, town) + greatCircleKm(town, b) - greatCircleKm(a, b);
  const towns = gazetteer
    .townsNear(middle, 30, 1500)
    .filter((town) => !usedTowns.has(townLabel(town)))
    .filter((town) => greatCircleKm(town, line.from) > 8 && greatCircleKm(town, line.to) > 8)
    .sort((x, y) => detour(x) + greatCircleKm(x, middle) - detour(y) - greatCircleKm(y, middle))
    .slice(0, 5);
  for (const town of towns) {
    const lunch = lunchDraft(town, spine);
    const trial = [...stops];
    trial.splice(leg, 0, lunch);
    const trialLegs = hoursOf(trial);
    const trialTotal = trialLegs.reduce((x, y) => x + y, 0);
    const share = trialLegs.slice(0, leg + 1).reduce((x, y) => x + y, 0) / trialTotal;
    if (share < 0.3 || share > 0.7 || trialTotal > limit.hours * 0.97) continue;
    if (chainKm(trial, from) > limit.km) continue;
    if (shapeFaults(trial, line).length) continue;
    stops.splice(leg, 0, lunch);
    usedTowns.add(townLabel(town));
    return;
  }
}

/**
 * A lunch a later trim left early or late in the day's driving (the stop after it dropped for time):
 * taken out, so the day can look for a better one or go without.
 */
export function dropStrayLunch(stops: DraftStop[], from: LatLng): boolean {
  const index = stops.findIndex((stop) => stop.kind === 'lunch');
  if (index < 0) return false;
  const legs = [from, ...stops].slice(1).map((p, i) => estimateLeg([from, ...stops][i] as LatLng, p).hours);
  const total = legs.reduce((a, b) => a + b, 0);
  const share = total ? legs.slice(0, index + 1).reduce((a, b) => a + b, 0) / total : 0.5;
  if (share >= 0.3 && share <= 0.7) return false;
  stops.splice(index, 1);
  return true;
}
