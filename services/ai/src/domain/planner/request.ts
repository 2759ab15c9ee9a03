import { z } from 'zod';
import { SEASONS, THEME_IDS } from '../../data/catalogue-schema.js';

export const ACCOMMODATION_TYPES = [
  'hotels',
  'boutique',
  'bnb',
  'glamping',
  'camping',
  'vacation-rentals',
  'hostels',
  'unique',
  // Trips made from a pack ask for 'flexible' (spec section 7).
  'flexible',
] as const;
export const BUDGETS = ['budget', 'moderate', 'luxury', 'flexible', 'premium'] as const;
export const PACES = ['slow', 'moderate', 'fast'] as const;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values).nullish());

/** What a trip plan is made from: the trip builder's five steps, plus the regeneration counter. */
export const tripRequestSchema = z.object({
  startLocation: z.string().trim().min(1, 'Starting location is required').max(200),
  endLocation: z.string().trim().min(1, 'Ending location is required').max(200),
  totalDays: z.number().int().min(1).max(30),
  themes: z.array(z.enum(THEME_IDS)).max(THEME_IDS.length).default([]),
  season: optionalChoice(SEASONS),
  budget: optionalChoice(BUDGETS),
  accommodationType: optionalChoice(ACCOMMODATION_TYPES),
  travelPartySize: z.number().int().min(1).max(50).default(2),
  pace: optionalChoice(PACES),
  /** The builder's 'Anything special' text. */
  specialRequests: z.string().max(1000).nullish(),
  /** 0 for the first plan; each 'Generate New Itinerary' asks for the next one. */
  variant: z.number().int().min(0).max(10_000).default(0),
  /** Where to report progress (see progress.ts); not part of what is planned. */
  progressId: z.uuid('progressId must be a UUID').nullish(),
});

export type TripRequestInput = z.input<typeof tripRequestSchema>;
export type TripRequest = z.output<typeof tripRequestSchema>;
