import { z } from 'zod';
import { PHOTO_CATEGORIES, SEASONS, TIMES_OF_DAY } from './enumerations.js';
import { blankToUndefined, optionalChoice, oneOf, requiredChoice } from './schemas.js';

/** A photo upload's limits (issue 10): the file types the service reads and the largest file it takes. */
export const PHOTO_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** What the file input accepts. */
  accept: 'image/jpeg,image/png,image/webp',
  thumbnailWidth: 480,
  maxTags: 20,
} as const;

/** The trip page's 'Photos near this route' (issue 10): public photos this close to a stop, nearest first. */
export const PHOTOS_NEAR_ROUTE = {
  radiusKm: 25,
  maxPoints: 200,
  maxResults: 12,
} as const;

export const PHOTO_TEXT_LENGTHS = {
  title: 255,
  description: 2000,
  locationName: 255,
  place: 100,
  tag: 50,
  weather: 50,
  imageUrl: 1000,
} as const;

const requiredText = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
      })
      .max(max, `${field} is at most ${max} characters`),
  );

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be text` })
      .max(max, `${field} is at most ${max} characters`)
      .optional(),
  );

/** A decimal number, typed ("37.74") or sent as a number; blank is "not given". */
const coordinate = (field: string, limit: number) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' && /^-?\d+(\.\d+)?$/.test(blank) ? Number(blank) : blank;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${field} is required` : `${field} must be a decimal number`,
      })
      .min(-limit, `${field} must be between -${limit} and ${limit}`)
      .max(limit, `${field} must be between -${limit} and ${limit}`),
  );

/** Tags as a list or as the form's comma-separated text: trimmed, empties and repeats dropped. */
const tagsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : (value ?? [])),
  z
    .array(
      z
        .string({ error: 'Tags must be text' })
        .trim()
        .max(PHOTO_TEXT_LENGTHS.tag, `A tag is at most ${PHOTO_TEXT_LENGTHS.tag} characters`),
    )
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
    .refine((tags) => tags.length <= PHOTO_UPLOAD.maxTags, `At most ${PHOTO_UPLOAD.maxTags} tags`),
);

const isPublicSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : (blankToUndefined(value) ?? true)),
  z.boolean({ error: 'isPublic must be true or false' }),
);

const dateTakenSchema = z.preprocess(
  blankToUndefined,
  z.iso
    .datetime({ offset: true, error: 'dateTaken must be a date and time (ISO 8601)' })
    .or(z.iso.date({ error: 'dateTaken must be a date (ISO 8601)' }))
    .optional(),
);

/**
 * The photo form's fields (spec 5, "Photo upload"), shared by POST /api/geo-tagged-images (JSON, with an
 * `imageUrl`), the multipart upload (the file instead of `imageUrl`) and the media service. Latitude,
 * longitude and dateTaken may come from the file's EXIF, so they are optional here; see `photoInputSchema`.
 */
export const photoFieldsSchema = z.object({
  title: requiredText('Title', PHOTO_TEXT_LENGTHS.title),
  description: optionalText('Description', PHOTO_TEXT_LENGTHS.description),
  category: requiredChoice('Category', PHOTO_CATEGORIES),
  latitude: coordinate('Latitude', 90).optional(),
  longitude: coordinate('Longitude', 180).optional(),
  locationName: requiredText('Location name', PHOTO_TEXT_LENGTHS.locationName),
  city: optionalText('City', PHOTO_TEXT_LENGTHS.place),
  state: optionalText('State', PHOTO_TEXT_LENGTHS.place),
  country: optionalText('Country', PHOTO_TEXT_LENGTHS.place),
  tags: tagsSchema,
  season: optionalChoice(oneOf('Season', SEASONS)),
  timeOfDay: optionalChoice(oneOf('Time of day', TIMES_OF_DAY)),
  weather: optionalText('Weather', PHOTO_TEXT_LENGTHS.weather),
  dateTaken: dateTakenSchema,
  isPublic: isPublicSchema,
});

/** Every field once a position is known (from the form or the file): latitude and longitude required. */
export const photoInputSchema = photoFieldsSchema.extend({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});

/**
 * What an image address must not hold (issue 18): characters that end a quoted attribute, a CSS string or
 * a url(), and the entity text (`&apos;`, `&#40;`) an HTML parser turns back into them. Every such
 * character has a percent-encoded form (%27, %28) that browsers and image hosts read the same way.
 */
const UNSAFE_IN_IMAGE_URL = /["'`()<>\\\s]|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
export const IMAGE_URL_UNSAFE_MESSAGE =
  'Image URL must not contain quotes, parentheses, angle brackets, backslashes, spaces or HTML entities (percent-encode them)';

/** The partners' JSON payload: the form's fields and the address of an image hosted elsewhere. */
export const photoLinkInputSchema = photoInputSchema.extend({
  imageUrl: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https$/,
        error: (issue) =>
          issue.input === undefined ? 'Image URL is required' : 'Image URL must be an https address',
      })
      .max(PHOTO_TEXT_LENGTHS.imageUrl, `Image URL is at most ${PHOTO_TEXT_LENGTHS.imageUrl} characters`)
      .refine((url) => !UNSAFE_IN_IMAGE_URL.test(url), IMAGE_URL_UNSAFE_MESSAGE),
  ),
});

export type PhotoFields = z.output<typeof photoFieldsSchema>;
export type PhotoInput = z.output<typeof photoInputSchema>;
export type PhotoLinkInput = z.output<typeof photoLinkInputSchema>;
