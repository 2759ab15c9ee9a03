import { z } from 'zod';
import { TRIP_LIMITS } from '../data-access/models.js';

/** Optional text: trimmed, and blank counts as not given. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, 'Locations must be at most 200 characters');

/** The trip form of spec section 5. */
export const createTripInput = z.object({
  title: optionalText(500, 'Title'),
  description: optionalText(2000, 'Description'),
  startLocation: requiredText('Starting location is required'),
  endLocation: requiredText('Ending location is required'),
  totalDays: z
    .number()
    .int('Trip length must be a whole number of days')
    .min(
      TRIP_LIMITS.minDays,
      `Trip length must be between ${TRIP_LIMITS.minDays} and ${TRIP_LIMITS.maxDays} days`,
    )
    .max(
      TRIP_LIMITS.maxDays,
      `Trip length must be between ${TRIP_LIMITS.minDays} and ${TRIP_LIMITS.maxDays} days`,
    )
    .nullish()
    .transform((value) => value ?? TRIP_LIMITS.defaultDays),
  travelPartySize: z
    .number()
    .int('Party size must be a whole number')
    .min(
      TRIP_LIMITS.minPartySize,
      `Party size must be between ${TRIP_LIMITS.minPartySize} and ${TRIP_LIMITS.maxPartySize}`,
    )
    .max(
      TRIP_LIMITS.maxPartySize,
      `Party size must be between ${TRIP_LIMITS.minPartySize} and ${TRIP_LIMITS.maxPartySize}`,
    )
    .nullish()
    .transform((value) => value ?? TRIP_LIMITS.defaultPartySize),
  theme: optionalText(500, 'Theme'),
  themes: z
    .array(z.string().trim().min(1, 'Themes cannot be blank').max(50, 'Each theme is at most 50 characters'))
    .max(20, 'Choose at most 20 themes')
    .nullish()
    .transform((list) => (list ? [...new Set(list)] : undefined)),
  accommodationType: optionalText(100, 'Accommodation type'),
  season: optionalText(100, 'Season'),
  budget: optionalText(100, 'Budget'),
  /** Where the AI service reports planning progress; a UUID the client chose. */
  progressId: z.uuid('progressId must be a UUID').nullish(),
});

export const progressIdInput = z.uuid('progressId must be a UUID').nullish();

export const tripIdInput = z.number().int().positive();
