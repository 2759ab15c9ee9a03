import { randomUUID } from 'node:crypto';

/**
 * The key a client addresses a stop by in hand edits (TripStop.stopKey, issue 22), stable across edits,
 * reloads and other stops' moves:
 * - a planned stop stored since issue 22 carries its own (`s-<uuid>`), given when the plan is stored;
 * - a planned stop of an older plan answers `r<route>-<n>` (its place in the stored option, from 1),
 *   which stays true until the first hand edit stores the option with those very keys;
 * - a stop the traveller added (a custom stop's row) answers `added-<row id>`.
 * The planned rows of a trip (Trip.stops) mirror route option 0 and carry the same keys.
 */

export const newStopKey = (): string => `s-${randomUUID()}`;

export const addedStopKey = (rowId: number): string => `added-${rowId}`;

const olderPlanKey = (routeIndex: number, position: number) => `r${routeIndex}-${position + 1}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasKey = (stop: Record<string, unknown>) => typeof stop.stopKey === 'string' && stop.stopKey !== '';

/** Every route option's stops with a key: their own, or an older plan's by place. */
export function withStopKeys(routeOptions: readonly unknown[]): unknown[] {
  return routeOptions.map((option, routeIndex) => {
    if (!isRecord(option) || !Array.isArray(option.stops)) return option;
    if (option.stops.every((stop) => !isRecord(stop) || hasKey(stop))) return option;
    return {
      ...option,
      stops: option.stops.map((stop: unknown, position) =>
        isRecord(stop) && !hasKey(stop) ? { ...stop, stopKey: olderPlanKey(routeIndex, position) } : stop,
      ),
    };
  });
}

/** A fresh key for each stop of each route option (a plan as the planner answers it, before it is stored). */
export function keyedRouteOptions<T extends { stops: readonly object[] }>(
  routeOptions: readonly T[],
): (Omit<T, 'stops'> & { stops: (T['stops'][number] & { stopKey: string })[] })[] {
  return routeOptions.map((option) => ({
    ...option,
    stops: option.stops.map((stop) => ({ ...stop, stopKey: newStopKey() })),
  }));
}

/**
 * The keys of a trip's rows: their own, `added-<id>` for an added stop, and for an older trip's planned
 * rows (stored in route option 0's order, so by id) the key of the option-0 stop each mirrors.
 */
export function rowKeys(
  rows: readonly { _id: number; isCustom: boolean; stopKey?: string | null }[],
): Map<number, string> {
  const keys = new Map<number, string>();
  const planned = rows.filter((row) => !row.isCustom).sort((a, b) => a._id - b._id);
  planned.forEach((row, position) => keys.set(row._id, row.stopKey || olderPlanKey(0, position)));
  for (const row of rows) if (row.isCustom) keys.set(row._id, row.stopKey || addedStopKey(row._id));
  return keys;
}
