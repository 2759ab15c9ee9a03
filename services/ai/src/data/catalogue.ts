import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { kmOutside } from '../domain/geo/outlines.js';
import {
  annualEventSchema,
  crossingsFileSchema,
  placeSchema,
  regionSchema,
  type AnnualEvent,
  type Crossing,
  type Island,
  type Place,
  type Region,
  type Season,
} from './catalogue-schema.js';

/**
 * Loads the data we author (see SOURCES.md): places by area under places/, regions (climate and
 * culture) by area under regions/, annual events. Parsed once, validated with the zod shapes in catalogue-schema.ts.
 */
const dataDir = fileURLToPath(new URL('.', import.meta.url));

export function readJsonArray<T>(path: string, schema: z.ZodType<T>): T[] {
  const parsed = z.array(schema).safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 20)
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${path} is not valid:\n${issues.join('\n')}`);
  }
  return parsed.data;
}

const jsonFilesIn = (folder: string) =>
  readdirSync(`${dataDir}${folder}`)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${dataDir}${folder}/${name}`);

/** Places by area (one file per area, so areas can be authored side by side). */
export const placeFiles = () => jsonFilesIn('places');
/** Regions (US states, countries) by area, like the places. */
export const regionFiles = () => jsonFilesIn('regions');

export interface Catalogue {
  places: readonly Place[];
  regions: readonly Region[];
  events: readonly AnnualEvent[];
}

/**
 * Places south of the equator are written in their local seasons (summer in January); the product's
 * seasons are month groups (summer = June-August, spec section 3), so they are turned round here.
 */
const MONTH_GROUP_OF_LOCAL_SEASON: Record<Season, Season> = {
  spring: 'fall',
  summer: 'winter',
  fall: 'spring',
  winter: 'summer',
};
function inMonthGroups(place: Place): Place {
  if (place.lat >= 0) return place;
  const flip = (seasons: Season[]) => seasons.map((season) => MONTH_GROUP_OF_LOCAL_SEASON[season]);
  return {
    ...place,
    seasons: flip(place.seasons),
    ...(place.closedSeasons ? { closedSeasons: flip(place.closedSeasons) } : {}),
  };
}

let loaded: Catalogue | undefined;
export function catalogue(): Catalogue {
  loaded ??= {
    places: placeFiles()
      .flatMap((file) => readJsonArray(file, placeSchema))
      .map(inMonthGroups),
    regions: regionFiles().flatMap((file) => readJsonArray(file, regionSchema)),
    events: readJsonArray(`${dataDir}annual-events.json`, annualEventSchema),
  };
  return loaded;
}

/** Coastal and border places sit a little off the simplified outlines. */
export const OUTLINE_TOLERANCE_KM = 8;

/** Problems a reviewer must fix: points outside their stated state/country, duplicates. */
export function placeProblems(places: readonly Place[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const place of places) {
    if (ids.has(place.id)) problems.push(`${place.id}: the id is used twice`);
    ids.add(place.id);
    const key = `${place.name.toLowerCase()}|${place.country}|${place.region ?? ''}`;
    if (names.has(key)) problems.push(`${place.id}: '${place.name}' is listed twice`);
    names.add(key);
    if (place.country === 'US' && !place.region) problems.push(`${place.id}: US places need a state code`);
    const off = kmOutside(place, place.country, place.country === 'US' ? place.region : undefined);
    if (off === undefined)
      problems.push(`${place.id}: no outline for ${place.country} ${place.region ?? ''}`);
    else if (off > OUTLINE_TOLERANCE_KM) {
      problems.push(
        `${place.id}: (${place.lat}, ${place.lng}) lies ${Math.round(off)} km outside ${place.region ?? place.country}`,
      );
    }
  }
  return problems;
}

let waters: { islands: readonly Island[]; crossings: readonly Crossing[] } | undefined;
/** Islands without a fixed link, and the ferries and car trains that reach them (crossings.json). */
export function crossingsData(): { islands: readonly Island[]; crossings: readonly Crossing[] } {
  waters ??= crossingsFileSchema.parse(JSON.parse(readFileSync(`${dataDir}crossings.json`, 'utf8')));
  return waters;
}
