import { z } from 'zod';

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
