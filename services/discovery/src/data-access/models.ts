import { TEXT_LENGTHS } from '@byway/contracts/rules';
import { modelSpec, registerModelsOn, type ModelsOf } from '@byway/kit';
import mongoose, { type Connection } from 'mongoose';

export interface TripPackDoc {
  _id: number;
  /** The authored pack's stable id (packs/<continent>.json); null for packs not authored by Byway's editors. */
  slug?: string | null;
  title: string;
  description?: string | null;
  theme: string;
  /** Days. */
  duration: number;
  difficulty?: string | null;
  creator?: string | null;
  distance?: string | null;
  startLocation?: string | null;
  endLocation?: string | null;
  highlights: string[];
  photos: string[];
  likes: number;
  /** Number of reviews. */
  reviews: number;
  price: number;
  continent?: string | null;
  country?: string | null;
  /** weekend, short, medium or long (the finder's length choice). */
  durationCategory?: string | null;
  /** spring, summer, fall or winter (the finder's season choice). */
  bestSeason?: string | null;
  coverImage?: string | null;
  rating: number;
  tripCount: number;
  isOfficial: boolean;
  createdBy?: string | null;
  stops: unknown[];
  /** Where the authored facts come from. */
  sources: string[];
  createdAt: Date;
}

export interface ReviewDoc {
  _id: number;
  userId: string;
  targetType: string;
  targetId: number;
  rating: number;
  comment?: string | null;
  photos: string[];
  createdAt: Date;
}

/** A trip a traveller made from a pack: what lets them review it (one row per traveller and pack). */
export interface PackTripDoc {
  /** `${userId}:${packId}`. */
  _id: string;
  userId: string;
  packId: number;
  tripId: number;
  createdAt: Date;
}

export interface RecommendationDoc {
  _id: number;
  name: string;
  description?: string | null;
  latitude: number;
  longitude: number;
  category: string;
  address?: string | null;
  photos: string[];
  rating?: number | null;
  tags: string[];
  createdAt: Date;
}

export interface TravelAlertDoc {
  location: string;
  alertType: string;
  title: string;
  description?: string | null;
  severity?: string | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
  source?: string | null;
  sourceUrl?: string | null;
  isActive: boolean;
}

const coordinate = (value: number | null | undefined) =>
  value === null || value === undefined ? value : Math.round(value * 1e7) / 1e7;

const tripPackSchema = new mongoose.Schema<TripPackDoc>(
  {
    _id: { type: Number, required: true },
    slug: { type: String, default: null, maxlength: 100 },
    title: { type: String, required: true, maxlength: 500 },
    description: { type: String, default: null },
    theme: { type: String, required: true, maxlength: 100 },
    duration: { type: Number, required: true, min: 1 },
    difficulty: { type: String, default: null, maxlength: 50 },
    creator: { type: String, default: null, maxlength: 255 },
    distance: { type: String, default: null, maxlength: 100 },
    startLocation: { type: String, default: null, maxlength: 500 },
    endLocation: { type: String, default: null, maxlength: 500 },
    highlights: { type: [String], default: [] },
    photos: { type: [String], default: [] },
    likes: { type: Number, default: 0, min: 0 },
    reviews: { type: Number, default: 0, min: 0 },
    price: { type: Number, default: 0, min: 0 },
    continent: { type: String, default: null, maxlength: 50 },
    country: { type: String, default: null, maxlength: 100 },
    durationCategory: { type: String, default: null, maxlength: 20 },
    bestSeason: { type: String, default: null, maxlength: 20 },
    coverImage: { type: String, default: null, maxlength: 1000 },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    tripCount: { type: Number, default: 0, min: 0 },
    isOfficial: { type: Boolean, default: false },
    createdBy: { type: String, default: null, maxlength: 255 },
    stops: { type: [mongoose.Schema.Types.Mixed], default: [] },
    sources: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
tripPackSchema.index({ continent: 1, country: 1, durationCategory: 1, bestSeason: 1 });
// The seed finds an authored pack by its slug to keep its numeric id.
tripPackSchema.index({ slug: 1 });

const reviewSchema = new mongoose.Schema<ReviewDoc>(
  {
    _id: { type: Number, required: true },
    userId: { type: String, required: true, maxlength: 255 },
    targetType: { type: String, required: true, maxlength: 50 },
    targetId: { type: Number, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    comment: { type: String, default: null },
    photos: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
reviewSchema.index({ targetType: 1, targetId: 1 });
// The traveller's data export and account deletion find reviews by `userId` (issue 9).
reviewSchema.index({ userId: 1 });

const packTripSchema = new mongoose.Schema<PackTripDoc>(
  {
    _id: { type: String, required: true, maxlength: 300 },
    userId: { type: String, required: true, maxlength: 255 },
    packId: { type: Number, required: true },
    tripId: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
// The traveller's data export and deletion find them by userId.
packTripSchema.index({ userId: 1 });

const recommendationSchema = new mongoose.Schema<RecommendationDoc>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true, maxlength: 500 },
    description: { type: String, default: null },
    latitude: { type: Number, required: true, min: -90, max: 90, set: coordinate },
    longitude: { type: Number, required: true, min: -180, max: 180, set: coordinate },
    category: { type: String, required: true, maxlength: 50 },
    address: { type: String, default: null, maxlength: 500 },
    photos: { type: [String], default: [] },
    rating: { type: Number, default: null, min: 0, max: 5 },
    tags: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

const travelAlertSchema = new mongoose.Schema<TravelAlertDoc>(
  {
    location: { type: String, required: true, maxlength: 255, index: true },
    alertType: { type: String, required: true, maxlength: TEXT_LENGTHS.travelAlert.alertType },
    title: { type: String, required: true, maxlength: 500 },
    description: { type: String, default: null },
    severity: { type: String, default: null, maxlength: TEXT_LENGTHS.travelAlert.severity },
    validFrom: { type: Date, default: null },
    validUntil: { type: Date, default: null },
    source: { type: String, default: null, maxlength: TEXT_LENGTHS.travelAlert.source },
    sourceUrl: { type: String, default: null, maxlength: 1000 },
    isActive: { type: Boolean, default: true },
  },
  { versionKey: false },
);

/** The discovery service's models, each with its schema and collection. */
const MODELS = {
  TripPack: modelSpec(tripPackSchema, 'trip_packs'),
  Review: modelSpec(reviewSchema, 'reviews'),
  PackTrip: modelSpec(packTripSchema, 'trip_pack_trips'),
  Recommendation: modelSpec(recommendationSchema, 'recommendations'),
  TravelAlert: modelSpec(travelAlertSchema, 'travel_alerts'),
};

export type DiscoveryModels = ModelsOf<typeof MODELS>;

/** Registers the discovery service's models on its own connection (safe to call twice). */
export const registerModels = (connection: Connection): DiscoveryModels =>
  registerModelsOn(connection, MODELS);
