import type { LatLng } from '../geo/distance.js';
import { carNetworkOf, nodeOf, type CrossingTaken } from '../geo/crossings.js';
import { formatDuration } from '../geo/road-estimate.js';
import type { RoutedLeg } from '../geo/routing.js';

/**
 * Issue 19, borders and water: a trip keeps to the land a car can reach from its start (its own island or
 * continent and what car ferries link to it), and a day that takes a ferry or a car train says so, with
 * the crossing's time in the day's hours and its source in the plan's notes.
 */

/** Whether a point lies on the start's car network: the filter for places, nights and lunch towns. */
export function onCarNetworkOf(
  start: LatLng,
  options: { ferries?: boolean } = {},
): (point: LatLng) => boolean {
  const network = carNetworkOf(start, options);
  return (point) => network.has(nodeOf(point));
}

const KIND_WORDS: Record<CrossingTaken['crossing']['kind'], string> = {
  'car-ferry': 'car ferry',
  'car-train': 'car train',
  'passenger-boat': 'boat',
};

/** The crossings of a day's legs, in order, each once. */
export const crossingsOf = (legs: readonly RoutedLeg[]): CrossingTaken[] =>
  legs.flatMap((leg) => leg.crossings ?? []);

/** 'Take the Interislander car ferry from Wellington to Picton: about 3h 30m, be there 1h before.' */
export function crossingSentence({ crossing, from, to }: CrossingTaken): string {
  const boarding = crossing.boardingMinutes
    ? `, at the terminal ${formatDuration(crossing.boardingMinutes / 60)} before`
    : '';
  const seasonal = crossing.seasonal ? ` ${crossing.seasonal}.` : '';
  return `Take the ${crossing.name} ${KIND_WORDS[crossing.kind]} (${crossing.operator}) from ${from.port} to ${to.port}: about ${formatDuration(crossing.minutes / 60)} across${boarding}; book ahead, counted in today's hours.${seasonal}`;
}

/** One note per crossing the plan takes, with where its times come from. */
export function crossingNotes(legs: readonly RoutedLeg[]): string[] {
  const seen = new Map<string, CrossingTaken['crossing']>();
  for (const { crossing } of crossingsOf(legs)) seen.set(crossing.id, crossing);
  return [...seen.values()].map(
    (crossing) =>
      `${crossing.name} (${crossing.operator}): crossing times from ${crossing.sources.map((source) => source.url).join(' and ')}; check the timetable before you travel.`,
  );
}
