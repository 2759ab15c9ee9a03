import { z } from 'zod';
import { SEASONS, TRIP_THEMES, type Season } from './enumerations.js';
import {
  accommodationTypeSchema,
  blankToUndefined,
  budgetSchema,
  oneOfMessage,
  optionalChoice,
  paceSchema,
  seasonSchema,
  tripThemeSchema,
} from './schemas.js';
import { TEXT_LENGTHS, tooLongMessage } from './text-lengths.js';
import { TRIP_LIMITS, TRIP_PACK_DEFAULTS } from './trip-limits.js';

/** Optional text: trimmed; blank and null count as not given (the trips service then applies the fallbacks). */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, tooLongMessage(field, max))
    .nullish()
    .transform((value) => value || undefined);

/** Required text: trimmed, not blank (the spec's message), at most `max` characters. */
export const requiredText = (message: string, field: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(field, max));

/**
 * A whole number in a range, sent as a number or as a numeric string ("7", as forms and REST clients send
 * it); missing or null takes the default.
 */
export const wholeNumber = (field: string, min: number, max: number, fallback: number) => {
  const range = `${field} must be between ${min} and ${max}`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${field} must be a number`).transform(Number)], {
      error: `${field} must be a number`,
    })
    .pipe(z.number().int(`${field} must be a whole number`).min(min, range).max(max, range))
    .nullish()
    .transform((value) => value ?? fallback);
};

/** A calendar day as the forms send it ('2027-06-14'), a real one. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const START_DATE_MESSAGE = 'Start date must be a day like 2027-06-14';
const isCalendarDay = (value: string) => {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/**
 * The trip's first day (optional, issue 21): the builder's step 1 and the trip page set it; the calendar
 * export, the cost forecast and the recommendations' season read it. Blank and null mean no date.
 */
export const tripStartDateSchema = z
  .string({ error: START_DATE_MESSAGE })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), START_DATE_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/** The months of each season (northern hemisphere, as the planner's climate facts). */
export const SEASON_MONTHS: Readonly<Record<Season, readonly number[]>> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
};

/** The season a trip starting on `day` ('2027-06-14', or a stored ISO time) travels in. */
export function seasonOfDay(day: string): Season {
  const month = Number(day.slice(5, 7));
  return SEASONS.find((season) => SEASON_MONTHS[season].includes(month)) ?? 'summer';
}

/** The chosen themes, each one of the 16; repeats are dropped. */
export const tripThemesSchema = z
  .array(tripThemeSchema, { error: 'Themes must be a list' })
  .max(TRIP_THEMES.length, `Choose at most ${TRIP_THEMES.length} themes`)
  .nullish()
  .transform((list) => (list ? [...new Set(list)] : undefined));

/**
 * The themes joined by commas ('nature,scenic-drives'), as older clients send `theme`: each one must be
 * one of the 16. The text is kept as sent (trimmed); blank is not given.
 */
export const joinedThemesSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Theme must be text' })
    .max(TEXT_LENGTHS.trip.theme, tooLongMessage('Theme', TEXT_LENGTHS.trip.theme))
    .superRefine((value, ctx) => {
      const known = TRIP_THEMES as readonly string[];
      const unknown = value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item && !known.includes(item));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: oneOfMessage('Theme', TRIP_THEMES) });
    })
    .optional(),
);

/**
 * The trip form of spec section 5, the one rule for a new trip: the REST adapter (POST /api/trips, see
 * contracts/rest/trips.ts) and the trips service's createTrip (GraphQL CreateTripInput) both parse with it,
 * so a value is refused, with the same message, on either path before anything is planned or stored.
 */
export const tripInputSchema = z.object({
  title: optionalText('Title', TEXT_LENGTHS.trip.title),
  description: optionalText('Description', TEXT_LENGTHS.trip.description),
  startLocation: requiredText(
    'Starting location is required',
    'Starting location',
    TEXT_LENGTHS.trip.location,
  ),
  endLocation: requiredText('Ending location is required', 'Ending location', TEXT_LENGTHS.trip.location),
  totalDays: wholeNumber(
    'Trip length (days)',
    TRIP_LIMITS.minDays,
    TRIP_LIMITS.maxDays,
    TRIP_LIMITS.defaultDays,
  ),
  travelPartySize: wholeNumber(
    'Travel party size',
    TRIP_LIMITS.minPartySize,
    TRIP_LIMITS.maxPartySize,
    TRIP_LIMITS.defaultPartySize,
  ),
  theme: joinedThemesSchema,
  themes: tripThemesSchema,
  accommodationType: optionalChoice(accommodationTypeSchema),
  season: optionalChoice(seasonSchema),
  budget: optionalChoice(budgetSchema),
  /** How full the days are (spec 3 'Pace'); the builder starts from the traveller's profile. */
  pace: optionalChoice(paceSchema),
  /** Where the AI service reports planning progress: a UUID the client chose. */
  progressId: z.uuid('progressId must be a UUID').nullish(),
  startDate: tripStartDateSchema,
});
export type TripInput = z.input<typeof tripInputSchema>;
export type ParsedTripInput = z.output<typeof tripInputSchema>;

/**
 * `POST /api/trips/from-pack` and GraphQL `createTripFromPack` (spec 7 and 9): the finder's 'View Details'
 * sends the pack's id with the spec's payload. The trip follows the pack: its start, end, days and stops
 * come from the stored pack, so `startLocation`, `endLocation` and `totalDays` are only checked for shape.
 * Without a choice the pack defaults of spec 9 apply (party of 2, moderate budget, accommodation 'flexible').
 */
export const tripFromPackInputSchema = z.object({
  tripPackId: z
    .number({ error: 'tripPackId must be a number' })
    .int('tripPackId must be a whole number')
    .positive('tripPackId must be positive'),
  title: optionalText('Title', TEXT_LENGTHS.trip.title),
  startLocation: optionalText('Starting location', TEXT_LENGTHS.trip.location),
  endLocation: optionalText('Ending location', TEXT_LENGTHS.trip.location),
  totalDays: wholeNumber(
    'Trip length (days)',
    TRIP_LIMITS.minDays,
    TRIP_LIMITS.maxDays,
    TRIP_LIMITS.defaultDays,
  ),
  themes: tripThemesSchema,
  season: optionalChoice(seasonSchema),
  accommodationType: optionalChoice(accommodationTypeSchema),
  partySize: wholeNumber(
    'Travel party size',
    TRIP_LIMITS.minPartySize,
    TRIP_LIMITS.maxPartySize,
    TRIP_PACK_DEFAULTS.partySize,
  ),
  budget: optionalChoice(budgetSchema),
  progressId: z.uuid('progressId must be a UUID').nullish(),
  /**
   * 'Start from my city' (issue 10): the trip starts and ends here, adding the days of driving to the
   * pack's start and back home; blank means the pack's own start.
   */
  startFrom: optionalText('Your city', TEXT_LENGTHS.trip.location),
});
export type TripFromPackInput = z.input<typeof tripFromPackInputSchema>;
