import { z } from 'zod';
import { tripFromPackInputSchema, tripPackReviewInputSchema } from '../rules/index.js';

/**
 * `GET /api/trip-packs?continent=&country=&length=&season=` (spec 7): the finder's results. The query follows
 * the same rules as GraphQL `tripPacks(filter)` (`tripPackFilterSchema` in contracts/rules). Public: no
 * sign-in needed. `rating` and `reviews` come from travellers' reviews only; a pack nobody has reviewed
 * answers 0 and 0 (the card says 'New'). `distance`, when present, is an estimate.
 */
export const tripPackCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    startLocation: z.string().nullable(),
    endLocation: z.string().nullable(),
    /** Days. */
    duration: z.number().int(),
    theme: z.string(),
    bestSeason: z.string().nullable(),
    difficulty: z.string().nullable(),
    price: z.number(),
    distance: z.string().nullable(),
    rating: z.number(),
    reviews: z.number().int(),
    creator: z.string().nullable(),
    photos: z.array(z.string()),
    highlights: z.array(z.string()),
    coverImage: z.string().nullable(),
    continent: z.string().nullable(),
    country: z.string().nullable(),
    /** The finder's length band: weekend, short, medium or long. */
    durationCategory: z.string().nullable(),
    isOfficial: z.boolean(),
  })
  .strict();
export type TripPackCard = z.infer<typeof tripPackCardSchema>;

export const tripPacksResponseSchema = z.array(tripPackCardSchema);

/**
 * `GET /api/trip-packs/nearest?continent=&country=&length=&season=` (issue 21): when no pack matches every
 * choice, the nearest packs, nearest first (the chosen country in another season or length, then a country next
 * door, then the same continent), each with how it differs in plain words ('Best in spring, not winter',
 * '7 days, not a weekend', 'In Namibia, next door'). Empty when a pack matches exactly. Public.
 */
export const nearTripPackSchema = z
  .object({ pack: tripPackCardSchema, differences: z.array(z.string()) })
  .strict();
export type NearTripPack = z.infer<typeof nearTripPackSchema>;
export const nearestTripPacksResponseSchema = z.array(nearTripPackSchema);

/**
 * `POST /api/trips/from-pack` (spec 7): `{ tripPackId, title, startLocation, endLocation, totalDays, themes,
 * season, accommodationType: 'flexible', partySize: 2, budget: 'moderate' }`, signed in. The trip follows the
 * stored pack (its start, end, days and stops); the answer is 201 with the trip as `POST /api/trips` answers it
 * (`tripDetailSchema`). 400 a bad payload, 401 signed out, 404 `{ message: 'Trip pack not found' }`.
 */
export const createTripFromPackRequestSchema = tripFromPackInputSchema;
export const TRIP_PACK_NOT_FOUND_MESSAGE = 'Trip pack not found';

/**
 * Reviews of trip packs (issue 10). `GET /api/trip-packs/{id}/reviews` (public): the pack's reviews, newest
 * first, without who wrote them. `POST /api/trip-packs/{id}/reviews` `{ rating: 1-5, comment? }` (signed in,
 * after making a trip from the pack; a second post edits the review): 200 with the review; 403 without a trip
 * from the pack, 404 an unknown pack. `GET /api/trip-packs/{id}/my-review` (signed in): `{ canReview, review }`.
 */
export const tripPackReviewRequestSchema = tripPackReviewInputSchema;
export const tripPackReviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    mine: z.boolean(),
  })
  .strict();
export type TripPackReview = z.infer<typeof tripPackReviewSchema>;
export const tripPackReviewsResponseSchema = z.array(tripPackReviewSchema);
export const myTripPackReviewSchema = z
  .object({ canReview: z.boolean(), review: tripPackReviewSchema.nullable() })
  .strict();
export const tripPackIdParamSchema = z.coerce
  .number({ error: 'Trip pack id must be a number' })
  .int('Trip pack id must be a whole number')
  .positive('Trip pack id must be positive');
