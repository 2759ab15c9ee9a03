import { modelSpec, registerModelsOn, type ModelsOf } from '@byway/kit';
import mongoose, { type Connection } from 'mongoose';

export interface GeoTaggedImageDoc {
  _id: number;
  userId?: string | null;
  imageUrl: string;
  thumbnailUrl?: string | null;
  photographerName?: string | null;
  photographerUrl?: string | null;
  title: string;
  description?: string | null;
  /** One of the photo form's PHOTO_CATEGORIES (@byway/contracts/rules) for uploads; seeded images may differ. */
  category: string;
  tags: string[];
  latitude: number;
  longitude: number;
  locationName: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  dateTaken?: Date | null;
  season?: string | null;
  /** One of TIMES_OF_DAY (@byway/contracts/rules) for uploads. */
  timeOfDay?: string | null;
  weather?: string | null;
  views: number;
  likes: number;
  saves: number;
  isPublic: boolean;
  isFeatured: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const coordinate = (value: number) => Math.round(value * 1e7) / 1e7;

const geoTaggedImageSchema = new mongoose.Schema<GeoTaggedImageDoc>(
  {
    _id: { type: Number, required: true },
    userId: { type: String, default: null, index: true, maxlength: 255 },
    imageUrl: { type: String, required: true, maxlength: 1000 },
    thumbnailUrl: { type: String, default: null, maxlength: 1000 },
    photographerName: { type: String, default: null, maxlength: 255 },
    photographerUrl: { type: String, default: null, maxlength: 1000 },
    title: { type: String, required: true, maxlength: 255 },
    description: { type: String, default: null, maxlength: 2000 },
    category: { type: String, required: true, maxlength: 50 },
    tags: { type: [String], default: [] },
    latitude: { type: Number, required: true, min: -90, max: 90, set: coordinate },
    longitude: { type: Number, required: true, min: -180, max: 180, set: coordinate },
    locationName: { type: String, required: true, maxlength: 255 },
    city: { type: String, default: null, maxlength: 100 },
    state: { type: String, default: null, maxlength: 100 },
    country: { type: String, default: null, maxlength: 100 },
    dateTaken: { type: Date, default: null },
    season: { type: String, default: null, maxlength: 20 },
    timeOfDay: { type: String, default: null, maxlength: 20 },
    weather: { type: String, default: null, maxlength: 50 },
    views: { type: Number, default: 0, min: 0 },
    likes: { type: Number, default: 0, min: 0 },
    saves: { type: Number, default: 0, min: 0 },
    isPublic: { type: Boolean, default: true },
    isFeatured: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
geoTaggedImageSchema.index({ isPublic: 1, createdAt: -1 });
geoTaggedImageSchema.index({ category: 1 });

/** What a traveller did to an image: `like` and `save` toggle; `view` counts once a day. */
export const REACTION_KINDS = ['like', 'save', 'view'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/**
 * One traveller's like, save or view of one image. The `_id` is built from them
 * (`{imageId}:{userId}:{kind}`, and the UTC day for views), so the database itself refuses a second one.
 */
export interface ImageReactionDoc {
  _id: string;
  imageId: number;
  userId: string;
  kind: ReactionKind;
  createdAt: Date;
}

const imageReactionSchema = new mongoose.Schema<ImageReactionDoc>(
  {
    _id: { type: String, required: true, maxlength: 400 },
    imageId: { type: Number, required: true, index: true },
    userId: { type: String, required: true, index: true, maxlength: 255 },
    kind: { type: String, required: true, enum: REACTION_KINDS },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
imageReactionSchema.index({ imageId: 1, kind: 1 });
imageReactionSchema.index({ userId: 1, kind: 1 });

/** The media service's models, each with its schema and collection. */
const MODELS = {
  GeoTaggedImage: modelSpec(geoTaggedImageSchema, 'geo_tagged_images'),
  ImageReaction: modelSpec(imageReactionSchema, 'geo_tagged_image_reactions'),
};

export type MediaModels = ModelsOf<typeof MODELS>;

/** Registers the media service's models on its own connection (safe to call twice). */
export const registerModels = (connection: Connection): MediaModels => registerModelsOn(connection, MODELS);
