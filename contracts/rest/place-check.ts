import { z } from 'zod';
import { placeQuerySchema } from '../rules/index.js';

/** `GET /api/places/suggest?q=` and `GET /api/places/check?q=`: the text typed so far, once. */
export const placeQueryRequestSchema = z.object({ q: placeQuerySchema });

/** One suggestion: its label is what the builder fills in and sends. */
export const placeSuggestionSchema = z.object({
  label: z.string(),
  name: z.string(),
  kind: z.enum(['town', 'landmark']),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
/** Best first, at most PLACE_SUGGESTION_LIMIT. */
export const placeSuggestionsResponseSchema = z.array(placeSuggestionSchema);

/**
 * Whether the planner knows the place, by the rules it plans with: ok with the label to send; or not, with
 * the message to show and, for a name of several places ('Springfield'), the labels to pick from.
 */
export const placeCheckSchema = z.object({
  ok: z.boolean(),
  label: z.string().nullable(),
  message: z.string().nullable(),
  options: z.array(z.string()),
});
export type PlaceCheck = z.infer<typeof placeCheckSchema>;
