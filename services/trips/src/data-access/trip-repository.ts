import type { Connection } from 'mongoose';
import { nextSequence } from '@byway/kit';
import type { TripDoc, TripPlanDoc, TripsModels, TripStopDoc } from './models.js';
import { createEditedRoutes } from './edited-routes.js';
import { addedStopKey, rowKeys } from './stop-keys.js';
import { createTripPlans } from './trip-plans.js';
import {
  toStop,
  toTrip,
  type NewTrip,
  type PlannedItinerary,
  type TripRecord,
  type TripStopRecord,
} from './trip-records.js';

export type {
  NewTrip,
  PlannedItinerary,
  PlanSummary,
  TripPlanRecord,
  TripRecord,
  TripStopRecord,
} from './trip-records.js';

/**
 * Summary reads leave out the plan fields first-release documents still hold. (FerretDB refuses a projection
 * on findAndModify, so updates answer the whole document and `toTrip` keeps the summary.)
 */
const SUMMARY = { itinerary: 0, routeOptions: 0 } as const;

/** Reads by id alone, for domain/trip-access.ts (which decides who may have them) and the shared lists. */
function tripReads({ Trip }: TripsModels) {
  return {
    /** Any trip by id: for domain/trip-access.ts, which decides who may have it. */
    async findById(id: number): Promise<TripRecord | null> {
      const doc = await Trip.findById(id, SUMMARY).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** Trips by id (those shared with a traveller), newest first as listByUser. Summaries only. */
    async listByIds(ids: readonly number[]): Promise<TripRecord[]> {
      if (!ids.length) return [];
      const docs = await Trip.find({ _id: { $in: [...ids] } }, SUMMARY)
        .sort({ createdAt: -1, _id: -1 })
        .lean<TripDoc[]>();
      return docs.map(toTrip);
    },
  };
}

export function createTripRepository(connection: Connection, models: TripsModels) {
  const { Trip, TripPlan, TripStop } = models;
  const plans = createTripPlans(connection, models);
  const { insertStops, savePlan, readPlan, swapPlan } = plans;
  /**
   * One change of a trip's own fields, filtered by its owner's `userId` (the trip's, whoever asks: domain/
   * trip-access.ts decided the caller may); null when the trip is missing, not that owner's, or no match.
   */
  const updateOwned = async (
    filter: { _id: number; userId: string; status?: string },
    set: Partial<TripDoc>,
  ) => {
    const doc = await Trip.findOneAndUpdate(filter, { $set: set }, { new: true }).lean<TripDoc>();
    return doc ? toTrip(doc) : null;
  };

  return {
    /**
     * The plan and stops are written before the trip itself, so a trip never shows without its plan; a
     * failure leaves at most an unreferenced plan behind, never a half-made trip.
     */
    async create(trip: NewTrip, plan: PlannedItinerary): Promise<TripRecord> {
      const id = await nextSequence(connection, 'trips');
      const { stops, itinerary, routeOptions, planner } = plan;
      await savePlan(id, trip.userId, { itinerary, routeOptions });
      await insertStops(id, stops);
      const created = await Trip.create({ _id: id, ...trip, planner, planVersion: 0 });
      return toTrip(created.toObject<TripDoc>());
    },

    /**
     * A regenerated itinerary becomes the trip's and the one it replaces is kept as the previous one (one
     * level); custom stops stay; the first route is selected again. Null when missing or someone else's.
     */
    async replacePlan(
      id: number,
      userId: string,
      planVersion: number,
      plan: PlannedItinerary,
    ): Promise<TripRecord | null> {
      const trip = await Trip.findOne({ _id: id, userId }, SUMMARY).lean<TripDoc>();
      return trip ? swapPlan(trip, plan, planVersion) : null;
    },

    /**
     * 'Go back to the previous itinerary': the kept itinerary and the current one change places, so going
     * back and forth works. The variant counter (planVersion) stays, so the next regeneration is a new plan.
     * Null when the trip is missing, someone else's, or keeps no previous itinerary.
     */
    async restorePreviousPlan(id: number, userId: string): Promise<TripRecord | null> {
      const trip = await Trip.findOne({ _id: id, userId }, SUMMARY).lean<TripDoc>();
      const stored = trip ? await TripPlan.findById(id, { previous: 1 }).lean<TripPlanDoc>() : null;
      const previous = stored?.previous;
      if (!trip || !previous) return null;
      return swapPlan(trip, previous, trip.planVersion ?? 0);
    },

    /** Newest first; ids break ties between trips made in the same millisecond. Summaries only. */
    async listByUser(userId: string): Promise<TripRecord[]> {
      const docs = await Trip.find({ userId }, SUMMARY).sort({ createdAt: -1, _id: -1 }).lean<TripDoc[]>();
      return docs.map(toTrip);
    },

    // Any trip by id, and trips by id (trip-access.ts decides who may have them).
    ...tripReads(models),

    async findOwned(id: number, userId: string): Promise<TripRecord | null> {
      const doc = await Trip.findOne({ _id: id, userId }, SUMMARY).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** A trip its owner made public, for anyone. */
    async findPublic(id: number): Promise<TripRecord | null> {
      const doc = await Trip.findOne({ _id: id, isPublic: true }, SUMMARY).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** The share dialog's public/private switch; null when the trip is missing or someone else's. */
    async setVisibility(id: number, userId: string, isPublic: boolean): Promise<TripRecord | null> {
      return updateOwned({ _id: id, userId }, { isPublic });
    },

    /**
     * Moves the trip from one status to the next, only if it is still in `from` (two clicks move it once);
     * null when the trip is missing, someone else's, or no longer in `from`.
     */
    async setStatus(id: number, userId: string, from: string, to: string): Promise<TripRecord | null> {
      return updateOwned({ _id: id, userId, status: from }, { status: to });
    },

    /** The route option the traveller chose; null when the trip is missing or someone else's. */
    async setSelectedRoute(id: number, userId: string, routeIndex: number): Promise<TripRecord | null> {
      return updateOwned({ _id: id, userId }, { selectedRouteIndex: routeIndex });
    },

    /** The trip's first and last day ('2027-06-14'; null clears them); null when missing or someone else's. */
    async setDates(
      id: number,
      userId: string,
      dates: { startDate: string | null; endDate: string | null },
    ): Promise<TripRecord | null> {
      const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
      return updateOwned(
        { _id: id, userId },
        { startDate: day(dates.startDate), endDate: day(dates.endDate) },
      );
    },

    /** The trip's plan; a first-release trip still holds it in its own document. */
    planOf: readPlan,

    // Hand edits (issue 22): saveEditedRoute and setDayNote.
    ...createEditedRoutes(models, plans),

    /** A stop the traveller added themselves (isCustom): kept when the itinerary is regenerated. */
    async addCustomStop(
      tripId: number,
      stop: Omit<TripStopRecord, 'id' | 'tripId' | 'createdAt' | 'isCustom' | 'stopKey' | 'note'>,
    ): Promise<TripStopRecord> {
      const id = await nextSequence(connection, 'trip_stops');
      const created = await TripStop.create({ ...stop, _id: id, tripId, isCustom: true });
      return toStop(created.toObject<TripStopDoc>(), addedStopKey(id));
    },

    /** Moves a day's stops from `orderInDay` on one place later, to make room for a stop put between. */
    async makeRoomInDay(tripId: number, dayNumber: number, orderInDay: number): Promise<void> {
      await TripStop.updateMany(
        { tripId, dayNumber, orderInDay: { $gte: orderInDay } },
        { $inc: { orderInDay: 1 } },
      );
    },

    /** A stop's drive from the one before, re-timed when a stop is put between them. */
    async setDrivingTime(stopId: number, drivingTimeFromPrevious: string): Promise<void> {
      await TripStop.updateOne({ _id: stopId }, { $set: { drivingTimeFromPrevious } });
    },

    /** The newest stops travellers added to trips they made public (the community's gems), one per name. */
    recentPublicCustomStops: (limit: number) => recentPublicCustomStops(models, limit),

    async stopsOf(tripId: number): Promise<TripStopRecord[]> {
      const docs = await TripStop.find({ tripId })
        .sort({ dayNumber: 1, orderInDay: 1, _id: 1 })
        .lean<TripStopDoc[]>();
      const keys = rowKeys(docs);
      return docs.map((doc) => toStop(doc, keys.get(doc._id) ?? addedStopKey(doc._id)));
    },
  };
}

/**
 * The newest stops travellers added themselves to trips they made public (the community's recently
 * discovered gems), one per place name.
 */
async function recentPublicCustomStops(
  { Trip, TripStop }: TripsModels,
  limit: number,
): Promise<TripStopRecord[]> {
  const docs = await TripStop.find({ isCustom: true })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit * 5)
    .lean<TripStopDoc[]>();
  const publicTrips = new Map<number, boolean>();
  const found: TripStopRecord[] = [];
  const names = new Set<string>();
  for (const doc of docs) {
    if (found.length >= limit) break;
    if (!publicTrips.has(doc.tripId)) {
      publicTrips.set(doc.tripId, (await Trip.exists({ _id: doc.tripId, isPublic: true })) !== null);
    }
    if (!publicTrips.get(doc.tripId) || names.has(doc.name)) continue;
    names.add(doc.name);
    found.push(toStop(doc, doc.stopKey || addedStopKey(doc._id)));
  }
  return found;
}

export type TripRepository = ReturnType<typeof createTripRepository>;
