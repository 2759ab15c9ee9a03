import { z } from 'zod';

/**
 * The stops of the route a traveller sees (the selected route option's planned stops and the stops they
 * added themselves), as one ordered list the hand edits work on (issue 22). Order is kept as whole
 * numbers, renumbered 1..n within each day after every edit: the trip page, the exports and the cost
 * forecast read `orderInDay` as it is today. (Live co-editing will need order keys that survive
 * concurrent moves; that belongs with the shared document, not here.)
 */

export interface Point {
  lat: number;
  lng: number;
}

export interface RouteStop {
  stopKey: string;
  /** The row of a stop the traveller added (a custom stop); null for a stop of the route option's plan. */
  rowId: number | null;
  name: string;
  note: string | null;
  dayNumber: number;
  orderInDay: number;
  point: Point | null;
  drivingTimeFromPrevious: string | null;
}

const coordinate = z.number().nullish().catch(null);

/** What the edits read of a stored planned stop (the rest of it is kept as it is). */
const storedStopSchema = z.looseObject({
  stopKey: z.string(),
  name: z.string().catch(''),
  note: z.string().nullish().catch(null),
  dayNumber: z.number().catch(1),
  orderInDay: z.number().catch(1),
  lat: coordinate,
  lng: coordinate,
  latitude: coordinate,
  longitude: coordinate,
  drivingTimeFromPrevious: z.string().nullish().catch(null),
});

const pointOfFields = (fields: {
  lat?: number | null;
  lng?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}): Point | null => {
  const lat = fields.lat ?? fields.latitude;
  const lng = fields.lng ?? fields.longitude;
  return lat === null || lat === undefined || lng === null || lng === undefined ? null : { lat, lng };
};

/** A planned stop of the stored option as a route stop; null for an entry that is not a stop. */
export function plannedRouteStop(stored: unknown): RouteStop | null {
  const parsed = storedStopSchema.safeParse(stored);
  if (!parsed.success) return null;
  const stop = parsed.data;
  return {
    stopKey: stop.stopKey,
    rowId: null,
    name: stop.name,
    note: stop.note ?? null,
    dayNumber: stop.dayNumber,
    orderInDay: stop.orderInDay,
    point: pointOfFields(stop),
    drivingTimeFromPrevious: stop.drivingTimeFromPrevious ?? null,
  };
}

/** A stop the traveller added (its stored row) as a route stop. */
export function addedRouteStop(row: {
  id: number;
  stopKey: string;
  name: string;
  note: string | null;
  dayNumber: number;
  orderInDay: number;
  lat: number | null;
  lng: number | null;
  latitude: number | null;
  longitude: number | null;
  drivingTimeFromPrevious: string | null;
}): RouteStop {
  return {
    stopKey: row.stopKey,
    rowId: row.id,
    name: row.name,
    note: row.note,
    dayNumber: row.dayNumber,
    orderInDay: row.orderInDay,
    point: pointOfFields(row),
    drivingTimeFromPrevious: row.drivingTimeFromPrevious,
  };
}

/**
 * The route's stops in the order the traveller sees them: by day, then place in the day. An added stop
 * put between planned stops shares its number with the planned stop it went before (adding one moves the
 * rows on, not the option's plan), so on a tie the added stop comes first.
 */
export function inRouteOrder(stops: readonly RouteStop[]): RouteStop[] {
  return [...stops].sort(
    (a, b) =>
      a.dayNumber - b.dayNumber ||
      a.orderInDay - b.orderInDay ||
      Number(a.rowId === null) - Number(b.rowId === null),
  );
}

/** Each day's stops numbered 1..n in list order (the list is in route order, or grouped by day). */
export function renumbered(stops: readonly RouteStop[]): RouteStop[] {
  const days = new Map<number, RouteStop[]>();
  for (const stop of stops) days.set(stop.dayNumber, [...(days.get(stop.dayNumber) ?? []), stop]);
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, day]) => day.map((stop, index) => ({ ...stop, orderInDay: index + 1 })));
}

/** The route without the stop. */
export function withoutStop(stops: readonly RouteStop[], stopKey: string): RouteStop[] {
  return renumbered(stops.filter((stop) => stop.stopKey !== stopKey));
}

/**
 * The route with the stop moved to `dayNumber` at `position` (1 is first; past the day's last stop puts
 * it last). Moving within its own day reorders the day.
 */
export function withStopMoved(
  stops: readonly RouteStop[],
  stopKey: string,
  dayNumber: number,
  position: number,
): RouteStop[] {
  const moving = stops.find((stop) => stop.stopKey === stopKey);
  if (!moving) return [...stops];
  const others = stops.filter((stop) => stop.stopKey !== stopKey);
  const day = others.filter((stop) => stop.dayNumber === dayNumber);
  const at = Math.min(Math.max(position, 1), day.length + 1) - 1;
  const moved = { ...moving, dayNumber };
  const before = day[at - 1];
  // Insert right after the stop it follows (or before the day's first), keeping the list grouped by day.
  const index = before
    ? others.indexOf(before) + 1
    : day[0]
      ? others.indexOf(day[0])
      : others.findIndex((stop) => stop.dayNumber > dayNumber);
  const list = [...others];
  list.splice(index === -1 ? list.length : index, 0, moved);
  return renumbered(list);
}

/** The route with one stop's name or note changed. */
export function withStopChanged(
  stops: readonly RouteStop[],
  stopKey: string,
  change: Partial<Pick<RouteStop, 'name' | 'note'>>,
): RouteStop[] {
  return stops.map((stop) => (stop.stopKey === stopKey ? { ...stop, ...change } : stop));
}
