// The route line of the journey map (issue 11): along the roads each day really drives when the plan has
// the day's path (a routing server measured it), else straight lines between the stops.

/** One day's drive along the roads as WGS84 [lat, lng] pairs; null when its distances were estimated. */
export interface JourneyMapDayPath {
  day: number;
  path: ReadonlyArray<ReadonlyArray<number>> | null;
}

export type LinePoint = [lat: number, lng: number];

const isPoint = (pair: ReadonlyArray<number>): boolean =>
  pair.length === 2 &&
  pair.every(Number.isFinite) &&
  Math.abs(pair[0] ?? NaN) <= 90 &&
  Math.abs(pair[1] ?? NaN) <= 180;

/**
 * The pieces of line to draw through `stops` (placed, in route order, only the days shown). A day with
 * a path is drawn along it (it starts where last night's stop is); a day without one joins its stops
 * with straight lines from where the day before ended. Without any path: one straight line, stop to stop.
 */
export function routeLines(
  stops: ReadonlyArray<{ dayNumber: number; lat: number; lng: number }>,
  paths: readonly JourneyMapDayPath[] = [],
): LinePoint[][] {
  const byDay = new Map<number, LinePoint[]>();
  for (const { day, path } of paths) {
    if (path && path.length >= 2 && path.every(isPoint))
      byDay.set(
        day,
        path.map(([lat, lng]) => [lat ?? 0, lng ?? 0]),
      );
  }
  const points = (list: typeof stops) => list.map((stop): LinePoint => [stop.lat, stop.lng]);
  const days = [...new Set(stops.map((stop) => stop.dayNumber))];
  if (!days.some((day) => byDay.has(day))) return stops.length > 1 ? [points(stops)] : [];

  const lines: LinePoint[][] = [];
  let dayEnd: LinePoint | null = null;
  for (const day of days) {
    const path = byDay.get(day);
    const line: LinePoint[] = path ?? [
      ...(dayEnd ? [dayEnd] : []),
      ...points(stops.filter((stop) => stop.dayNumber === day)),
    ];
    if (line.length > 1) lines.push(line);
    dayEnd = line.at(-1) ?? dayEnd;
  }
  return lines;
}
