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
