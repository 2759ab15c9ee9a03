import type { Connection } from 'mongoose';
import { nextSequence } from '@byway/kit';
import type { TripDoc, TripsModels, TripStopDoc } from './models.js';

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
  theme: string | null;
  status: string;
  isPublic: boolean;
  itinerary: unknown[];
  routeOptions: unknown[];
  selectedRouteIndex: number;
  accommodationType: string | null;
  travelPartySize: number | null;
  season: string | null;
  budget: string | null;
  planVersion: number;
  planner: PlanSummary | null;
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

export type NewTrip = Pick<TripRecord, 'userId' | 'title' | 'startLocation' | 'endLocation' | 'totalDays'> &
  Partial<
    Pick<
      TripRecord,
      'description' | 'theme' | 'accommodationType' | 'travelPartySize' | 'season' | 'budget' | 'status'
    >
  >;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function toTrip(doc: TripDoc): TripRecord {
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
    theme: doc.theme ?? null,
    status: doc.status,
    isPublic: doc.isPublic,
    itinerary: doc.itinerary ?? [],
    routeOptions: doc.routeOptions ?? [],
    selectedRouteIndex: doc.selectedRouteIndex ?? 0,
    accommodationType: doc.accommodationType ?? null,
    travelPartySize: doc.travelPartySize ?? null,
    season: doc.season ?? null,
    budget: doc.budget ?? null,
    planVersion: doc.planVersion ?? 0,
    planner: (doc.planner as PlanSummary | null | undefined) ?? null,
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

export function createTripRepository(connection: Connection, { Trip, TripStop }: TripsModels) {
  async function insertStops(tripId: number, stops: PlannedItinerary['stops']) {
    const docs = [];
    for (const stop of stops)
      docs.push({ ...stop, _id: await nextSequence(connection, 'trip_stops'), tripId });
    if (docs.length) await TripStop.insertMany(docs);
  }

  return {
    async create(trip: NewTrip, plan: PlannedItinerary): Promise<TripRecord> {
      const id = await nextSequence(connection, 'trips');
      const { stops, ...stored } = plan;
      const created = await Trip.create({ _id: id, ...trip, ...stored, planVersion: 0 });
      await insertStops(id, stops);
      return toTrip(created.toObject<TripDoc>());
    },

    /** A regenerated itinerary replaces the old one and its stops; the first route is selected again. */
    async replacePlan(
      id: number,
      userId: string,
      planVersion: number,
      plan: PlannedItinerary,
    ): Promise<TripRecord | null> {
      const { stops, ...stored } = plan;
      const doc = await Trip.findOneAndUpdate(
        { _id: id, userId },
        { $set: { ...stored, planVersion, selectedRouteIndex: 0 } },
        { new: true },
      ).lean<TripDoc>();
      if (!doc) return null;
      await TripStop.deleteMany({ tripId: id, isCustom: false });
      await insertStops(id, stops);
      return toTrip(doc);
    },

    /** Newest first; ids break ties between trips made in the same millisecond. */
    async listByUser(userId: string): Promise<TripRecord[]> {
      const docs = await Trip.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<TripDoc[]>();
      return docs.map(toTrip);
    },

    async findOwned(id: number, userId: string): Promise<TripRecord | null> {
      const doc = await Trip.findOne({ _id: id, userId }).lean<TripDoc>();
      return doc ? toTrip(doc) : null;
    },

    /** A trip the caller may see: their own, or one its owner made public. */
    async findVisible(id: number, userId: string | null): Promise<TripRecord | null> {
      const doc = await Trip.findById(id).lean<TripDoc>();
      if (!doc || (doc.userId !== userId && !doc.isPublic)) return null;
      return toTrip(doc);
    },

    /** A trip its owner made public, for anyone. */
    async findPublic(id: number): Promise<TripRecord | null> {
      const doc = await Trip.findOne({ _id: id, isPublic: true }).lean<TripDoc>();
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

    async stopsOf(tripId: number): Promise<TripStopRecord[]> {
      const docs = await TripStop.find({ tripId })
        .sort({ dayNumber: 1, orderInDay: 1, _id: 1 })
        .lean<TripStopDoc[]>();
      return docs.map(toStop);
    },
  };
}

export type TripRepository = ReturnType<typeof createTripRepository>;
