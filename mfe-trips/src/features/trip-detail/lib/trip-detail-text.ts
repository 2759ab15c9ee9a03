import type { TripDetailDailySegment, TripDetailRouteOption, TripDetailStop } from '../api/trip-detail';

/** Total drive time of a route: the sum of its daily drive hours as '~Nh', or 'N/A' without any. */
export function totalDriveTime(segments: readonly TripDetailDailySegment[]): string {
  const hours = segments.reduce((sum, segment) => sum + (segment.driveSummary.estimatedHours || 0), 0);
  return hours > 0 ? `~${Math.round(hours)}h` : 'N/A';
}

/**
 * The stops of the chosen route option (option 0 is the trip's own stops), with the stops the traveller
 * added themselves (a hidden gem's 'Add to trip'), which belong to the trip whichever route is shown.
 */
export function stopsOfRoute(
  trip: {
    routeOptions: readonly TripDetailRouteOption[];
    stops: readonly (TripDetailStop & { isCustom?: boolean })[];
  },
  index: number,
): TripDetailStop[] {
  const option = trip.routeOptions[index];
  if (!option) return [...trip.stops];
  return [...option.stops, ...trip.stops.filter((stop) => stop.isCustom)];
}

export interface DayOfStops {
  day: number;
  title: string;
  description: string | null;
  /** The traveller's own note on the day (issue 22); null when none. */
  note: string | null;
  stops: TripDetailStop[];
}

/**
 * One entry per day that has stops or a note of the traveller's, in day order, each with its stops sorted
 * by orderInDay; with `everyDay`, each of the trip's days 1..everyDay too (in 'Edit plan', a stop can move
 * to a day that has none).
 */
export function daysOfStops(
  stops: readonly TripDetailStop[],
  segments: readonly TripDetailDailySegment[],
  { notes = [], everyDay = 0 }: { notes?: readonly { day: number; note: string }[]; everyDay?: number } = {},
): DayOfStops[] {
  const byDay = new Map<number, TripDetailStop[]>();
  for (let day = 1; day <= everyDay; day += 1) byDay.set(day, []);
  for (const { day } of notes) byDay.set(day, byDay.get(day) ?? []);
  for (const stop of stops) byDay.set(stop.dayNumber, [...(byDay.get(stop.dayNumber) ?? []), stop]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, dayStops]) => {
      const segment = segments.find((candidate) => candidate.day === day);
      return {
        day,
        title: segment?.title.trim() || `Day ${day}`,
        description: segment?.description.trim() || null,
        note: notes.find((candidate) => candidate.day === day)?.note ?? null,
        stops: [...dayStops].sort((a, b) => a.orderInDay - b.orderInDay),
      };
    });
}
