import type { Place, Region, Season } from '../../data/catalogue-schema.js';
import { COUNTRIES, US_STATES } from '../../data/us-states.js';

/** The region record (climate, culture) for a US state code or a country code. */
export function regionFor(
  regions: readonly Region[],
  country: string,
  usState?: string | null,
): Region | undefined {
  const id = country === 'US' && usState ? `US-${usState}` : country;
  return regions.find((region) => region.id === id);
}

export function regionOfPlace(regions: readonly Region[], place: Pick<Place, 'country' | 'region'>) {
  return regionFor(regions, place.country, place.country === 'US' ? place.region : null);
}

export function areaName(country: string, region?: string | null): string {
  if (country === 'US' && region) return US_STATES[region] ?? region;
  const name = COUNTRIES[country]?.name ?? country;
  return region ? `${region}, ${name}` : name;
}

const SEASON_MONTHS: Record<Season, readonly number[]> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
};
export const monthsOf = (season: Season) => SEASON_MONTHS[season];

export function seasonOfMonth(month: number): Season {
  return (
    (Object.keys(SEASON_MONTHS) as Season[]).find((season) => SEASON_MONTHS[season].includes(month)) ??
    'summer'
  );
}

/** 'spring and fall', 'all year'. */
export function seasonsText(seasons: readonly Season[]): string {
  if (seasons.length >= 4) return 'all year';
  if (seasons.length === 1) return seasons[0] ?? '';
  return `${seasons.slice(0, -1).join(', ')} and ${seasons.at(-1)}`;
}

/** The next time the season comes round (its whole three months), from `now`. */
export function nextSeasonWindow(season: Season, now: Date): { from: Date; until: Date } {
  const months = SEASON_MONTHS[season];
  const firstMonth = months[0] ?? 1;
  let year = now.getUTCFullYear();
  const from = () => new Date(Date.UTC(year, firstMonth - 1, 1));
  const until = () => new Date(Date.UTC(year, firstMonth - 1 + 3, 0, 23, 59, 59));
  while (until() < now) year += 1;
  return { from: from(), until: until() };
}

export function minutesText(minutes: number): string {
  if (minutes < 60) return `About ${minutes} minutes`;
  const hours = Math.round((minutes / 60) * 2) / 2;
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
