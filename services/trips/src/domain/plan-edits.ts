import { AppError, parseInput, type Caller } from '@byway/kit';
import {
  dayNoteInputSchema,
  dayNumberSchema,
  missingDayMessage,
  moveStopInputSchema,
  renameStopInputSchema,
  STOP_NOT_FOUND_MESSAGE,
  stopKeySchema,
  stopNoteInputSchema,
} from '@byway/contracts/rules';
import type { EditedRoute } from '../data-access/edited-routes.js';
import type { TripRecord, TripRepository, TripStopRecord } from '../data-access/trip-repository.js';
import { retimedOption, retimedStops } from './route-retiming.js';
import {
  addedRouteStop,
  inRouteOrder,
  plannedRouteStop,
  renumbered,
  withoutStop,
  withStopChanged,
  withStopMoved,
  type RouteStop,
} from './route-stops.js';
import type { TripAccess } from './trip-access.js';

/**
 * Hand edits of a trip by its owner and editors (issue 22): remove a stop, move it within its day or to
 * another day, rename it, keep a note on it or on a day. Each edits the route the traveller sees (the
 * selected route option's planned stops and the stops they added), re-times what the edit changed, and
 * answers the trip, so the client holds the plan before and after and undoes with the inverse edit.
 * The owner and editors (trip-access.ts): a viewer is told they cannot change it; anyone else gets the
 * same 'Trip not found' as for a missing trip.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The route the traveller sees, as stored and as one ordered list of stops. */
async function routeOf(trips: TripRepository, trip: TripRecord) {
  const plan = await trips.planOf(trip.id);
  const routeIndex = trip.selectedRouteIndex < plan.routeOptions.length ? trip.selectedRouteIndex : 0;
  const stored = plan.routeOptions[routeIndex];
  const option = isRecord(stored) ? stored : null;
  const planned = (option && Array.isArray(option.stops) ? option.stops : [])
    .map(plannedRouteStop)
    .filter((stop): stop is RouteStop => stop !== null);
  const added = (await trips.stopsOf(trip.id)).filter((stop) => stop.isCustom).map(addedRouteStop);
  return { plan, routeIndex, option, stops: inRouteOrder([...planned, ...added]) };
}
type Route = Awaited<ReturnType<typeof routeOf>>;

/** The option's planned stops as edited (in route order; removed ones gone), the rest of each kept. */
function optionWithStops(option: Record<string, unknown>, stops: readonly RouteStop[]) {
  const stored = new Map<string, Record<string, unknown>>();
  for (const stop of Array.isArray(option.stops) ? option.stops : []) {
    if (isRecord(stop) && typeof stop.stopKey === 'string') stored.set(stop.stopKey, stop);
  }
  const planned = stops.flatMap((stop) => {
    const original = stop.rowId === null ? stored.get(stop.stopKey) : undefined;
    if (!original) return [];
    const { name, note, dayNumber, orderInDay, drivingTimeFromPrevious } = stop;
    return [{ ...original, name, note, dayNumber, orderInDay, drivingTimeFromPrevious }];
  });
  return { ...option, stops: planned };
}

/** What an edit changed of the route, ready to store: the option, and the added stops' rows. */
function editOf(route: Route, edited: readonly RouteStop[]): EditedRoute {
  const after = retimedStops(route.stops, edited);
  const was = new Map(route.stops.map((stop) => [stop.stopKey, stop]));
  const changedRows = after.flatMap((stop) => {
    const before = was.get(stop.stopKey);
    if (stop.rowId === null) return [];
    const { name, note, dayNumber, orderInDay, drivingTimeFromPrevious } = stop;
    const set = { name, note, dayNumber, orderInDay, drivingTimeFromPrevious };
    const same = (Object.keys(set) as (keyof typeof set)[]).every((field) => set[field] === before?.[field]);
    return same ? [] : [{ id: stop.rowId, set }];
  });
  const kept = new Set(after.map((stop) => stop.stopKey));
  return {
    routeIndex: route.routeIndex,
    option: route.option && retimedOption(optionWithStops(route.option, after), route.stops, after),
    changedRows,
    removedRowIds: route.stops.flatMap((stop) =>
      stop.rowId !== null && !kept.has(stop.stopKey) ? [stop.rowId] : [],
    ),
  };
}

/**
 * After 'Add to trip' (trips.ts): the route the traveller sees takes the added stop in as a hand edit
 * would, its days renumbered and the drives around it re-timed. Answers the added stop as now stored.
 */
export async function settleAddedStop(
  trips: TripRepository,
  trip: TripRecord,
  added: TripStopRecord,
): Promise<TripStopRecord> {
  const route = await routeOf(trips, trip);
  const without = { ...route, stops: route.stops.filter((stop) => stop.stopKey !== added.stopKey) };
  await trips.saveEditedRoute(route.plan, trip.userId, editOf(without, renumbered(route.stops)));
  return (await trips.stopsOf(trip.id)).find((stop) => stop.id === added.id) ?? added;
}

/**
 * The live document's plan taken in (live-plan.ts, issue 22): the route the traveller sees, and one edit of
 * it stored as a hand edit is (re-timed where it changed). `edit` answers the route's new stops, or null
 * when nothing changed (nothing is written).
 */
export async function saveLiveRoute(
  trips: TripRepository,
  trip: TripRecord,
  edit: (stops: readonly RouteStop[]) => RouteStop[] | null,
): Promise<void> {
  const route = await routeOf(trips, trip);
  const edited = edit(route.stops);
  if (edited) await trips.saveEditedRoute(route.plan, trip.userId, editOf(route, edited));
}

/** The route the traveller sees, in route order, and the trip's day notes (live-plan.ts reads them). */
export async function liveRouteOf(trips: TripRepository, trip: TripRecord) {
  const { plan, stops } = await routeOf(trips, trip);
  return { stops, dayNotes: plan.dayNotes };
}

export function createPlanEdits({ trips, access }: { trips: TripRepository; access: TripAccess }) {
  /** Runs one edit of one stop of a trip the caller may edit (owner, editor) and answers the trip. */
  async function editStop(
    caller: Caller,
    tripId: unknown,
    stopKey: unknown,
    edit: (stops: readonly RouteStop[], key: string, trip: TripRecord) => RouteStop[],
  ): Promise<TripRecord> {
    const key = parseInput(stopKeySchema, stopKey);
    const trip = await access.tripFor(caller, tripId, 'editPlan');
    const route = await routeOf(trips, trip);
    if (!route.stops.some((stop) => stop.stopKey === key)) {
      throw new AppError('NOT_FOUND', STOP_NOT_FOUND_MESSAGE);
    }
    // The plan stays the owner's (its userId is whose data it is), whoever edits it.
    await trips.saveEditedRoute(route.plan, trip.userId, editOf(route, edit(route.stops, key, trip)));
    return trip;
  }

  /** A day the trip has, or a 400 that says which it has. */
  const dayOf = (trip: TripRecord, day: number) => {
    if (day > trip.totalDays) throw AppError.badInput(missingDayMessage(day, trip.totalDays));
    return day;
  };

  return {
    /** 'Remove from trip': the stop leaves the route; the day's drive is re-estimated without it. */
    removeStop: (caller: Caller, tripId: unknown, stopKey: unknown) =>
      editStop(caller, tripId, stopKey, (stops, key) => withoutStop(stops, key)),

    /** Drag within a day or to another: the stop goes to `dayNumber` at `position` (1 is first). */
    moveStop: (caller: Caller, tripId: unknown, stopKey: unknown, input: unknown) => {
      const { dayNumber, position } = parseInput(moveStopInputSchema, input);
      return editStop(caller, tripId, stopKey, (stops, key, trip) =>
        withStopMoved(stops, key, dayOf(trip, dayNumber), position),
      );
    },

    /** The traveller's own name for a stop. */
    renameStop: (caller: Caller, tripId: unknown, stopKey: unknown, input: unknown) => {
      const { name } = parseInput(renameStopInputSchema, input);
      return editStop(caller, tripId, stopKey, (stops, key) => withStopChanged(stops, key, { name }));
    },

    /** The traveller's note on a stop; blank clears it. */
    setStopNote: (caller: Caller, tripId: unknown, stopKey: unknown, input: unknown) => {
      const { note } = parseInput(stopNoteInputSchema, input);
      return editStop(caller, tripId, stopKey, (stops, key) => withStopChanged(stops, key, { note }));
    },

    /** The traveller's note on a day of the trip; blank clears it. Kept whichever itinerary is shown. */
    async setDayNote(caller: Caller, tripId: unknown, day: unknown, input: unknown): Promise<TripRecord> {
      const dayNumber = parseInput(dayNumberSchema, day);
      const { note } = parseInput(dayNoteInputSchema, input);
      const trip = await access.tripFor(caller, tripId, 'editPlan');
      await trips.setDayNote(await trips.planOf(trip.id), trip.userId, dayOf(trip, dayNumber), note);
      return trip;
    },
  };
}

export type PlanEdits = ReturnType<typeof createPlanEdits>;
