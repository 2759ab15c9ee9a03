import { parseInput } from '@byway/kit';
import { seasonSchema, tripPackLengthSchema } from '@byway/contracts/rules';
import { z } from 'zod';
import { CONTINENTS, type ContinentEntry } from '../data/continents.js';
import type { TripPackRecord, TripPackRepository } from '../data-access/trip-pack-repository.js';

/** A finder choice: trimmed and lower-cased like the ids; blank means "not chosen". */
const choice = z
  .string()
  .trim()
  .toLowerCase()
  .max(50, 'Filter values are at most 50 characters')
  .nullish()
  .transform((value) => value || undefined);

/**
 * Steps 3 and 4 are fixed lists (shared rules): the length matches a pack's durationCategory and the season
 * its bestSeason; a value outside them is refused with the allowed values.
 */
const listChoice = <S extends z.ZodType<unknown, string>>(schema: S) => choice.pipe(schema.optional());

const filterFields = z.object({
  continent: choice,
  country: choice,
  length: listChoice(tripPackLengthSchema),
  season: listChoice(seasonSchema),
});

export const tripPackFilterInput = filterFields
  .nullish()
  .transform((filter): Partial<z.output<typeof filterFields>> => filter ?? {});

/** `ready` settles once the authored packs are stored (see resolvers/index.ts). */
export function createTripPacks({ packs, ready }: { packs: TripPackRepository; ready: Promise<void> }) {
  return {
    continents(): readonly ContinentEntry[] {
      return CONTINENTS;
    },

    /** The finder's results: packs that match each of the four choices that were made. */
    async find(filter: unknown): Promise<TripPackRecord[]> {
      const { continent, country, length, season } = parseInput(tripPackFilterInput, filter);
      await ready;
      return packs.find({
        ...(continent ? { continent } : {}),
        ...(country ? { country } : {}),
        ...(length ? { durationCategory: length } : {}),
        ...(season ? { bestSeason: season } : {}),
      });
    },

    async byId(id: unknown): Promise<TripPackRecord | null> {
      const parsed = z.number().int().positive().safeParse(id);
      if (!parsed.success) return null;
      await ready;
      return packs.findById(parsed.data);
    },
  };
}

export type TripPacks = ReturnType<typeof createTripPacks>;
