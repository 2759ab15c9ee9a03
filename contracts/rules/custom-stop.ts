import { z } from 'zod';
import { optionalText, requiredText } from './trip-input.js';

/**
 * A stop the traveller adds to one of their trips themselves (a hidden gem's 'Add to trip'): stored as a
 * custom stop (`isCustom`), kept when the itinerary is regenerated.
 */
export const CUSTOM_STOP_LIMITS = {
  name: 255,
  description: 2000,
  address: 300,
  category: 50,
  /** Spec 9: a gem becomes a stop of 60 minutes; it goes on the day whose line it lies along. */
  defaultDuration: 60,
  defaultDay: 1,
  defaultOrder: 1,
  /**
   * A place further than this from every day's line (the stops of the day in order) is far off the trip:
   * the traveller is asked before it is added ('Add it anyway?').
   */
  nearRouteKm: 60,
  /** At most this many custom stops on one trip. */
  perTrip: 30,
} as const;

const degrees = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`);

/** `addStopToTrip(tripId, stop)` and its REST path: the place, where it is, and how long a visit takes. */
export const customStopInputSchema = z.object({
  name: requiredText('Stop name is required', 'Stop name', CUSTOM_STOP_LIMITS.name),
  description: optionalText('Description', CUSTOM_STOP_LIMITS.description),
  category: optionalText('Category', CUSTOM_STOP_LIMITS.category),
  address: optionalText('Address', CUSTOM_STOP_LIMITS.address),
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
  /** Minutes; the spec's 60 when not given. */
  estimatedDuration: z
    .number({ error: 'Estimated duration must be a number of minutes' })
    .int('Estimated duration must be a whole number of minutes')
    .min(5, 'Estimated duration must be at least 5 minutes')
    .max(24 * 60, 'Estimated duration must be at most 1440 minutes')
    .nullish(),
  rating: z.number().min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5').nullish(),
  /** The traveller was told the place is far off the trip's route and chose to add it anyway. */
  addAnyway: z.boolean().nullish(),
});
export type CustomStopInput = z.input<typeof customStopInputSchema>;
export type ParsedCustomStopInput = z.output<typeof customStopInputSchema>;
