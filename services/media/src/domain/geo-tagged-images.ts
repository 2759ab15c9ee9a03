import {
  AppError,
  parseInput,
  requireUser,
  type Caller,
  type RateLimiter,
  type ActivityReporter,
} from '@byway/kit';
import {
  PHOTOS_NEAR_ROUTE,
  photoFieldsSchema,
  photoInputSchema,
  photoLinkInputSchema,
  type PhotoInput,
  type ActivityAction,
} from '@byway/contracts/rules';
import { z } from 'zod';
import type {
  GeoTaggedImageRecord,
  GeoTaggedImageRepository,
} from '../data-access/geo-tagged-image-repository.js';
import type { ImageFileKind, ImageFileStore, StoredImageFile } from '../data-access/image-file-store.js';
import { processUpload } from './image-processing.js';

/** Where the gateway serves an uploaded photo's files (GET /api/geo-tagged-images/{id}/image, /thumbnail). */
export const imageFileUrl = (id: number, kind: ImageFileKind) => `/api/geo-tagged-images/${id}/${kind}`;

const imageIdSchema = z.coerce
  .number({ error: 'Image id must be a number' })
  .int('Image id must be a whole number')
  .positive('Image id must be positive');

export const IMAGE_NOT_FOUND = 'Image';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Filter values are at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

const filterFields = z.object({ category: text(50), location: text(200), search: text(200) });

export const imageFilterInput = filterFields
  .nullish()
  .transform((filter): Partial<z.output<typeof filterFields>> => filter ?? {});

/** What the traveller typed, matched literally (never as a pattern) and case-insensitively. */
export function literalPattern(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

const pointsSchema = z
  .array(
    z.object({
      latitude: z
        .number()
        .min(-90, 'Latitude must be between -90 and 90')
        .max(90, 'Latitude must be between -90 and 90'),
      longitude: z
        .number()
        .min(-180, 'Longitude must be between -180 and 180')
        .max(180, 'Longitude must be between -180 and 180'),
    }),
  )
  .max(PHOTOS_NEAR_ROUTE.maxPoints, `At most ${PHOTOS_NEAR_ROUTE.maxPoints} points`);

/** How many public photos the distance filter looks at (the newest). */
const NEARBY_SCAN_LIMIT = 5000;

/** Great-circle distance in km. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const matches = (image: GeoTaggedImageRecord, category?: string, location?: RegExp, search?: RegExp) =>
  (!category || image.category === category) &&
  (!location || [image.locationName, image.city, image.state].some((v) => v !== null && location.test(v))) &&
  (!search || [image.title, image.description, ...image.tags].some((v) => v !== null && search.test(v)));

export interface GeoTaggedImagesDeps {
  images: GeoTaggedImageRepository;
  files: ImageFileStore;
  activity: ActivityReporter<ActivityAction>;
  /** The per-traveller photo budget (RATE_LIMIT_RULES.photoUpload). */
  limits: RateLimiter;
  now?: () => Date;
}

/** An image the caller may see (public, or their own), or a 404 that says nothing more. */
async function visibleOr404(
  images: GeoTaggedImageRepository,
  caller: Caller,
  id: unknown,
): Promise<GeoTaggedImageRecord> {
  const imageId = parseInput(imageIdSchema, id);
  const image = await images.findById(imageId);
  if (!image || !(image.isPublic || (caller.userId !== null && image.userId === caller.userId)))
    throw AppError.notFound(IMAGE_NOT_FOUND);
  return image;
}

/** The images with whether the signed-in reader liked and saved each. */
async function withReader(images: GeoTaggedImageRepository, caller: Caller, list: GeoTaggedImageRecord[]) {
  if (!caller.userId) return list;
  const [liked, saved] = await Promise.all([
    images.reactedIds(caller.userId, 'like'),
    images.reactedIds(caller.userId, 'save'),
  ]);
  return list.map((image) => ({
    ...image,
    likedByMe: liked.has(image.id),
    savedByMe: saved.has(image.id),
  }));
}

/** Writes the photo's record; a public one is reported for points. */
async function store(
  { images, activity }: Pick<GeoTaggedImagesDeps, 'images' | 'activity'>,
  caller: Caller,
  id: number,
  input: PhotoInput,
  urls: { imageUrl: string; thumbnailUrl: string | null },
) {
  const userId = requireUser(caller);
  const created = await images.create(id, {
    userId,
    imageUrl: urls.imageUrl,
    thumbnailUrl: urls.thumbnailUrl,
    title: input.title,
    description: input.description,
    category: input.category,
    tags: input.tags,
    latitude: input.latitude,
    longitude: input.longitude,
    locationName: input.locationName,
    city: input.city,
    state: input.state,
    country: input.country,
    dateTaken: input.dateTaken,
    season: input.season,
    timeOfDay: input.timeOfDay,
    weather: input.weather,
    isPublic: input.isPublic,
  });
  if (created.isPublic) await activity.report(caller, 'photo_shared', created.id);
  return created;
}

export function createGeoTaggedImages({
  images,
  files,
  activity,
  limits,
  now = () => new Date(),
}: GeoTaggedImagesDeps) {
  return {
    /**
     * The photo-discovery grid: public images and the reader's own private ones; category exact, location
     * and search as case-insensitive text.
     */
    async findPublic(caller: Caller, filter: unknown): Promise<GeoTaggedImageRecord[]> {
      const { category, location, search } = parseInput(imageFilterInput, filter);
      const locationPattern = location ? literalPattern(location) : undefined;
      const searchPattern = search ? literalPattern(search) : undefined;
      const found = await images.findPublic({
        ...(category ? { category } : {}),
        ...(locationPattern ? { location: locationPattern } : {}),
        ...(searchPattern ? { search: searchPattern } : {}),
      });
      if (caller.userId) {
        const own = (await images.findPrivateOf(caller.userId)).filter((image) =>
          matches(image, category, locationPattern, searchPattern),
        );
        if (own.length) {
          found.push(...own);
          found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
        }
      }
      return withReader(images, caller, found);
    },

    /** Public photos within PHOTOS_NEAR_ROUTE.radiusKm of any point, nearest first. */
    async findNear(caller: Caller, points: unknown): Promise<GeoTaggedImageRecord[]> {
      const route = parseInput(pointsSchema, points);
      if (route.length === 0) return [];
      const near = (await images.allPublic(NEARBY_SCAN_LIMIT))
        .map((image) => ({ image, km: Math.min(...route.map((point) => distanceKm(point, image))) }))
        .filter(({ km }) => km <= PHOTOS_NEAR_ROUTE.radiusKm)
        .sort((a, b) => a.km - b.km)
        .slice(0, PHOTOS_NEAR_ROUTE.maxResults)
        .map(({ image }) => image);
      return withReader(images, caller, near);
    },

    async findOne(caller: Caller, id: unknown): Promise<GeoTaggedImageRecord | null> {
      try {
        const [image] = await withReader(images, caller, [await visibleOr404(images, caller, id)]);
        return image ?? null;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },

    /** The partners' payload: an image hosted elsewhere (https) and the form's fields, within the photo budget. */
    async createFromLink(caller: Caller, input: unknown): Promise<GeoTaggedImageRecord> {
      const userId = requireUser(caller);
      const parsed = parseInput(photoLinkInputSchema, input);
      await limits.consume('photoUpload', userId);
      return store({ images, activity }, caller, await images.nextId(), parsed, {
        imageUrl: parsed.imageUrl,
        thumbnailUrl: null,
      });
    },

    /**
     * An uploaded file and the form's fields, within the traveller's photo budget. The file's EXIF fills the position and the date the form left
     * blank; the image and its thumbnail are stored re-encoded (no EXIF) before the record that points to
     * them, and removed again if the record cannot be written.
     */
    async upload(caller: Caller, fields: unknown, bytes: Buffer): Promise<GeoTaggedImageRecord> {
      const userId = requireUser(caller);
      const given = parseInput(photoFieldsSchema, fields);
      // Counted before the file is decoded: a refused file (a bomb) spends the budget too.
      await limits.consume('photoUpload', userId);
      const processed = await processUpload(bytes);
      const input = parseInput(photoInputSchema, {
        ...given,
        latitude: given.latitude ?? processed.exif.latitude,
        longitude: given.longitude ?? processed.exif.longitude,
        dateTaken: given.dateTaken ?? processed.exif.dateTaken,
      });
      const id = await images.nextId();
      try {
        await files.put(id, 'image', processed.image);
        await files.put(id, 'thumbnail', processed.thumbnail);
        return await store({ images, activity }, caller, id, input, {
          imageUrl: imageFileUrl(id, 'image'),
          thumbnailUrl: imageFileUrl(id, 'thumbnail'),
        });
      } catch (error) {
        await files.remove(id).catch(() => undefined);
        throw error;
      }
    },

    /** An uploaded photo's file, for whoever may see the photo; null when the photo links elsewhere. */
    async file(
      caller: Caller,
      id: unknown,
      kind: ImageFileKind,
    ): Promise<{ image: GeoTaggedImageRecord; file: StoredImageFile }> {
      const image = await visibleOr404(images, caller, id);
      const file = await files.get(image.id, kind);
      if (!file) throw AppError.notFound(IMAGE_NOT_FOUND);
      return { image, file };
    },

    async toggle(caller: Caller, id: unknown, kind: 'like' | 'save') {
      const userId = requireUser(caller);
      const image = await visibleOr404(images, caller, id);
      const active = await images.toggle(image.id, userId, kind);
      const [updated] = await withReader(images, caller, [(await images.findById(image.id)) ?? image]);
      return { image: updated ?? image, active };
    },

    async view(caller: Caller, id: unknown): Promise<number> {
      const userId = requireUser(caller);
      const image = await visibleOr404(images, caller, id);
      return images.view(image.id, userId, now().toISOString().slice(0, 10));
    },

    /** The owner deletes their photo, its files and its likes; anyone else gets the same 404 as for a missing one. */
    async remove(caller: Caller, id: unknown): Promise<true> {
      const userId = requireUser(caller);
      const image = await visibleOr404(images, caller, id);
      if (image.userId !== userId) throw AppError.notFound(IMAGE_NOT_FOUND);
      await files.remove(image.id);
      await images.remove(image.id);
      return true;
    },

    /** An entity reference: public images for anyone, private ones for their owner only. */
    async visible(caller: Caller, id: unknown): Promise<GeoTaggedImageRecord | null> {
      const parsed = z.number().int().positive().safeParse(id);
      if (!parsed.success) return null;
      const image = await images.findById(parsed.data);
      return image && (image.isPublic || (caller.userId !== null && image.userId === caller.userId))
        ? image
        : null;
    },
  };
}

export type GeoTaggedImages = ReturnType<typeof createGeoTaggedImages>;
