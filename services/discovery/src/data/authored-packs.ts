import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CONTINENTS, seasonSchema, TRIP_LIMITS, tripThemeSchema } from '@byway/contracts/rules';
import { z } from 'zod';

/**
 * The trip packs Byway's editors author as facts in their own words, one JSON file per continent in
 * ./packs (`<continent-id>.json`). Every file is validated when the service starts; a bad one stops it with
 * the file, the pack id and the field.
 */
export const PACK_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Ids are kebab-case slugs')
  .max(100);

export const authoredStopSchema = z.object({
  day: z.number().int().min(1),
  name: text(200),
  /**
   * The planner's catalogue place this stop is (services/ai/src/data/places, issue 19), so pack and planner
   * speak of one place; absent for a town stop (a night, a lunch), which the gazetteer knows by its name.
   */
  placeId: slug.optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  category: text(50),
  description: text(600),
});

const countryIds = new Set(CONTINENTS.flatMap((continent) => continent.countries.map((c) => c.id)));

export const authoredPackSchema = z
  .object({
    id: slug,
    country: z.string().refine((id) => countryIds.has(id), 'Not a country of the finder (continents.ts)'),
    title: text(200),
    description: text(1000),
    theme: tripThemeSchema,
    durationDays: z.number().int().min(2).max(TRIP_LIMITS.maxDays),
    bestSeason: seasonSchema,
    difficulty: z.enum(PACK_DIFFICULTIES),
    startLocation: text(200),
    endLocation: text(200),
    highlights: z.array(text(200)).min(1).max(10),
    stops: z.array(authoredStopSchema).min(1),
    sources: z.array(z.url()).min(1),
  })
  .strict()
  .superRefine((pack, ctx) => {
    pack.stops.forEach((stop, index) => {
      if (stop.day > pack.durationDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['stops', index, 'day'],
          message: `Day ${stop.day} is after the pack's ${pack.durationDays} days`,
        });
      }
      const previous = pack.stops[index - 1];
      if (previous && stop.day < previous.day) {
        ctx.addIssue({ code: 'custom', path: ['stops', index, 'day'], message: 'Stops run in day order' });
      }
    });
    const perDay = new Map<number, number>();
    for (const stop of pack.stops) perDay.set(stop.day, (perDay.get(stop.day) ?? 0) + 1);
    for (const [day, count] of perDay) {
      if (count > 3)
        ctx.addIssue({ code: 'custom', path: ['stops'], message: `Day ${day} has ${count} stops (1-3)` });
    }
  });

export type AuthoredStop = z.infer<typeof authoredStopSchema>;
export type AuthoredPack = z.infer<typeof authoredPackSchema>;

/** An authored pack with the continent of the file it came from. */
export interface LoadedPack extends AuthoredPack {
  continent: string;
}

export const PACKS_DIRECTORY = fileURLToPath(new URL('./packs/', import.meta.url));

export class PackFileError extends Error {}

/** Validates one file's packs; the error names the file, the pack id and the field. */
export function parsePackFile(file: string, continent: string, raw: unknown): LoadedPack[] {
  if (!CONTINENTS.some((c) => c.id === continent)) {
    throw new PackFileError(`${file}: '${continent}' is not a continent id of continents.ts`);
  }
  if (!Array.isArray(raw)) throw new PackFileError(`${file}: expected a JSON array of packs`);
  const continentCountries = new Set(CONTINENTS.find((c) => c.id === continent)!.countries.map((c) => c.id));
  return raw.map((entry: unknown, index) => {
    const id =
      typeof entry === 'object' && entry !== null && 'id' in entry ? String(entry.id) : `#${index + 1}`;
    const parsed = authoredPackSchema.safeParse(entry);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(pack)'}: ${issue.message}`,
      );
      throw new PackFileError(`${file}, pack ${id}: ${issues.join('; ')}`);
    }
    if (!continentCountries.has(parsed.data.country)) {
      throw new PackFileError(
        `${file}, pack ${id}: country: '${parsed.data.country}' is not in ${continent}`,
      );
    }
    return { ...parsed.data, continent };
  });
}

/** Every authored pack of every continent file; ids must be unique across files. */
export function loadAuthoredPacks(directory = PACKS_DIRECTORY): LoadedPack[] {
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  const packs: LoadedPack[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const path = join(directory, file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new PackFileError(`${file}: not valid JSON (${(error as Error).message})`);
    }
    for (const pack of parsePackFile(file, file.replace(/\.json$/, ''), raw)) {
      const other = seen.get(pack.id);
      if (other) throw new PackFileError(`${file}, pack ${pack.id}: id: also used in ${other}`);
      seen.set(pack.id, file);
      packs.push(pack);
    }
  }
  return packs;
}
