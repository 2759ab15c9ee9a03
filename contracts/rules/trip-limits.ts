import {
  FLEXIBLE_ACCOMMODATION,
  type AccommodationChoice,
  type Budget,
  type TripPackLength,
} from './enumerations.js';

/**
 * The numeric limits of spec sections 5 and 9, defined once. The servers accept the full range; the
 * builder's pickers offer a shorter one.
 */
export const TRIP_LIMITS = {
  minDays: 1,
  /** The most the APIs accept. */
  maxDays: 30,
  defaultDays: 7,
  /** The builder's duration picker offers 1 to 14 days. */
  pickerMaxDays: 14,
  minPartySize: 1,
  /** The most the APIs accept. */
  maxPartySize: 50,
  defaultPartySize: 2,
  /** The builder's party size picker offers 1 to 20 travellers. */
  pickerMaxPartySize: 20,
} as const;

/**
 * What a trip made from a trip pack asks for (spec 9): a party of 2, a moderate budget and accommodation
 * 'flexible', which the trip rules accept as "no preference" (see FLEXIBLE_ACCOMMODATION).
 */
export const TRIP_PACK_DEFAULTS = {
  partySize: 2,
  budget: 'moderate',
  accommodationType: FLEXIBLE_ACCOMMODATION,
} as const satisfies { partySize: number; budget: Budget; accommodationType: AccommodationChoice };

/** Profile setup and onboarding: at least 3 interests. */
export const PROFILE_LIMITS = { minInterests: 3 } as const;

/** A memory's rating: 1 to 5, 5 when not chosen. */
export const MEMORY_RATING = { min: 1, max: 5, default: 5 } as const;

/** A price alert's target price: decimal(10,2), more than 0. */
export const MAX_TARGET_PRICE = 99_999_999.99;

/** The level every traveller starts at (user_stats.level). */
export const DEFAULT_LEVEL = 'Curious Wanderer';

/**
 * The trip-pack finder's length bands (step 3): a weekend is 2-3 days, short 4-7, medium 8-14 and long 15
 * or more. A one-day pack counts as a weekend.
 */
export function tripPackLengthOf(durationDays: number): TripPackLength {
  if (durationDays <= 3) return 'weekend';
  if (durationDays <= 7) return 'short';
  if (durationDays <= 14) return 'medium';
  return 'long';
}
