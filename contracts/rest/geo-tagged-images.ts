import { z } from 'zod';
import { photoFieldsSchema, photoLinkInputSchema } from '../rules/photo-input.js';

// The photo form's rules live once in contracts/rules/photo-input.ts; re-exported for the REST clients.
export { PHOTO_UPLOAD, photoFieldsSchema, photoLinkInputSchema } from '../rules/photo-input.js';

/**
 * Photo discovery (spec 7 and issue 10). `GET /api/geo-tagged-images?category=&location=&search=` lists the
 * public photos and the caller's own private ones; `POST /api/geo-tagged-images` takes the partners' JSON
 * (an https `imageUrl`); `POST /api/geo-tagged-images/upload` takes `multipart/form-data` with the file in
 * `image` (JPEG, PNG or WebP, up to 10 MB) and the same fields as text; latitude, longitude and dateTaken
 * may be left out when the file's EXIF has them. Uploaded files are served, without EXIF, at `imageUrl`
 * and `thumbnailUrl` (`/api/geo-tagged-images/{id}/image`, `/thumbnail`).
 */
export const geoTaggedImageSchema = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  imageUrl: z.string().min(1),
  thumbnailUrl: z.string().nullable(),
  photographerName: z.string().nullable(),
  photographerUrl: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  locationName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  dateTaken: z.string().nullable(),
  season: z.string().nullable(),
  timeOfDay: z.string().nullable(),
  weather: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The signed-in caller likes it / saved it / shared it (false for visitors). */
  likedByMe: z.boolean(),
  savedByMe: z.boolean(),
  mine: z.boolean(),
});
export type GeoTaggedImage = z.infer<typeof geoTaggedImageSchema>;

export const geoTaggedImageListResponseSchema = z.array(geoTaggedImageSchema);

/** POST /api/geo-tagged-images/{id}/like and /save: `active` is whether the traveller now likes (has saved) it. */
export const geoTaggedImageReactionResponseSchema = z.object({
  active: z.boolean(),
  image: geoTaggedImageSchema,
});
export type GeoTaggedImageReactionResponse = z.infer<typeof geoTaggedImageReactionResponseSchema>;

/** POST /api/geo-tagged-images/{id}/view: the image's view count (a traveller's views count once a day). */
export const geoTaggedImageViewResponseSchema = z.object({ views: z.number().int() });

/** The list's query string: each filter optional; blank means "any". */
export const geoTaggedImageQuerySchema = z.object({
  category: z.string().max(50, 'Category is at most 50 characters').optional(),
  location: z.string().max(200, 'Location is at most 200 characters').optional(),
  search: z.string().max(200, 'Search is at most 200 characters').optional(),
});

export const geoTaggedImageIdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Image id must be a whole number')
  .transform(Number)
  .pipe(
    z.number().int().min(1, 'Image id must be a whole number').max(2_147_483_647, 'Image id is too large'),
  );

/** The JSON request of POST /api/geo-tagged-images. */
export const geoTaggedImageRequestSchema = photoLinkInputSchema;
/** The text fields of the multipart upload. */
export const geoTaggedImageUploadFieldsSchema = photoFieldsSchema;
