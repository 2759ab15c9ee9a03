import type { Connection, FilterQuery } from 'mongoose';
import { fieldsOf, fieldsOr, isoOrNull, nextSequence, nullableFieldsOf } from '@byway/kit';
import type { GeoTaggedImageDoc, MediaModels, ReactionKind } from './models.js';

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
  /** Filled for a signed-in reader: whether they like or saved it. */
  likedByMe?: boolean;
  savedByMe?: boolean;
}

/** A new image's fields (the id and counters are the repository's). */
export interface NewImage {
  userId: string;
  imageUrl: string;
  thumbnailUrl: string | null;
  title: string;
  description?: string | undefined;
  category: string;
  tags: string[];
  latitude: number;
  longitude: number;
  locationName: string;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  dateTaken?: string | undefined;
  season?: string | undefined;
  timeOfDay?: string | undefined;
  weather?: string | undefined;
  isPublic: boolean;
}

/** Which counter each toggled reaction keeps. */
export const COUNTER: Record<ReactionKind, 'likes' | 'saves' | 'views'> = {
  like: 'likes',
  save: 'saves',
  view: 'views',
};

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** Text filters arrive here already escaped into literal, case-insensitive patterns. */
export interface PublicImageQuery {
  category?: string;
  location?: RegExp;
  search?: RegExp;
}

function toRecord(doc: GeoTaggedImageDoc): GeoTaggedImageRecord {
  return {
    id: doc._id,
    ...fieldsOf(doc, ['imageUrl', 'title', 'category', 'latitude', 'longitude', 'locationName']),
    ...nullableFieldsOf(doc, [
      'userId',
      'thumbnailUrl',
      'photographerName',
      'photographerUrl',
      'description',
      'city',
      'state',
      'country',
      'season',
      'timeOfDay',
      'weather',
    ]),
    dateTaken: isoOrNull(doc.dateTaken),
    ...fieldsOr(doc, { tags: [], views: 0, likes: 0, saves: 0, isPublic: true, isFeatured: false }),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function createGeoTaggedImageRepository(
  { GeoTaggedImage, ImageReaction }: MediaModels,
  connection: Connection,
) {
  /** The counter made equal to the reactions stored (FerretDB's $inc is not atomic under concurrency). */
  const recount = async (imageId: number, kind: ReactionKind) => {
    const count = await ImageReaction.countDocuments({ imageId, kind });
    await GeoTaggedImage.updateOne({ _id: imageId }, { $set: { [COUNTER[kind]]: count } });
  };

  return {
    /** The ids the reader liked or saved, to mark their cards. */
    async reactedIds(userId: string, kind: 'like' | 'save'): Promise<Set<number>> {
      const docs = await ImageReaction.find({ userId, kind }, { imageId: 1 }).lean();
      return new Set(docs.map((doc) => doc.imageId));
    },

    /**
     * Every public image (newest first, at most `limit`), for a distance filter the database cannot do:
     * FerretDB pushes only top-level equality (isPublic) down to PostgreSQL.
     */
    async allPublic(limit: number): Promise<GeoTaggedImageRecord[]> {
      const docs = await GeoTaggedImage.find({ isPublic: true })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<GeoTaggedImageDoc[]>();
      return docs.map(toRecord);
    },

    /** The reader's own private images (they see them beside the public ones). */
    async findPrivateOf(userId: string): Promise<GeoTaggedImageRecord[]> {
      const docs = await GeoTaggedImage.find({ userId, isPublic: false })
        .sort({ createdAt: -1, _id: -1 })
        .limit(500)
        .lean<GeoTaggedImageDoc[]>();
      return docs.map(toRecord);
    },

    async nextId(): Promise<number> {
      return nextSequence(connection, 'geo_tagged_images');
    },

    async create(id: number, image: NewImage): Promise<GeoTaggedImageRecord> {
      const doc = await GeoTaggedImage.create({
        _id: id,
        ...image,
        dateTaken: image.dateTaken ? new Date(image.dateTaken) : null,
        views: 0,
        likes: 0,
        saves: 0,
        isFeatured: false,
      });
      return toRecord(doc.toObject());
    },

    async remove(id: number): Promise<void> {
      await ImageReaction.deleteMany({ imageId: id });
      await GeoTaggedImage.deleteOne({ _id: id });
    },

    /** Adds the traveller's like or save, or takes it back when there is one; true when it now exists. */
    async toggle(imageId: number, userId: string, kind: 'like' | 'save'): Promise<boolean> {
      const _id = `${imageId}:${userId}:${kind}`;
      let active: boolean;
      try {
        await ImageReaction.create({ _id, imageId, userId, kind });
        active = true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        await ImageReaction.deleteOne({ _id });
        active = false;
      }
      await recount(imageId, kind);
      return active;
    },

    /** Counts the traveller's view once per UTC day; answers the image's view count. */
    async view(imageId: number, userId: string, day: string): Promise<number> {
      try {
        await ImageReaction.create({
          _id: `${imageId}:${userId}:view:${day}`,
          imageId,
          userId,
          kind: 'view',
        });
        await recount(imageId, 'view');
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const doc = await GeoTaggedImage.findById(imageId, { views: 1 }).lean();
      return doc?.views ?? 0;
    },

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
