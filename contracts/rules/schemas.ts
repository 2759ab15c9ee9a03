import { z } from 'zod';
import {
  ACCOMMODATION_CHOICES,
  BUDGET_ALIASES,
  BUDGETS,
  CONTACT_CATEGORIES,
  GROUP_SIZES,
  HIDDEN_GEM_CATEGORIES,
  HIDDEN_GEM_SEASONS,
  LODGING_PREFERENCES,
  MEMORY_TYPES,
  PACES,
  PHOTO_CATEGORIES,
  PRICE_ALERT_ITEM_TYPES,
  PROFILE_INTERESTS,
  SEASONS,
  TIMES_OF_DAY,
  TRAVEL_STYLES,
  TRIP_PACK_LENGTHS,
  TRIP_THEMES,
  type HiddenGemCategory,
  type TripTheme,
} from './enumerations.js';
import { ACTIVITY_ACTIONS, TRIP_STATUSES } from './progress.js';

/** The message of a value outside an enumeration: it lists the allowed values. */
export const oneOfMessage = (field: string, values: readonly string[]) =>
  `${field} must be one of ${values.join(', ')}`;

/** A zod enum whose refusal names the field and lists the allowed values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: oneOfMessage(field, values) });

/** Strings are trimmed; blank strings and null count as "not given". */
export const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** An optional choice: blank or null is "not given" (undefined); anything else must be a valid value. */
export const optionalChoice = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A required choice: missing or blank says "{field} is required", anything else outside lists the values. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? `${field} is required` : oneOfMessage(field, values)),
    }),
  );

export const tripThemeSchema = oneOf('Theme', TRIP_THEMES);
export const profileInterestSchema = oneOf('Interest', PROFILE_INTERESTS);
export const hiddenGemCategorySchema = oneOf('Hidden-gem category', HIDDEN_GEM_CATEGORIES);
/** The accommodation types and 'flexible' (see FLEXIBLE_ACCOMMODATION). */
export const accommodationTypeSchema = oneOf('Accommodation type', ACCOMMODATION_CHOICES);
export const seasonSchema = oneOf('Season', SEASONS);
export const hiddenGemSeasonSchema = oneOf('Season', HIDDEN_GEM_SEASONS);
/** One of the 4 budgets; the old name 'premium' is read as 'luxury' (see BUDGET_ALIASES). */
export const budgetSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (BUDGET_ALIASES[value.trim().toLowerCase()] ?? value) : value),
  oneOf('Budget', BUDGETS),
);
export const travelStyleSchema = oneOf('Travel style', TRAVEL_STYLES);
export const paceSchema = oneOf('Pace', PACES);
export const lodgingPreferenceSchema = oneOf('Lodging preference', LODGING_PREFERENCES);
export const groupSizeSchema = oneOf('Group size', GROUP_SIZES);
export const photoCategorySchema = oneOf('Photo category', PHOTO_CATEGORIES);
export const timeOfDaySchema = oneOf('Time of day', TIMES_OF_DAY);
export const contactCategorySchema = oneOf('Contact category', CONTACT_CATEGORIES);
export const memoryTypeSchema = oneOf('Memory type', MEMORY_TYPES);
export const activityActionSchema = oneOf('Action', ACTIVITY_ACTIONS);
export const tripStatusSchema = requiredChoice('Status', TRIP_STATUSES);
export const priceAlertItemTypeSchema = oneOf('Item type', PRICE_ALERT_ITEM_TYPES);
export const tripPackLengthSchema = oneOf('Trip length', TRIP_PACK_LENGTHS);

/** The hidden-gems wizard's interests: a hidden-gem category or one of the builder's themes. */
export const HIDDEN_GEM_INTERESTS = [
  ...new Set<HiddenGemCategory | TripTheme>([...HIDDEN_GEM_CATEGORIES, ...TRIP_THEMES]),
] as readonly (HiddenGemCategory | TripTheme)[];
export const hiddenGemInterestSchema = z.enum([...HIDDEN_GEM_CATEGORIES, ...TRIP_THEMES], {
  error: oneOfMessage('Interest', HIDDEN_GEM_INTERESTS),
});
