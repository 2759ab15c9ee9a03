import { z } from 'zod';

/**
 * What a language model is asked to return: names and towns only. Coordinates, distances and drive
 * times are never taken from the model; assembleModelItinerary (model-assembly.ts) geocodes every
 * stop with our gazetteer and catalogue and measures it with the same road estimate as the offline
 * planner, dropping what it cannot place.
 */
export const modelStopSchema = z.object({
  name: z.string().min(2).max(120),
  /** The real town the stop is in or next to, with its state or country ('Moab, UT'). */
  town: z.string().min(2).max(120),
  category: z.string().min(2).max(40),
  description: z.string().min(10).max(600),
  /** Minutes. */
  visitMinutes: z.number().int().min(10).max(600),
});

export const modelDaySchema = z.object({
  day: z.number().int().min(1).max(30),
  title: z.string().min(2).max(120),
  description: z.string().min(10).max(800),
  /** The real town where the night is spent ('Green River, UT'); the destination on the last day. */
  overnightTown: z.string().min(2).max(120),
  stops: z.array(modelStopSchema).min(1).max(10),
});

export const modelRouteOptionSchema = z.object({
  routeName: z.string().min(2).max(120),
  vibe: z.string().min(2).max(200),
  days: z.array(modelDaySchema).min(1).max(30),
});

export const modelItinerarySchema = z.object({
  routeOptions: z.array(modelRouteOptionSchema).length(3),
});

export type ModelStop = z.output<typeof modelStopSchema>;
export type ModelDay = z.output<typeof modelDaySchema>;
export type ModelItinerary = z.output<typeof modelItinerarySchema>;
