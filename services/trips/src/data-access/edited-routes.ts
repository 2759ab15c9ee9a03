import type { TripsModels, TripStopDoc } from './models.js';
import { storedRouteOptions } from './stored-paths.js';
import type { TripPlans } from './trip-plans.js';
import type { StopRow, TripPlanRecord } from './trip-records.js';

/** What a hand edit changed of one route (issue 22): its stored option, and its added stops' rows. */
export interface EditedRoute {
  routeIndex: number;
  /** The route option as it is to be stored (planned stops, days, totals); null for a trip without one. */
  option: Record<string, unknown> | null;
  /** Added stops whose day, place, name, note or drive changed. */
  changedRows: {
    id: number;
    set: Pick<TripStopDoc, 'dayNumber' | 'orderInDay' | 'name' | 'note' | 'drivingTimeFromPrevious'>;
  }[];
  /** Added stops the traveller removed. */
  removedRowIds: number[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The plan's day-by-day itinerary (the spec's shape) of route option 0, as a new plan stores it. */
function itineraryOf(option: Record<string, unknown>): unknown[] {
  const stops = Array.isArray(option.stops) ? option.stops.filter(isRecord) : [];
  const segments = Array.isArray(option.dailySegments) ? option.dailySegments.filter(isRecord) : [];
  return segments.map(({ path: _path, ...segment }) => ({
    ...segment,
    stops: stops.filter((stop) => stop.dayNumber === segment.day),
  }));
}

/**
 * Writes a hand-edited route: the plan document first (route option, and for option 0 the itinerary the
 * spec's clients read), then the trip's planned rows, which mirror option 0 (Trip.stops, the placing of
 * added stops), then the added stops' rows.
 */
export function createEditedRoutes({ TripPlan, TripStop }: TripsModels, plans: TripPlans) {
  async function saveOption(
    plan: TripPlanRecord,
    userId: string,
    routeIndex: number,
    option: Record<string, unknown>,
  ) {
    const routeOptions = plan.routeOptions.map((stored, index) => (index === routeIndex ? option : stored));
    const mirrored = routeIndex === 0;
    // Upserted: a first-release trip's plan (kept on the trip itself) moves to its own document here.
    await TripPlan.updateOne(
      { _id: plan.tripId },
      {
        $set: {
          userId,
          routeOptions: storedRouteOptions(routeOptions),
          itinerary: mirrored ? itineraryOf(option) : plan.itinerary,
        },
      },
      { upsert: true },
    );
    if (mirrored) {
      // The option's stops are the planner's stops (TripStop's fields); the model drops anything else.
      const rows = (Array.isArray(option.stops) ? option.stops : []) as StopRow[];
      await TripStop.deleteMany({ tripId: plan.tripId, isCustom: false });
      await plans.insertStops(
        plan.tripId,
        rows.map((row) => ({ ...row, isCustom: false })),
      );
    }
  }

  async function saveEditedRoute(plan: TripPlanRecord, userId: string, edit: EditedRoute): Promise<void> {
    if (edit.option) await saveOption(plan, userId, edit.routeIndex, edit.option);
    if (edit.changedRows.length) {
      await TripStop.bulkWrite(
        edit.changedRows.map(({ id, set }) => ({
          updateOne: { filter: { _id: id, tripId: plan.tripId, isCustom: true }, update: { $set: set } },
        })),
      );
    }
    if (edit.removedRowIds.length) {
      await TripStop.deleteMany({ _id: { $in: edit.removedRowIds }, tripId: plan.tripId, isCustom: true });
    }
  }

  /** The traveller's note on one day; null clears it. */
  async function setDayNote(plan: TripPlanRecord, userId: string, day: number, note: string | null) {
    const others = plan.dayNotes.filter((entry) => entry.day !== day);
    const dayNotes = [...others, ...(note ? [{ day, note }] : [])].sort((a, b) => a.day - b.day);
    // Upserted with the plan as read: a first-release trip's plan moves to its own document here.
    await TripPlan.updateOne(
      { _id: plan.tripId },
      {
        $set: { dayNotes },
        $setOnInsert: {
          userId,
          itinerary: plan.itinerary,
          routeOptions: storedRouteOptions(plan.routeOptions),
        },
      },
      { upsert: true },
    );
  }

  return { saveEditedRoute, setDayNote };
}
