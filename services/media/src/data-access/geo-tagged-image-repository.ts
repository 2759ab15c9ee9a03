import type { FilterQuery } from 'mongoose';
import type { GeoTaggedImageDoc, MediaModels } from './models.js';

export interface GeoTaggedImageRecord {
  id: number;
  userId: string | null;
  imageUrl: string;
  thumbnailUrl: string | null;
  photographerName: string | null;
  photographerUrl: string | null;
  title: string;
  description: string | null;
  category: string;
  tags: string[];
  latitude: number;
  longitude: number;
  locationName: string;
  city: string | null;
  state: string | null;
  country: string | null;
  dateTaken: string | null;
  season: string | null;
  timeOfDay: string | null;
  weather: string | null;
  views: number;
  likes: number;
  saves: number;
  isPublic: boolean;
  isFeatured: boolean;
  createdAt: string;
}

/** Text filters arrive here already escaped into literal, case-insensitive patterns. */
export interface PublicImageQuery {
  category?: string;
  location?: RegExp;
  search?: RegExp;
}

function toRecord(doc: GeoTaggedImageDoc): GeoTaggedImageRecord {
  return {
    id: doc._id,
    userId: doc.userId ?? null,
    imageUrl: doc.imageUrl,
    thumbnailUrl: doc.thumbnailUrl ?? null,
    photographerName: doc.photographerName ?? null,
    photographerUrl: doc.photographerUrl ?? null,
    title: doc.title,
    description: doc.description ?? null,
    category: doc.category,
    tags: doc.tags ?? [],
    latitude: doc.latitude,
    longitude: doc.longitude,
    locationName: doc.locationName,
    city: doc.city ?? null,
    state: doc.state ?? null,
    country: doc.country ?? null,
    dateTaken: doc.dateTaken ? doc.dateTaken.toISOString() : null,
    season: doc.season ?? null,
    timeOfDay: doc.timeOfDay ?? null,
    weather: doc.weather ?? null,
    views: doc.views ?? 0,
    likes: doc.likes ?? 0,
    saves: doc.saves ?? 0,
    isPublic: doc.isPublic ?? true,
    isFeatured: doc.isFeatured ?? false,
    createdAt: doc.createdAt.toISOString(),
  };
}

export function createGeoTaggedImageRepository({ GeoTaggedImage }: MediaModels) {
  return {
    /** Public images, newest first. */
    async findPublic({ category, location, search }: PublicImageQuery): Promise<GeoTaggedImageRecord[]> {
      // Top-level equality (isPublic, category) is pushed down to PostgreSQL by FerretDB; the $or
      // alternatives are checked on the rows that remain.
      const filter: FilterQuery<GeoTaggedImageDoc> = { isPublic: true, ...(category ? { category } : {}) };
      const alternatives: FilterQuery<GeoTaggedImageDoc>[] = [];
      if (location)
        alternatives.push({ $or: [{ locationName: location }, { city: location }, { state: location }] });
      if (search) alternatives.push({ $or: [{ title: search }, { description: search }, { tags: search }] });
      if (alternatives.length) filter.$and = alternatives;
      const docs = await GeoTaggedImage.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .limit(500)
        .lean<GeoTaggedImageDoc[]>();
      return docs.map(toRecord);
    },

    async findById(id: number): Promise<GeoTaggedImageRecord | null> {
      const doc = await GeoTaggedImage.findById(id).lean<GeoTaggedImageDoc>();
      return doc ? toRecord(doc) : null;
    },
  };
}

export type GeoTaggedImageRepository = ReturnType<typeof createGeoTaggedImageRepository>;
