import { z } from 'zod';
import { AppError, LIVE_TRIP_PLAN_SCOPE, parseInput, requireScope, type Caller } from '@byway/kit';
import {
  dayNoteInputSchema,
  dayNumberSchema,
  missingDayMessage,
  moveStopInputSchema,
  renameStopInputSchema,
  stopKeySchema,
  stopNoteInputSchema,
} from '@byway/contracts/rules';
import type { TripRecord, TripRepository } from '../data-access/trip-repository.js';
import { liveRouteOf, saveLiveRoute } from './plan-edits.js';
import { renumbered, type RouteStop } from './route-stops.js';
import { tripIdInput } from './schemas.js';

/**
 * The trip's plan and its live document (issue 22), for the collaboration service only (scope
 * trips:live-plan; it vouches for no traveller: it admitted each editor with a token the gateway gave a
 * member). Two directions:
 * - `livePlan`: the route the traveller sees and the day notes, which fill a trip's first document;
 * - `applyLivePlan`: the document's plan, after each stored change, taken in as the trip's read model with
 *   the hand edits' own machinery (plan-edits.ts): removals, moves, renames and notes, re-timed where they
 *   changed, so every other screen, the exports and partners read the same trip.
 * Stops the document has and the trip has not (added live) are left out, and stops the trip has and the
 * document never had (added outside it) are kept: only stops removed from the document leave the trip,
 * until adding goes through the document too.
 */

const liveStopSchema = z.object({
  stopKey: stopKeySchema,
  dayNumber: dayNumberSchema,
  position: moveStopInputSchema.shape.position,
  name: renameStopInputSchema.shape.name,
  note: stopNoteInputSchema.shape.note,
});
type LiveStop = z.output<typeof liveStopSchema>;

const livePlanInputSchema = z.object({
  stops: z.array(liveStopSchema).max(2000),
  removedStopKeys: z.array(stopKeySchema).max(10_000),
  dayNotes: z.array(z.object({ day: dayNumberSchema, note: dayNoteInputSchema.shape.note })).max(400),
});

export interface LiveTripStop {
  stopKey: string;
  dayNumber: number;
  /** Its place in the day, from 1. */
  position: number;
  name: string;
  note: string | null;
  lat: number | null;
  lng: number | null;
  isCustom: boolean;
}

export interface LiveTripPlan {
  tripId: number;
  stops: LiveTripStop[];
  dayNotes: { day: number; note: string }[];
}

/**
 * The route as the document has it: the document's day, place, name and note for each stop both have;
 * `removed` stops gone; a stop of the trip the document neither has nor removed (added outside it) kept,
 * after the document's stops of its day. Renumbered by day; null when that is the route already.
 */
export function routeAsLive(
  stops: readonly RouteStop[],
  live: readonly LiveStop[],
  removed: readonly string[],
): RouteStop[] | null {
  const wanted = new Map(live.map((stop) => [stop.stopKey, stop]));
  const gone = new Set(removed);
  const kept = stops.flatMap((stop, index) => {
    const next = wanted.get(stop.stopKey);
    if (!next) return gone.has(stop.stopKey) ? [] : [{ stop, live: false, index }];
    const { name, note, dayNumber, position } = next;
    return [{ stop: { ...stop, name, note, dayNumber, orderInDay: position }, live: true, index }];
  });
  // By day; the document's stops by their place; then the others as they were.
  kept.sort(
    (a, b) =>
      a.stop.dayNumber - b.stop.dayNumber ||
      Number(b.live) - Number(a.live) ||
      (a.live ? a.stop.orderInDay - b.stop.orderInDay : 0) ||
      a.index - b.index,
  );
  const edited = renumbered(kept.map(({ stop }) => stop));
  const was = new Map(renumbered(stops).map((stop) => [stop.stopKey, stop]));
  const same =
    edited.length === stops.length &&
    edited.every((stop) => {
      const before = was.get(stop.stopKey);
      return (
        before?.name === stop.name &&
        before.note === stop.note &&
        before.dayNumber === stop.dayNumber &&
        before.orderInDay === stop.orderInDay
      );
    });
  return same ? null : edited;
}

export function createLivePlan({ trips }: { trips: TripRepository }) {
  async function tripOf(caller: Caller, tripId: unknown): Promise<TripRecord | null> {
    requireScope(caller, LIVE_TRIP_PLAN_SCOPE);
    const id = tripIdInput.safeParse(tripId);
    return id.success ? trips.findById(id.data) : null;
  }

  /** Day notes as the document has them, each one that differs written (re-read: each write keeps the rest). */
  async function applyDayNotes(trip: TripRecord, notes: { day: number; note: string | null }[]) {
    const wanted = new Map(notes.flatMap(({ day, note }) => (note ? [[day, note] as const] : [])));
    let plan = await trips.planOf(trip.id);
    const days = new Set([...plan.dayNotes.map((entry) => entry.day), ...wanted.keys()]);
    for (const day of [...days].sort((a, b) => a - b)) {
      const now = plan.dayNotes.find((entry) => entry.day === day)?.note ?? null;
      const next = wanted.get(day) ?? null;
      if (now === next) continue;
      await trips.setDayNote(plan, trip.userId, day, next);
      plan = await trips.planOf(trip.id);
    }
  }

  return {
    /** The plan a trip's first live document starts from; null when there is no such trip. */
    async livePlan(caller: Caller, tripId: unknown): Promise<LiveTripPlan | null> {
      const trip = await tripOf(caller, tripId);
      if (!trip) return null;
      const { stops, dayNotes } = await liveRouteOf(trips, trip);
      return {
        tripId: trip.id,
        stops: renumbered(stops).map((stop) => ({
          stopKey: stop.stopKey,
          dayNumber: stop.dayNumber,
          position: stop.orderInDay,
          name: stop.name,
          note: stop.note,
          lat: stop.point?.lat ?? null,
          lng: stop.point?.lng ?? null,
          isCustom: stop.rowId !== null,
        })),
        dayNotes: dayNotes.map(({ day, note }) => ({ day, note })),
      };
    },

    /** The live document's plan as the trip's own; a day past the trip's last is refused, nothing written. */
    async applyLivePlan(caller: Caller, tripId: unknown, input: unknown): Promise<true> {
      const trip = await tripOf(caller, tripId);
      if (!trip) throw AppError.notFound('Trip');
      const plan = parseInput(livePlanInputSchema, input);
      const days = [...plan.stops.map((stop) => stop.dayNumber), ...plan.dayNotes.map((entry) => entry.day)];
      const missing = days.find((day) => day > trip.totalDays);
      if (missing !== undefined) throw AppError.badInput(missingDayMessage(missing, trip.totalDays));
      await saveLiveRoute(trips, trip, (stops) => routeAsLive(stops, plan.stops, plan.removedStopKeys));
      await applyDayNotes(trip, plan.dayNotes);
      return true;
    },
  };
}

export type LivePlan = ReturnType<typeof createLivePlan>;
