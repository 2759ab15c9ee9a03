import { z } from 'zod';
import {
  MEMORY_RATING,
  MEMORY_TYPES,
  memoryTypeSchema,
  PRICE_ALERT_ITEM_TYPES,
  PRICE_SEEN_ON_MAX_LENGTH,
  priceAlertItemTypeSchema,
  priceFromFormSchema,
  TEXT_LENGTHS,
} from '../rules/index.js';

// The memory types, item types, rating range and price limit are rules (contracts/rules); re-exported
// here for the REST clients that already read them from this module.
export {
  MAX_TARGET_PRICE,
  MEMORY_RATING,
  MEMORY_TYPES,
  PRICE_ALERT_ITEM_TYPES,
  type MemoryType,
  type PriceAlertItemType,
} from '../rules/index.js';

/** Blank strings (and null) count as not given: the forms omit empty optional fields. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .optional(),
  );

const requiredText = (message: string, field: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${field} must be at most ${max} characters`);

/** A number sent as a number or a numeric string ("149.99"). */
const numeric = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, message)
        .transform(Number),
    ],
    { error: message },
  );

const webAddress = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, `${field} must be an http or https address`)
      .optional(),
  );

const RATING_MESSAGE = `Rating must be a whole number from ${MEMORY_RATING.min} to ${MEMORY_RATING.max}`;
const ratingSchema = z.preprocess(
  blankToUndefined,
  numeric(RATING_MESSAGE)
    .pipe(
      z
        .number()
        .int(RATING_MESSAGE)
        .min(MEMORY_RATING.min, RATING_MESSAGE)
        .max(MEMORY_RATING.max, RATING_MESSAGE),
    )
    .optional()
    .default(MEMORY_RATING.default),
);
const photoUrlSchema = webAddress('Photo URL', TEXT_LENGTHS.memory.photoUrl);

const coordinate = (field: string, limit: number) =>
  z.preprocess(
    blankToUndefined,
    numeric(`${field} must be a number`)
      .pipe(
        z
          .number()
          .min(-limit, `${field} must be between -${limit} and ${limit}`)
          .max(limit, `${field} must be between -${limit} and ${limit}`),
      )
      .optional(),
  );

/**
 * `POST /api/trips/{id}/memories` (the memory form of spec 5). The stop is required; the rating (1-5,
 * default 5) applies only to the rating type and the photo address only to the photo type: for any other
 * type they are ignored, whatever was sent.
 */
export const tripMemoryRequestSchema = z
  .object({
    stopName: requiredText('Stop is required', 'Stop name', TEXT_LENGTHS.memory.stopName),
    memoryType: memoryTypeSchema,
    content: optionalText('Content', TEXT_LENGTHS.memory.content),
    // Checked below, and only for their own type (ignored otherwise, whatever was sent): the document
    // says what the rating and photo types take.
    rating: z
      .unknown()
      .optional()
      .meta({
        type: ['integer', 'string', 'null'],
        minimum: MEMORY_RATING.min,
        maximum: MEMORY_RATING.max,
        pattern: '^\\s*\\d+\\s*$',
        default: MEMORY_RATING.default,
        description: `For memoryType 'rating' only: a whole number from ${MEMORY_RATING.min} to ${MEMORY_RATING.max} (a numeric string is read as one; default ${MEMORY_RATING.default}). Ignored for other types.`,
      }),
    photoUrl: z
      .unknown()
      .optional()
      .meta({
        type: ['string', 'null'],
        format: 'uri',
        maxLength: TEXT_LENGTHS.memory.photoUrl,
        description: `For memoryType 'photo' only: an http or https address of at most ${TEXT_LENGTHS.memory.photoUrl} characters. Ignored for other types.`,
      }),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
  })
  .transform((input, ctx) => {
    const { rating, photoUrl, ...memory } = input;
    const typed: { rating?: number; photoUrl?: string } = {};
    if (memory.memoryType === 'rating') {
      const parsed = ratingSchema.safeParse(rating);
      if (parsed.success) typed.rating = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['rating'], message: parsed.error.issues[0]!.message });
    }
    if (memory.memoryType === 'photo') {
      const parsed = photoUrlSchema.safeParse(photoUrl);
      if (parsed.success) typed.photoUrl = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['photoUrl'], message: parsed.error.issues[0]!.message });
    }
    return { ...memory, ...typed };
  });
export type TripMemoryRequest = z.input<typeof tripMemoryRequestSchema>;

/** A saved memory, as `GET /api/trips/{id}/memories` lists it and the POST answers it. */
export const tripMemorySchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  userId: z.string(),
  /** Who saved it (issue 22: every member of a trip adds their own): the same as userId. */
  authorId: z.string(),
  /** How co-travellers see the author ('Ada L.'); null when not learned. */
  authorName: z.string().nullable(),
  stopName: z.string(),
  memoryType: z.enum(MEMORY_TYPES),
  content: z.string().nullable(),
  /** Only for the photo type. */
  photoUrl: z.string().nullable(),
  /** 1-5, only for the rating type. */
  rating: z.number().int().min(MEMORY_RATING.min).max(MEMORY_RATING.max).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type TripMemory = z.infer<typeof tripMemorySchema>;
export const tripMemoryListResponseSchema = z.array(tripMemorySchema);

/**
 * `POST /api/price-alerts` (the price alert form of spec 5): stop, item name and target price required
 * (more than 0, to the cent; a number or a numeric string); the booking URL optional.
 */
export const createPriceAlertRequestSchema = z.object({
  tripId: z.preprocess(
    blankToUndefined,
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,10}$/, 'Trip id must be a whole number')
            .transform(Number),
        ],
        {
          error: 'Trip id must be a whole number',
        },
      )
      .pipe(
        z
          .number()
          .int('Trip id must be a whole number')
          .min(1, 'Trip id must be a whole number')
          .max(2_147_483_647, 'Trip id is too large'),
      ),
  ),
  stopName: requiredText('Stop is required', 'Stop name', TEXT_LENGTHS.priceAlert.stopName),
  itemType: priceAlertItemTypeSchema,
  itemName: requiredText('Item name is required', 'Item name', TEXT_LENGTHS.priceAlert.itemName),
  targetPrice: priceFromFormSchema('Target price'),
  priceUrl: webAddress('Booking URL', TEXT_LENGTHS.priceAlert.priceUrl),
});
export type CreatePriceAlertRequest = z.input<typeof createPriceAlertRequestSchema>;

/** A price alert as `GET /api/price-alerts` lists it and the POST answers it. */
export const priceAlertSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  tripId: z.number().int(),
  stopName: z.string(),
  itemType: z.enum(PRICE_ALERT_ITEM_TYPES),
  itemName: z.string(),
  targetPrice: z.number(),
  /** The latest price recorded (by the traveller or a price source); null until one is. */
  currentPrice: z.number().nullable(),
  priceUrl: z.string().nullable(),
  /** When the latest price was recorded; null until one is. */
  lastChecked: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;
export const priceAlertListResponseSchema = z.array(priceAlertSchema);

/** The `{id}` of `/api/price-alerts/{id}/...`: a whole number. */
export const priceAlertIdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Price alert id must be a whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, 'Price alert id must be a whole number')
      .max(2_147_483_647, 'Price alert id is too large'),
  );

/**
 * `POST /api/price-alerts/{id}/prices` (issue 11): the price the traveller sees now (the same price rule
 * as a target price), and optionally where they saw it.
 */
export const recordAlertPriceRequestSchema = z.object({
  price: priceFromFormSchema('Price'),
  source: optionalText('Source', PRICE_SEEN_ON_MAX_LENGTH),
});
export type RecordAlertPriceRequest = z.input<typeof recordAlertPriceRequestSchema>;
