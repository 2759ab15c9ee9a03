import type { Connection } from 'mongoose';
import { nextSequence, reserveSequence } from '@byway/kit';
import type { PreviousPlanDoc, TripDoc, TripPlanDoc, TripsModels, TripStopDoc } from './models.js';
import { readRouteOptions, storedRouteOptions } from './stored-paths.js';

/** A trip's summary, without its plan (see `TripPlanRecord`). */
export interface TripRecord {
  id: number;
  userId: string;
  title: string;
  description: string | null;
  startLocation: string;
  endLocation: string;
  startDate: string | null;
  endDate: string | null;
  totalDays: number;
  themes: string[];
  /** The spec's `theme`: the selected themes joined by commas. */
  theme: string | null;
  status: string;
  isPublic: boolean;
  selectedRouteIndex: number;
  accommodationType: string | null;
  travelPartySize: number | null;
  season: string | null;
  budget: string | null;
  pace: string | null;
  planVersion: number;
  planner: PlanSummary | null;
  /** The trip pack it was made from, when it was. */
  tripPackId: number | null;
  /** The itinerary shown before the last regeneration is kept: the traveller can go back to it. */
  hasPreviousPlan: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PlanSummary {
  planner: string;
  model: string | null;
  fallbackReason: string | null;
  routing: string;
  notes: string[];
}

/** The planned itinerary of a trip: every route option and the selected one's days. */
export interface TripPlanRecord {
  tripId: number;
  itinerary: unknown[];
  routeOptions: unknown[];
}

/** A freshly planned itinerary: what a trip stores, and the selected option's stops. */
export interface PlannedItinerary {
  itinerary: unknown[];
  routeOptions: unknown[];
  planner: PlanSummary;
  stops: Omit<TripStopRecord, 'id' | 'tripId' | 'createdAt'>[];
}

export interface TripStopRecord {
  id: number;
  tripId: number;
  name: string;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  lat: number | null;
  lng: number | null;
  category: string | null;
  estimatedDuration: number | null;
  dayNumber: number;
  orderInDay: number;
  address: string | null;
  photos: string[];
  rating: number | null;
  essential: boolean;
  isDetour: boolean;
  drivingTimeFromPrevious: string | null;
  isCustom: boolean;
  createdAt: string;
}

export type NewTrip = Pick<
  TripRecord,
  'userId' | 'title' | 'startLocation' | 'endLocation' | 'totalDays' | 'themes'
> &
  Partial<
    Pick<
      TripRecord,
      | 'description'
      | 'accommodationType'
      | 'travelPartySize'
      | 'season'
      | 'budget'
      | 'pace'
      | 'status'
      | 'tripPackId'
    >
  >;

/** A stop as stored, before it has an id and a trip. */
type StopRow = Omit<TripStopDoc, '_id' | 'tripId' | 'createdAt'>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** First-release documents kept the themes comma-joined. */
function themesOf(doc: TripDoc): string[] {
  if (Array.isArray(doc.themes) && doc.themes.length) return doc.themes;
  return (doc.theme ?? '')
    .split(',')
    .map((theme) => theme.trim())
    .filter(Boolean);
}

function toTrip(doc: TripDoc): TripRecord {
  const themes = themesOf(doc);
  return {
    id: doc._id,
    userId: doc.userId,
    title: doc.title,
    description: doc.description ?? null,
    startLocation: doc.startLocation,
    endLocation: doc.endLocation,
    startDate: iso(doc.startDate),
    endDate: iso(doc.endDate),
    totalDays: doc.totalDays,
    themes,
    theme: themes.length ? themes.join(',') : null,
    status: doc.status,
    isPublic: doc.isPublic,
    selectedRouteIndex: doc.selectedRouteIndex ?? 0,
    accommodationType: doc.accommodationType ?? null,
    travelPartySize: doc.travelPartySize ?? null,
    season: doc.season ?? null,
    budget: doc.budget ?? null,
    pace: doc.pace ?? null,
    planVersion: doc.planVersion ?? 0,
    planner: (doc.planner as PlanSummary | null | undefined) ?? null,
    tripPackId: doc.tripPackId ?? null,
    hasPreviousPlan: doc.hasPreviousPlan ?? false,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

function toStop(doc: TripStopDoc): TripStopRecord {
  return {
    id: doc._id,
    tripId: doc.tripId,
    name: doc.name,
    description: doc.description ?? null,
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    lat: doc.lat ?? null,
    lng: doc.lng ?? null,
    category: doc.category ?? null,
    estimatedDuration: doc.estimatedDuration ?? null,
    dayNumber: doc.dayNumber,
    orderInDay: doc.orderInDay,
    address: doc.address ?? null,
    photos: doc.photos ?? [],
    rating: doc.rating ?? null,
    essential: doc.essential ?? true,
    isDetour: doc.isDetour ?? false,
    drivingTimeFromPrevious: doc.drivingTimeFromPrevious ?? null,
    isCustom: doc.isCustom ?? false,
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * Summary reads leave out the plan fields first-release documents still hold. (FerretDB refuses a projection
 * on findAndModify, so updates answer the whole document and `toTrip` keeps the summary.)
 */
const SUMMARY = { itinerary: 0, routeOptions: 0 } as const;

export function createTripRepository(connection: Connection, { Trip, TripPlan, TripStop }: TripsModels) {
  async function insertStops(tripId: number, stops: readonly StopRow[]) {
    if (!stops.length) return;
    const ids = await reserveSequence(connection, 'trip_stops', stops.length);
    await TripStop.insertMany(stops.map((stop, i) => ({ ...stop, _id: ids[i], tripId })));
  }

  async function savePlan(
    tripId: number,
    userId: string,
    plan: Pick<PlannedItinerary, 'itinerary' | 'routeOptions'>,
    previous: PreviousPlanDoc | null = null,
  ) {
    // Route lines are stored encoded (stored-paths.ts), the kept previous plan's too.
    await TripPlan.replaceOne(
      { _id: tripId },
      {
        _id: tripId,
        userId,
        itinerary: plan.itinerary,
        routeOptions: storedRouteOptions(plan.routeOptions),
        previous: previous && { ...previous, routeOptions: storedRouteOptions(previous.routeOptions) },
      },
      { upsert: true },
    );
  }

  async function readPlan(tripId: number): Promise<TripPlanRecord> {
    // The kept previous itinerary is read only when the traveller goes back to it.
    const plan = await TripPlan.findById(tripId, { previous: 0 }).lean<TripPlanDoc>();
    if (plan)
      return {
        tripId,
        itinerary: plan.itinerary ?? [],
        routeOptions: readRouteOptions(plan.routeOptions ?? []),
      };
    const legacy = await Trip.findById(tripId, { itinerary: 1, routeOptions: 1 }).lean<TripDoc>();
    return { tripId, itinerary: legacy?.itinerary ?? [], routeOptions: legacy?.routeOptions ?? [] };
  }

  /** The trip's current itinerary as it would be kept: plan, planner and planned (not custom) stops. */
  async function currentPlanOf(trip: TripDoc): Promise<PreviousPlanDoc> {
    const { itinerary, routeOptions } = await readPlan(trip._id);
    const stops = await TripStop.find({ tripId: trip._id, isCustom: false })
      .sort({ dayNumber: 1, orderInDay: 1, _id: 1 })
      .lean<TripStopDoc[]>();
    return {
      itinerary,
      routeOptions,
      planner: trip.planner ?? null,
      stops: stops.map(({ _id: _stopId, tripId: _tripId, createdAt: _createdAt, ...stop }) => stop),
    };
  }

  /**
   * Makes `plan` the trip's itinerary and keeps the one it replaces as the previous one. The plan document
   * is written first, then the stops, the summary last: the summary never names a plan that is not there.
   */
  async function swapPlan(
    trip: TripDoc,
    plan: Pick<PlannedItinerary, 'itinerary' | 'routeOptions'> & {
      stops: readonly StopRow[];
      planner: unknown;
    },
    planVersion: number,
  ): Promise<TripRecord | null> {
    const replaced = await currentPlanOf(trip);
    await savePlan(trip._id, trip.userId, plan, replaced);
    await TripStop.deleteMany({ tripId: trip._id, isCustom: false });
    await insertStops(trip._id, plan.stops);
    const doc = await Trip.findOneAndUpdate(
      { _id: trip._id, userId: trip.userId },
      {
        $set: { planner: plan.planner, planVersion, selectedRouteIndex: 0, hasPreviousPlan: true },
        $unset: { itinerary: 1, routeOptions: 1 },
      },
      { new: true },
    ).lean<TripDoc>();
    return doc ? toTrip(doc) : null;
  }

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

    async findOwned(id: number, userId: string): Promise<TripRecord | null> {
      const doc = await Trip.findOne({ _id: id, userId }, SUMMARY).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** A trip the caller may see: their own, or one its owner made public. */
    async findVisible(id: number, userId: string | null): Promise<TripRecord | null> {
      const doc = await Trip.findById(id, SUMMARY).lean<TripDoc>();
      if (!doc || (doc.userId !== userId && !doc.isPublic)) return null;
      return toTrip(doc);
    },

    /** A trip its owner made public, for anyone. */
    async findPublic(id: number): Promise<TripRecord | null> {
      const doc = await Trip.findOne({ _id: id, isPublic: true }, SUMMARY).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** The share dialog's public/private switch; null when the trip is missing or someone else's. */
    async setVisibility(id: number, userId: string, isPublic: boolean): Promise<TripRecord | null> {
      const doc = await Trip.findOneAndUpdate(
        { _id: id, userId },
        { $set: { isPublic } },
        { new: true },
      ).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /**
     * Moves the trip from one status to the next, only if it is still in `from` (two clicks move it once);
     * null when the trip is missing, someone else's, or no longer in `from`.
     */
    async setStatus(id: number, userId: string, from: string, to: string): Promise<TripRecord | null> {
      const doc = await Trip.findOneAndUpdate(
        { _id: id, userId, status: from },
        { $set: { status: to } },
        { new: true },
      ).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** The trip's plan; a first-release trip still holds it in its own document. */
    planOf: readPlan,

    /** A stop the traveller added themselves (isCustom): kept when the itinerary is regenerated. */
    async addCustomStop(
      tripId: number,
      stop: Omit<TripStopRecord, 'id' | 'tripId' | 'createdAt' | 'isCustom'>,
    ): Promise<TripStopRecord> {
      const id = await nextSequence(connection, 'trip_stops');
      const created = await TripStop.create({ ...stop, _id: id, tripId, isCustom: true });
      return toStop(created.toObject<TripStopDoc>());
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

    /**
     * The newest stops travellers added themselves to trips they made public (the community's recently
     * discovered gems), one per place name.
     */
    async recentPublicCustomStops(limit: number): Promise<TripStopRecord[]> {
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
        found.push(toStop(doc));
      }
      return found;
    },

    async stopsOf(tripId: number): Promise<TripStopRecord[]> {
      const docs = await TripStop.find({ tripId })
        .sort({ dayNumber: 1, orderInDay: 1, _id: 1 })
        .lean<TripStopDoc[]>();
      return docs.map(toStop);
    },
  };
}

export type TripRepository = ReturnType<typeof createTripRepository>;
