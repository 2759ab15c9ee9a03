import { z } from 'zod';
import { seasonSchema, tripPackLengthSchema } from './schemas.js';

/**
 * The trip-pack finder's four choices, one rule for GraphQL `tripPacks(filter)` and REST
 * `GET /api/trip-packs?continent=&country=&length=&season=`: each is trimmed and lower-cased like the ids,
 * blank means "not chosen", and length and season must be one of their fixed lists.
 */
const choice = z
  .string()
  .trim()
  .toLowerCase()
  .max(50, 'Filter values are at most 50 characters')
  .nullish()
  .transform((value) => value || undefined);

const listChoice = <S extends z.ZodType<unknown, string>>(schema: S) => choice.pipe(schema.optional());

export const tripPackFilterSchema = z.object({
  continent: choice,
  country: choice,
  length: listChoice(tripPackLengthSchema),
  season: listChoice(seasonSchema),
});
export type TripPackFilter = z.output<typeof tripPackFilterSchema>;

/** The longest review a traveller may write of a trip pack. */
export const TRIP_PACK_REVIEW_MAX_LENGTH = 2000;

/**
 * A traveller's review of a trip pack they made a trip from (issue 10): a whole-star rating of 1-5 and an
 * optional comment (trimmed; blank means none). One per traveller and pack; writing again edits it.
 */
export const tripPackReviewInputSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  comment: z
    .string({ error: 'Review must be text' })
    .trim()
    .max(TRIP_PACK_REVIEW_MAX_LENGTH, `Review must be at most ${TRIP_PACK_REVIEW_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type TripPackReviewInput = z.input<typeof tripPackReviewInputSchema>;
