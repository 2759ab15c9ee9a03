import { z } from 'zod';
import { momentSchema, routeOptionSchema, tripSchema, tripStopSchema } from './trips.js';

/**
 * `GET /api/trips/{id}/public` (spec 2 'Public trip'): what anyone, signed in or not, may see of a trip its
 * owner made public. No owner, memories or price alerts. A missing or private trip is a 404 'Trip not found'.
 */
export const publicTripSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    startLocation: z.string(),
    endLocation: z.string(),
    totalDays: z.number().int(),
    /** Selected themes joined by commas. */
    theme: z.string().nullable(),
    /** The page's status badge. */
    status: tripSchema.shape.status,
    season: tripSchema.shape.season,
    budget: tripSchema.shape.budget,
    travelPartySize: z.number().int().nullable(),
    accommodationType: tripSchema.shape.accommodationType,
    routeOptions: z.array(routeOptionSchema),
    selectedRouteIndex: z.number().int(),
    createdAt: momentSchema,
  })
  .strict();
export type PublicTrip = z.infer<typeof publicTripSchema>;

/** `GET /api/trips/{id}/stops/public`: the selected route's stops, by day then orderInDay. */
export const publicTripStopsResponseSchema = z.array(tripStopSchema);
