import { modelSpec, registerModelsOn, type ModelsOf } from '@byway/kit';
import mongoose, { type Connection } from 'mongoose';
import { tripInvitationSchema, tripMemberSchema, tripPersonSchema } from './member-models.js';
import {
  DEFAULT_TRIP_STATUS,
  MAX_TARGET_PRICE,
  MEMORY_RATING,
  MEMORY_TYPES,
  PLAN_EDIT_LIMITS,
  PRICE_ALERT_ITEM_TYPES,
  PRICE_SEEN_ON_MAX_LENGTH,
  TEXT_LENGTHS,
  TRIP_LIMITS,
  type MemoryType,
  type PriceAlertItemType,
} from '@byway/contracts/rules';

// The rules themselves live in contracts/rules; the models repeat them as database constraints.
export { MEMORY_TYPES, PRICE_ALERT_ITEM_TYPES, TRIP_LIMITS };

/**
 * A trip's summary: everything the dashboard, /trips and `GET /api/trips` show. Numeric `_id`s (from
 * kit's nextSequence) are the spec's ids, as in /trip/{id}. The itinerary lives apart in `trip_plans`:
 * FerretDB reads whole documents, and a plan is ~30 KB against ~1 KB of summary.
 */
export interface TripDoc {
  _id: number;
  userId: string;
  title: string;
  description?: string | null;
  startLocation: string;
  endLocation: string;
  startDate?: Date | null;
  endDate?: Date | null;
  totalDays: number;
  /** The selected themes; the API answers them comma-joined as `theme`. */
  themes: string[];
  status: string;
  isPublic: boolean;
  selectedRouteIndex: number;
  accommodationType?: string | null;
  travelPartySize?: number | null;
  season?: string | null;
  budget?: string | null;
  /** slow, moderate or fast: how full the planner makes the days. */
  pace?: string | null;
  /** How many times the itinerary was regenerated: the planner's variant number. */
  planVersion: number;
  /** The trip pack it was made from (its stops stay the plan's fixed waypoints); null otherwise. */
  tripPackId?: number | null;
  /** Whether `trip_plans` keeps the itinerary shown before the last regeneration (the trip page's 'Go back'). */
  hasPreviousPlan?: boolean;
  /** Who planned the itinerary and how ({ planner, model, fallbackReason, routing, notes }). */
  planner?: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
  /** Documents of the first release held the comma-joined themes and the whole plan; read, never written. */
  theme?: string | null;
  itinerary?: unknown[];
  routeOptions?: unknown[];
}

/** The planned itinerary of one trip (`_id` is the trip's id): read only by the trip page and its API. */
export interface TripPlanDoc {
  _id: number;
  userId: string;
  itinerary: unknown[];
  routeOptions: unknown[];
  /** The itinerary it replaced, kept one level deep so the traveller can go back to it. */
  previous?: PreviousPlanDoc | null;
  /** The traveller's notes on days of the trip (issue 22): kept whichever itinerary is shown. */
  dayNotes?: DayNoteDoc[];
  updatedAt: Date;
}

/** The traveller's note on one day of their trip. */
export interface DayNoteDoc {
  day: number;
  note: string;
}

/** An earlier itinerary with what the trip showed of it: who planned it and its stops (custom ones stay). */
export interface PreviousPlanDoc {
  itinerary: unknown[];
  routeOptions: unknown[];
  planner: Record<string, unknown> | null;
  stops: Omit<TripStopDoc, '_id' | 'tripId' | 'createdAt'>[];
}

export interface TripStopDoc {
  _id: number;
  tripId: number;
  name: string;
  description?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  lat?: number | null;
  lng?: number | null;
  category?: string | null;
  /** Minutes. */
  estimatedDuration?: number | null;
  dayNumber: number;
  orderInDay: number;
  address?: string | null;
  photos: string[];
  rating?: number | null;
  essential: boolean;
  isDetour: boolean;
  drivingTimeFromPrevious?: string | null;
  isCustom: boolean;
  /** The key hand edits address the stop by (issue 22); a planned stop's is its route option's. */
  stopKey?: string | null;
  /** The traveller's own note on the stop (issue 22). */
  note?: string | null;
  createdAt: Date;
}

export interface TripMemoryDoc {
  _id: number;
  tripId: number;
  userId: string;
  stopName: string;
  /** The day the stop was on when the memory was saved; null when it was not in the itinerary (or older). */
  stopDay?: number | null;
  memoryType: MemoryType;
  content?: string | null;
  photoUrl?: string | null;
  rating?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  createdAt: Date;
}

export interface PriceAlertDoc {
  _id: number;
  userId: string;
  tripId: number;
  stopName: string;
  itemType: PriceAlertItemType;
  itemName: string;
  targetPrice: number;
  currentPrice?: number | null;
  priceUrl?: string | null;
  lastChecked?: Date | null;
  /** When a price source was last asked (found a price or not): a failing item waits a full interval. */
  lastAttempted?: Date | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** decimal(10,2): money is kept to the cent. */
const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? value : Math.round(value * 100) / 100;
/** decimal(10,7): coordinates are kept to 7 places (about a centimetre). */
const coordinate = (value: number | null | undefined) =>
  value === null || value === undefined ? value : Math.round(value * 1e7) / 1e7;

const tripSchema = new mongoose.Schema<TripDoc>(
  {
    _id: { type: Number, required: true },
    userId: { type: String, required: true, index: true, maxlength: 255 },
    title: { type: String, required: true, maxlength: TEXT_LENGTHS.trip.title },
    description: { type: String, default: null, maxlength: TEXT_LENGTHS.trip.description },
    startLocation: { type: String, required: true, maxlength: TEXT_LENGTHS.trip.location },
    endLocation: { type: String, required: true, maxlength: TEXT_LENGTHS.trip.location },
    startDate: { type: Date, default: null },
    endDate: { type: Date, default: null },
    totalDays: { type: Number, required: true, min: TRIP_LIMITS.minDays, max: TRIP_LIMITS.maxDays },
    themes: { type: [String], default: [] },
    status: { type: String, default: DEFAULT_TRIP_STATUS, maxlength: 50 },
    isPublic: { type: Boolean, default: false },
    selectedRouteIndex: { type: Number, default: 0, min: 0 },
    accommodationType: { type: String, default: null, maxlength: 50 },
    travelPartySize: {
      type: Number,
      default: TRIP_LIMITS.defaultPartySize,
      min: TRIP_LIMITS.minPartySize,
      max: TRIP_LIMITS.maxPartySize,
    },
    season: { type: String, default: null, maxlength: 50 },
    budget: { type: String, default: null, maxlength: 50 },
    pace: { type: String, default: null, maxlength: 50 },
    planVersion: { type: Number, default: 0, min: 0 },
    planner: { type: mongoose.Schema.Types.Mixed, default: null },
    tripPackId: { type: Number, default: null },
    hasPreviousPlan: { type: Boolean, default: false },
  },
  // strict: false keeps the legacy fields of first-release documents readable.
  { timestamps: true, versionKey: false, strict: false },
);
// Every read filters on top-level equality, which FerretDB's PostgreSQL backend pushes down to SQL:
// `userId` (my trips), `_id` (a trip), `_id` + `isPublic` (a public trip).
tripSchema.index({ userId: 1, createdAt: -1 });

const tripPlanSchema = new mongoose.Schema<TripPlanDoc>(
  {
    _id: { type: Number, required: true },
    // Indexed for the traveller's data export and account deletion (issue 9).
    userId: { type: String, required: true, maxlength: 255, index: true },
    itinerary: { type: [mongoose.Schema.Types.Mixed], default: [] },
    routeOptions: { type: [mongoose.Schema.Types.Mixed], default: [] },
    previous: { type: mongoose.Schema.Types.Mixed, default: null },
    dayNotes: {
      type: [{ _id: false, day: Number, note: { type: String, maxlength: PLAN_EDIT_LIMITS.dayNote } }],
      default: [],
    },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);

const tripStopSchema = new mongoose.Schema<TripStopDoc>(
  {
    _id: { type: Number, required: true },
    tripId: { type: Number, required: true, index: true },
    name: { type: String, required: true, maxlength: 500 },
    description: { type: String, default: null },
    latitude: { type: Number, default: null, set: coordinate },
    longitude: { type: Number, default: null, set: coordinate },
    lat: { type: Number, default: null, set: coordinate },
    lng: { type: Number, default: null, set: coordinate },
    category: { type: String, default: null, maxlength: 50 },
    estimatedDuration: { type: Number, default: null, min: 0 },
    dayNumber: { type: Number, required: true, min: 1 },
    orderInDay: { type: Number, required: true, min: 0 },
    address: { type: String, default: null, maxlength: 500 },
    photos: { type: [String], default: [] },
    rating: { type: Number, default: null, min: 0, max: 5 },
    essential: { type: Boolean, default: true },
    isDetour: { type: Boolean, default: false },
    drivingTimeFromPrevious: { type: String, default: null, maxlength: 100 },
    isCustom: { type: Boolean, default: false },
    stopKey: { type: String, default: null, maxlength: PLAN_EDIT_LIMITS.stopKey },
    note: { type: String, default: null, maxlength: PLAN_EDIT_LIMITS.stopNote },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
tripStopSchema.index({ tripId: 1, dayNumber: 1, orderInDay: 1 });
// Regeneration keeps a trip's custom stops; the community page reads the newest custom stops.
tripStopSchema.index({ tripId: 1, isCustom: 1 });
tripStopSchema.index({ isCustom: 1, createdAt: -1 });

const tripMemorySchema = new mongoose.Schema<TripMemoryDoc>(
  {
    _id: { type: Number, required: true },
    tripId: { type: Number, required: true },
    userId: { type: String, required: true, maxlength: TEXT_LENGTHS.memory.userId },
    stopName: { type: String, required: true, maxlength: TEXT_LENGTHS.memory.stopName },
    stopDay: { type: Number, default: null, min: 1 },
    memoryType: {
      type: String,
      required: true,
      enum: MEMORY_TYPES,
      maxlength: TEXT_LENGTHS.memory.memoryType,
    },
    content: { type: String, default: null, maxlength: TEXT_LENGTHS.memory.content },
    photoUrl: { type: String, default: null, maxlength: TEXT_LENGTHS.memory.photoUrl },
    rating: { type: Number, default: null, min: MEMORY_RATING.min, max: MEMORY_RATING.max },
    latitude: { type: Number, default: null, set: coordinate },
    longitude: { type: Number, default: null, set: coordinate },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
// A trip's memories, every member's, newest first (issue 22).
tripMemorySchema.index({ tripId: 1, createdAt: -1 });
// The traveller's data export and account deletion find memories by `userId` alone (issue 9).
tripMemorySchema.index({ userId: 1 });

const priceAlertSchema = new mongoose.Schema<PriceAlertDoc>(
  {
    _id: { type: Number, required: true },
    userId: { type: String, required: true, maxlength: 255 },
    tripId: { type: Number, required: true, index: true },
    stopName: { type: String, required: true, maxlength: TEXT_LENGTHS.priceAlert.stopName },
    itemType: { type: String, required: true, enum: PRICE_ALERT_ITEM_TYPES },
    itemName: { type: String, required: true, maxlength: TEXT_LENGTHS.priceAlert.itemName },
    targetPrice: { type: Number, required: true, min: 0, max: MAX_TARGET_PRICE, set: cents },
    currentPrice: { type: Number, default: null, min: 0, max: MAX_TARGET_PRICE, set: cents },
    priceUrl: { type: String, default: null, maxlength: TEXT_LENGTHS.priceAlert.priceUrl },
    lastChecked: { type: Date, default: null },
    lastAttempted: { type: Date, default: null },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, versionKey: false },
);
priceAlertSchema.index({ userId: 1, createdAt: -1 });
// The price checker's question: active alerts not asked about lately, longest waiting first.
priceAlertSchema.index({ isActive: 1, lastAttempted: 1 });

/**
 * One recorded price of an alert (issue 11), kept apart from the alert so the alert stays small however
 * long its history grows. `source` is 'traveller' or the configured price source's name.
 */
export interface PriceObservationDoc {
  _id: mongoose.Types.ObjectId;
  alertId: number;
  userId: string;
  price: number;
  source: string;
  seenOn?: string | null;
  url?: string | null;
  observedAt: Date;
}

const priceObservationSchema = new mongoose.Schema<PriceObservationDoc>(
  {
    alertId: { type: Number, required: true },
    userId: { type: String, required: true, maxlength: 255 },
    price: { type: Number, required: true, min: 0, max: MAX_TARGET_PRICE, set: cents },
    source: { type: String, required: true, maxlength: 100 },
    seenOn: { type: String, default: null, maxlength: PRICE_SEEN_ON_MAX_LENGTH },
    url: { type: String, default: null, maxlength: TEXT_LENGTHS.priceAlert.priceUrl },
    observedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
priceObservationSchema.index({ alertId: 1, observedAt: -1 });
priceObservationSchema.index({ userId: 1 });

/** The trips service's models, each with its schema and collection. */
const MODELS = {
  Trip: modelSpec(tripSchema, 'trips'),
  TripPlan: modelSpec(tripPlanSchema, 'trip_plans'),
  TripStop: modelSpec(tripStopSchema, 'trip_stops'),
  TripMemory: modelSpec(tripMemorySchema, 'trip_memories'),
  PriceAlert: modelSpec(priceAlertSchema, 'price_alerts'),
  PriceObservation: modelSpec(priceObservationSchema, 'price_observations'),
  // Co-travellers (issue 22): member-models.ts.
  TripMember: modelSpec(tripMemberSchema, 'trip_members'),
  TripInvitation: modelSpec(tripInvitationSchema, 'trip_invitations'),
  TripPerson: modelSpec(tripPersonSchema, 'trip_people'),
};

export type TripsModels = ModelsOf<typeof MODELS>;

/** Registers the trips service's models on its own connection (safe to call twice). */
export const registerModels = (connection: Connection): TripsModels => registerModelsOn(connection, MODELS);
