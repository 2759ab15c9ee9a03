import { z } from 'zod';
import { DISTANCE_UNITS, routeIndexSchema } from '../rules/index.js';

/**
 * `GET /api/trips/{id}/cost-forecast?route=N` (beyond the spec, issue 11): the owner's whole-trip cost
 * estimate for one route option (the one the traveller chose when `route` is left out). 401 signed out, 404 'Trip not
 * found' for a trip that is missing or someone else's, 400 for a route the trip does not have.
 */
export const costForecastQuerySchema = z.object({
  route: z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : typeof value === 'string' && /^\d{1,3}$/.test(value)
          ? Number(value)
          : value,
    routeIndexSchema.optional(),
  ),
});
export type CostForecastQuery = z.input<typeof costForecastQuerySchema>;

/** Whole US dollars. */
const dollars = z.number().int().min(0);

export const costFiguresSchema = z.object({ fuel: dollars, lodging: dollars, food: dollars, total: dollars });

export const costForecastDaySchema = costFiguresSchema.extend({
  day: z.number().int(),
  /** The day's date (YYYY-MM-DD) from the trip's start date; null when the trip has none. */
  date: z.iso.date().nullable(),
  /** Miles driven that day, as the plan estimates them. */
  miles: z.number().min(0),
  /** The same in kilometres. */
  km: z.number().min(0),
  /** Where the night is spent (the destination on the last day). */
  overnight: z.string().nullable(),
  /** A US region (EIA's PADD) or a country: whose fuel price the day uses. */
  fuelRegion: z.string(),
});

export const costAssumptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** 'typical, June 2024'; null for our own rules. */
  asOf: z.string().nullable(),
  source: z.string().nullable(),
  url: z.string().nullable(),
});

export const costForecastResponseSchema = z.object({
  /** Always 'Estimate': typical prices, not quotes. */
  label: z.literal('Estimate'),
  currency: z.literal('USD'),
  routeIndex: z.number().int().min(0),
  routeName: z.string(),
  /** The unit of the country the trip starts in. */
  distanceUnit: z.enum(DISTANCE_UNITS),
  partySize: z.number().int().min(1),
  days: z.array(costForecastDaySchema),
  total: costFiguresSchema,
  /** The total shared by the party. */
  perPerson: dollars,
  assumptions: z.array(costAssumptionSchema),
});
export type CostForecastResponse = z.infer<typeof costForecastResponseSchema>;
