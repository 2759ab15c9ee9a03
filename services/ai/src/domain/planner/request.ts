import {
  accommodationTypeSchema,
  budgetSchema,
  optionalChoice,
  paceSchema,
  seasonSchema,
  TEXT_LENGTHS,
  TRIP_LIMITS,
  TRIP_THEMES,
  tripThemeSchema,
} from '@byway/contracts/rules';
import { z } from 'zod';

/**
 * What a trip plan is made from: the trip builder's five steps, plus the regeneration counter. The values
 * follow the shared rules of contracts/rules (the ones the trips service and the REST adapter validate a
 * new trip with), so a trip that was accepted can always be planned: accommodation 'flexible' (trips made
 * from a pack) is accepted, and an old stored budget 'premium' is read as 'luxury'.
 */
/** A fixed stop of a plan: a real place, on one day of the trip. */
export const waypointSchema = z.object({
  name: z.string().trim().min(1).max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  day: z.number().int().min(1).max(TRIP_LIMITS.maxDays),
  category: z.string().trim().max(50).nullish(),
  description: z.string().trim().max(1000).nullish(),
});
export type Waypoint = z.output<typeof waypointSchema>;

export const tripRequestSchema = z
  .object({
    startLocation: z.string().trim().min(1, 'Starting location is required').max(200),
    endLocation: z.string().trim().min(1, 'Ending location is required').max(200),
    totalDays: z.number().int().min(TRIP_LIMITS.minDays).max(TRIP_LIMITS.maxDays),
    themes: z.array(tripThemeSchema).max(TRIP_THEMES.length).default([]),
    season: optionalChoice(seasonSchema),
    budget: optionalChoice(budgetSchema),
    accommodationType: optionalChoice(accommodationTypeSchema),
    travelPartySize: z
      .number()
      .int()
      .min(TRIP_LIMITS.minPartySize)
      .max(TRIP_LIMITS.maxPartySize)
      .default(TRIP_LIMITS.defaultPartySize),
    pace: optionalChoice(paceSchema),
    /** The builder's 'Anything special' text. */
    specialRequests: z.string().max(TEXT_LENGTHS.trip.specialRequests).nullish(),
    /** 0 for the first plan; each 'Generate New Itinerary' asks for the next one. */
    variant: z.number().int().min(0).max(10_000).default(0),
    /** Where to report progress (see progress.ts); not part of what is planned. */
    progressId: z.uuid('progressId must be a UUID').nullish(),
    /** A trip pack's stops: the plan follows them day by day (see the offline planner's planAlongWaypoints). */
    waypoints: z
      .array(waypointSchema)
      .max(TRIP_LIMITS.maxDays * 3)
      .nullish()
      .transform((list) => list ?? []),
    /** 'Start from my city': with waypoints, the trip starts and ends here (see pack-from-home.ts). */
    roundTripFrom: z.string().trim().max(200).nullish(),
  })
  .refine((request) => request.waypoints.every((waypoint) => waypoint.day <= request.totalDays), {
    message: 'Every waypoint day must be within the trip',
    path: ['waypoints'],
  });

export type TripRequestInput = z.input<typeof tripRequestSchema>;
export type TripRequest = z.output<typeof tripRequestSchema>;
