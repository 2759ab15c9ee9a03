import {
  CONTINENTS,
  tripPackCountryName,
  tripPackLengthOf,
  type TripPackFilter,
} from '@byway/contracts/rules';
import type { TripPackRecord } from '../data-access/trip-pack-repository.js';
import { tripPackCountriesNeighbour } from './country-neighbours.js';

/** A pack near the finder's choices, and how it differs from them in plain words. */
export interface NearTripPack {
  pack: TripPackRecord;
  differences: string[];
}

/** How many near packs the finder shows when nothing matches exactly. */
export const NEAREST_TRIP_PACKS = 6;

const LENGTH_WORDS: Readonly<Record<string, string>> = {
  weekend: 'a weekend',
  short: 'a short trip',
  medium: 'a medium trip',
  long: 'a long trip',
};

const continentOfCountry = (country: string | undefined) =>
  CONTINENTS.find((continent) => continent.countries.some((entry) => entry.id === country))?.id;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** How far a pack is in place: 0 the chosen country (or any when none), 1 next door, 2 the same continent. */
function placeRank(pack: TripPackRecord, filter: Partial<TripPackFilter>, continent: string | undefined) {
  if (filter.country && pack.country !== filter.country) {
    if (pack.country && tripPackCountriesNeighbour(pack.country, filter.country)) return 1;
    return pack.continent === continent ? 2 : null;
  }
  if (continent && pack.continent !== continent) return null;
  return 0;
}

function differencesOf(pack: TripPackRecord, filter: Partial<TripPackFilter>, continent: string | undefined) {
  const differences: string[] = [];
  if (filter.country && pack.country !== filter.country && pack.country) {
    const name = tripPackCountryName(pack.country);
    const continentName = CONTINENTS.find((entry) => entry.id === continent)?.name ?? 'the same continent';
    differences.push(
      tripPackCountriesNeighbour(pack.country, filter.country)
        ? `In ${name}, next door`
        : `In ${name}, elsewhere in ${continentName}`,
    );
  }
  if (filter.length && pack.durationCategory !== filter.length) {
    differences.push(`${days(pack.duration)}, not ${LENGTH_WORDS[filter.length] ?? filter.length}`);
  }
  if (filter.season && pack.bestSeason !== filter.season) {
    differences.push(
      pack.bestSeason
        ? `Best in ${pack.bestSeason}, not ${filter.season}`
        : `No best season given, not ${filter.season}`,
    );
  }
  return differences;
}

/**
 * The finder's dead end (issue 21): when no pack matches every choice, the packs nearest to them, each with how it
 * differs. Nearest first: the chosen country in another season or length, then a country next door, then
 * elsewhere on the same continent; within each, fewer differences first, then the given order (official and
 * best-rated first). Nothing when a pack matches exactly or no choice was made.
 */
export function nearestTripPacks(
  filter: Partial<TripPackFilter>,
  candidates: readonly TripPackRecord[],
  limit = NEAREST_TRIP_PACKS,
): NearTripPack[] {
  const continent = filter.continent ?? continentOfCountry(filter.country);
  const ranked = candidates.flatMap((pack, order) => {
    const place = placeRank(pack, filter, continent);
    if (place === null) return [];
    const normalised = {
      ...pack,
      durationCategory: pack.durationCategory ?? tripPackLengthOf(pack.duration),
    };
    const differences = differencesOf(normalised, filter, continent);
    return [{ pack, differences, place, order }];
  });
  if (ranked.length === 0 || ranked.some((entry) => entry.differences.length === 0)) return [];
  return ranked
    .sort((a, b) => a.place - b.place || a.differences.length - b.differences.length || a.order - b.order)
    .slice(0, limit)
    .map(({ pack, differences }) => ({ pack, differences }));
}
