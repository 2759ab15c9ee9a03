import type { TripDetailDailySegment } from '../api/trip-detail';

/**
 * The selected route's days along the roads, for the map. A day holding a stop the traveller added has
 * no path: its road was measured without that stop, so the map joins that day's stops with straight lines.
 */
export function roadPathsOf(
  segments: readonly TripDetailDailySegment[],
  stops: readonly { dayNumber: number; isCustom?: boolean | null }[],
): { day: number; path: number[][] | null }[] {
  const changedDays = new Set(stops.filter((stop) => stop.isCustom).map((stop) => stop.dayNumber));
  return segments.map(({ day, path }) => ({ day, path: changedDays.has(day) ? null : (path ?? null) }));
}
