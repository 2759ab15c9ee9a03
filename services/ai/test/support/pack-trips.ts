import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTINENTS } from '@byway/contracts/rules';

/** Each finder country's first trip pack, planned through the ordinary builder from its start to its end. */
const PACKS_DIR = fileURLToPath(new URL('../../../discovery/src/data/packs/', import.meta.url));

interface Pack {
  country: string;
  title: string;
  theme: string;
  durationDays: number;
  startLocation: string;
  endLocation: string;
}

const packs: Pack[] = readdirSync(PACKS_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(`${PACKS_DIR}${file}`, 'utf8')) as Pack[]);

export interface PackTrip {
  country: string;
  iso2: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  themes: string[];
}

export const PACK_TRIPS: PackTrip[] = CONTINENTS.flatMap((continent) => continent.countries).flatMap(
  ({ id, iso2, name }) => {
    const pack = packs.find((candidate) => candidate.country === id);
    if (!pack) return [];
    return [
      {
        country: name,
        iso2,
        startLocation: pack.startLocation,
        endLocation: pack.endLocation,
        // 4-5 days, or the pack's own length when its drive needs more.
        totalDays: Math.max(4, Math.min(5, pack.durationDays)),
        themes: [pack.theme],
      },
    ];
  },
);
