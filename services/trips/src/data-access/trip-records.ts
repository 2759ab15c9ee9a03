import { fieldsOf, fieldsOr, isoOrNull as iso, nullableFieldsOf } from '@byway/kit';
import type { TripDoc, TripStopDoc } from './models.js';

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
  /** Each stop with its stopKey (data-access/stop-keys.ts). */
  routeOptions: unknown[];
  /** The traveller's notes on days, by day. */
  dayNotes: { day: number; note: string }[];
}

/** A freshly planned itinerary: what a trip stores, and the selected option's stops. */
export interface PlannedItinerary {
  itinerary: unknown[];
  routeOptions: unknown[];
  planner: PlanSummary;
  stops: Omit<TripStopRecord, 'id' | 'tripId' | 'createdAt' | 'note'>[];
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
  /** The key hand edits address it by (data-access/stop-keys.ts). */
  stopKey: string;
  /** The traveller's own note on it; null when none. */
  note: string | null;
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
  > & {
    /** The first and last day ('2027-06-14'), when the traveller set a start. */
    startDate?: string | null;
    endDate?: string | null;
  };

/** A stop as stored, before it has an id and a trip. */
export type StopRow = Omit<TripStopDoc, '_id' | 'tripId' | 'createdAt'>;

/** First-release documents kept the themes comma-joined. */
function themesOf(doc: TripDoc): string[] {
  if (Array.isArray(doc.themes) && doc.themes.length) return doc.themes;
  return (doc.theme ?? '')
    .split(',')
    .map((theme) => theme.trim())
    .filter(Boolean);
}

export function toTrip(doc: TripDoc): TripRecord {
  const themes = themesOf(doc);
  return {
    id: doc._id,
    ...fieldsOf(doc, ['userId', 'title', 'startLocation', 'endLocation', 'totalDays', 'status', 'isPublic']),
    ...nullableFieldsOf(doc, [
      'description',
      'accommodationType',
      'travelPartySize',
      'season',
      'budget',
      'pace',
      'tripPackId',
    ]),
    startDate: iso(doc.startDate),
    endDate: iso(doc.endDate),
    themes,
    theme: themes.length ? themes.join(',') : null,
    selectedRouteIndex: doc.selectedRouteIndex ?? 0,
    planVersion: doc.planVersion ?? 0,
    planner: (doc.planner as PlanSummary | null | undefined) ?? null,
    hasPreviousPlan: doc.hasPreviousPlan ?? false,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A stored stop; `stopKey` is its key as `rowKeys` tells it (an older planned row has none stored). */
export function toStop(doc: TripStopDoc, stopKey: string): TripStopRecord {
  return {
    id: doc._id,
    stopKey,
    ...fieldsOf(doc, ['tripId', 'name', 'dayNumber', 'orderInDay']),
    ...nullableFieldsOf(doc, [
      'description',
      'latitude',
      'longitude',
      'lat',
      'lng',
      'category',
      'estimatedDuration',
      'address',
      'rating',
      'drivingTimeFromPrevious',
      'note',
    ]),
    ...fieldsOr(doc, { photos: [], essential: true, isDetour: false, isCustom: false }),
    createdAt: doc.createdAt.toISOString(),
  };
}
