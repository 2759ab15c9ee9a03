import { greatCircleKm, type LatLng } from '../geo/distance.js';
import { estimateLeg } from '../geo/road-estimate.js';
import type { DraftStop } from './day-draft.js';

/** Keeping a drafted day within its driving: the cost of a day's chain of stops, and what to drop. */

export const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const chainHours = (stops: readonly LatLng[], from: LatLng) =>
  stops.reduce((sum, stop, i) => sum + estimateLeg(i === 0 ? from : (stops[i - 1] as LatLng), stop).hours, 0);

export const chainKm = (stops: readonly LatLng[], from: LatLng) =>
  stops.reduce((sum, stop, i) => sum + estimateLeg(i === 0 ? from : (stops[i - 1] as LatLng), stop).km, 0);

/** Drops the detours that cost the most until the day's driving fits the day's limit. */
export function keepDriveSane(stops: DraftStop[], from: LatLng, limitHours: number): void {
  while (chainHours(stops, from) > limitHours * 0.97) {
    let best: { index: number; saved: number } | null = null;
    stops.forEach((stop, index) => {
      if (stop.kind === 'overnight' || stop.kind === 'arrival') return;
      const saved =
        chainHours(stops, from) -
        chainHours(
          stops.filter((_, i) => i !== index),
          from,
        );
      if (!best || saved > best.saved) best = { index, saved };
    });
    if (!best) return;
    stops.splice((best as { index: number }).index, 1);
  }
}

/** Km a stop adds to its day over going straight from the stop before it to the one after. */
export function sideKm(stops: readonly LatLng[], stop: LatLng, from: LatLng): number {
  const i = stops.indexOf(stop);
  const before = i > 0 ? (stops[i - 1] as LatLng) : from;
  const after = stops[i + 1];
  if (!after) return 0;
  return greatCircleKm(before, stop) + greatCircleKm(stop, after) - greatCircleKm(before, after);
}

/** Drops the side trips that cost the most km until the day's road fits `limitKm`. */
export function keepWithinKm(
  stops: DraftStop[],
  from: LatLng,
  limitKm: number,
  removable: (stop: DraftStop) => boolean,
): void {
  while (chainKm(stops, from) > limitKm) {
    let best: { index: number; saved: number } | null = null;
    for (const [index, stop] of stops.entries()) {
      if (!removable(stop)) continue;
      const saved =
        chainKm(stops, from) -
        chainKm(
          stops.filter((_, i) => i !== index),
          from,
        );
      if (!best || saved > best.saved) best = { index, saved };
    }
    if (!best) return;
    stops.splice(best.index, 1);
  }
}

/** Hours of a day as lived: driving plus every visit and lunch (the night's stay is the evening). */
export function activeHours(stops: readonly DraftStop[], from: LatLng): number {
  const visits = stops.filter(
    (stop) => stop.kind === 'place' || stop.kind === 'lunch' || (stop.kind === 'arrival' && stop.placeId),
  );
  return chainHours(stops, from) + sumOf(visits.map((stop) => stop.minutes)) / 60;
}

/**
 * Drops the visits that suit the trip least, the essential ones last, until the day's visits and
 * driving fit `limitHours` (issue 19: Denver to Moab's 11.5 hours of visits on a 2-hour drive).
 */
export function keepWithinActiveDay(stops: DraftStop[], from: LatLng, limitHours: number): void {
  while (activeHours(stops, from) > limitHours) {
    const least = stops
      .filter((stop) => stop.kind === 'place')
      .sort((a, b) => Number(a.essential) - Number(b.essential) || (a.score ?? 0) - (b.score ?? 0))[0];
    if (!least) return;
    stops.splice(stops.indexOf(least), 1);
  }
}
