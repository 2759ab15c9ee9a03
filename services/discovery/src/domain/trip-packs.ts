import { parseInput } from '@byway/kit';
import {
  CONTINENTS,
  tripPackFilterSchema,
  type ContinentEntry,
  type TripPackFilter,
} from '@byway/contracts/rules';
import { z } from 'zod';
import type { TripPackRecord, TripPackRepository } from '../data-access/trip-pack-repository.js';
import { nearestTripPacks, type NearTripPack } from './nearest-trip-packs.js';

/** The finder's choices (one rule with REST, contracts/rules); no filter at all means every pack. */
export const tripPackFilterInput = tripPackFilterSchema
  .nullish()
  .transform((filter): Partial<TripPackFilter> => filter ?? {});

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

    /**
     * The finder's dead end (issue 21, one owner for GraphQL `nearestTripPacks` and REST
     * `GET /api/trip-packs/nearest`): when nothing matches every choice, the nearest packs and how each differs.
     */
    async nearest(filter: unknown): Promise<NearTripPack[]> {
      const choices = parseInput(tripPackFilterInput, filter);
      await ready;
      const continent =
        choices.continent ??
        CONTINENTS.find((entry) => entry.countries.some(({ id }) => id === choices.country))?.id;
      return nearestTripPacks(choices, await packs.find(continent ? { continent } : {}));
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
