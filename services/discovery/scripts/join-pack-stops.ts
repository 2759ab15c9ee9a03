/**
 * One-off (issue 19): joins the trip packs' stops to the planner's place catalogue.
 *
 *   npx tsx services/discovery/scripts/join-pack-stops.ts           # report only
 *   npx tsx services/discovery/scripts/join-pack-stops.ts --write   # and write the packs
 *
 * The packs (src/data/packs/*.json) name their stops with coordinates copied by hand from the catalogue
 * (services/ai/src/data/places). This fills each stop's `placeId` with the catalogue place it is:
 *   1. a place of the same normalised name (or alias) within SAME_PLACE_KM: joined;
 *   2. else a gazetteer town of that name within SAME_TOWN_KM: a town stop (a night, a lunch), no placeId;
 *   3. else a place whose name (or alias) contains the stop's, or the other way round, word by word,
 *      within SAME_PLACE_KM: joined, and listed so a person reads it.
 * Several candidates are reported as ambiguous and decided in BY_HAND below, as are the stops no rule
 * joins (the catalogue has the place under another name). A stop that already has a placeId keeps it once
 * the id is checked. Running it again changes nothing: it is idempotent.
 *
 * It reaches into the ai service's code on purpose (the catalogue and its gazetteer): it is an authoring
 * tool run by hand, like the tests that check the same join, not part of the discovery service.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
// eslint-disable-next-line import/no-restricted-paths -- authoring script, see above
import { catalogue } from '../../ai/src/data/catalogue.js';
// eslint-disable-next-line import/no-restricted-paths -- authoring script, see above
import type { Place } from '../../ai/src/data/catalogue-schema.js';
// eslint-disable-next-line import/no-restricted-paths -- authoring script, see above
import { greatCircleKm } from '../../ai/src/domain/geo/distance.js';
// eslint-disable-next-line import/no-restricted-paths -- authoring script, see above
import { createGazetteer, normalizePlaceName } from '../../ai/src/domain/geo/gazetteer.js';
import { PACKS_DIRECTORY, type AuthoredPack, type AuthoredStop } from '../src/data/authored-packs.js';

/** The same limits as services/ai/test/pack-stops-catalogue.test.ts. */
const SAME_PLACE_KM = 30;
const SAME_TOWN_KM = 15;

/**
 * Decisions a person made: the stop `stop` of pack `pack` is catalogue place `placeId` (and is renamed to
 * `name` when the catalogue's name is what people say), or `'town'`: a gazetteer town, no placeId.
 */
interface HandDecision {
  pack: string;
  stop: string;
  placeId: string | 'town';
  name?: string;
}
const BY_HAND: readonly HandDecision[] = [
  // Two catalogue places within reach: the arch itself, and the district the arch is in.
  { pack: 'usa-utah-canyon-country', stop: 'Delicate Arch, Arches National Park', placeId: 'delicate-arch' },
  {
    pack: 'usa-utah-canyon-country',
    stop: 'Mesa Arch, Canyonlands National Park',
    placeId: 'canyonlands-island-in-the-sky',
  },
  // The catalogue has the place under another name.
  {
    pack: 'japan-tohoku-north',
    stop: 'Aizu-Wakamatsu Tsuruga Castle',
    placeId: 'tsuruga-castle-aizu',
    name: 'Tsuruga Castle, Aizu-Wakamatsu',
  },
  {
    pack: 'vietnam-central-coast',
    stop: 'Imperial City, Hue',
    placeId: 'hue-imperial-city',
    name: 'Imperial City of Hue',
  },
  {
    pack: 'vietnam-north-to-south',
    stop: 'Imperial City, Hue',
    placeId: 'hue-imperial-city',
    name: 'Imperial City of Hue',
  },
  { pack: 'italy-dolomites-lakes', stop: 'Passo Pordoi', placeId: 'pordoi-pass', name: 'Pordoi Pass' },
  // The viewpoint at the end of the road's spur, where the catalogue puts the road.
  {
    pack: 'austria-grossglockner-salzkammergut',
    stop: 'Kaiser-Franz-Josefs-Höhe',
    placeId: 'grossglockner-high-alpine-road',
  },
  { pack: 'ireland-wild-atlantic-way-north', stop: 'Benbulben', placeId: 'benbulbin', name: 'Benbulbin' },
  { pack: 'canada-cabot-trail', stop: 'Middle Head, Ingonish', placeId: 'ingonish-beach-middle-head' },
  {
    pack: 'tonga-tongatapu-ancient-capital',
    stop: 'Lapaha royal tombs',
    placeId: 'lapaha-royal-tombs',
    name: 'Royal Tombs of Lapaha',
  },
  {
    pack: 'peru-southern-circuit',
    stop: 'Lima Historic Centre',
    placeId: 'lima-historic-centre',
    name: 'Historic Centre of Lima',
  },
  {
    pack: 'brazil-south-serra-gaucha',
    stop: 'Curitiba Botanical Garden',
    placeId: 'curitiba-botanical-garden',
    name: 'Botanical Garden of Curitiba',
  },
  // Seligman (under 500 people) is in no gazetteer; its sight in the catalogue is the Delgadillos' drive-in.
  {
    pack: 'usa-route-66',
    stop: 'Seligman',
    placeId: 'snow-cap-drive-in-seligman',
    name: "Delgadillo's Snow Cap Drive-In, Seligman",
  },
  // A city's old centre: the stop is the city, which the gazetteer knows.
  { pack: 'thailand-old-capitals', stop: 'Chiang Mai Old City', placeId: 'town', name: 'Chiang Mai' },
  { pack: 'italy-south-grand-tour', stop: 'Naples Historic Centre', placeId: 'town', name: 'Naples' },
  // The sign has no sourced point of its own yet; the stop is where Route 66 leaves the city.
  { pack: 'usa-route-66', stop: 'Route 66 Begin Sign', placeId: 'town', name: 'Chicago' },
];

const write = process.argv.includes('--write');
const { places } = catalogue();
const placeById = new Map(places.map((place) => [place.id, place]));
const gazetteer = createGazetteer(places);

const namesOf = (place: Place) => [place.name, ...(place.aliases ?? [])].map(normalizePlaceName);
/** One name holds the other as whole words ('grand canyon' in 'grand canyon south rim'). */
const holds = (a: string, b: string) => ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);

type Outcome =
  | { kind: 'kept' | 'hand' | 'exact' | 'contains'; place: Place }
  | { kind: 'town' }
  | { kind: 'ambiguous'; candidates: Place[] }
  | { kind: 'left' };

const handDecision = (packId: string, stop: AuthoredStop) =>
  BY_HAND.find((d) => d.pack === packId && (d.stop === stop.name || d.name === stop.name));

function decide(packId: string, stop: AuthoredStop): Outcome {
  const hand = handDecision(packId, stop);
  if (hand) {
    if (hand.placeId === 'town') return { kind: 'town' };
    const place = placeById.get(hand.placeId);
    if (!place) throw new Error(`${packId}: ${stop.name}: by hand '${hand.placeId}' is no catalogue place`);
    return { kind: 'hand', place };
  }
  if (stop.placeId) {
    const place = placeById.get(stop.placeId);
    if (!place || greatCircleKm(place, stop) > SAME_PLACE_KM)
      throw new Error(`${packId}: ${stop.name}: placeId '${stop.placeId}' is no catalogue place near it`);
    return { kind: 'kept', place };
  }
  const key = normalizePlaceName(stop.name);
  const near = places.filter((place) => greatCircleKm(place, stop) <= SAME_PLACE_KM);
  const exact = near.filter((place) => namesOf(place).includes(key));
  if (exact.length === 1) return { kind: 'exact', place: exact[0]! };
  if (exact.length > 1) return { kind: 'ambiguous', candidates: exact };
  const towns = gazetteer.townsNear(stop, SAME_TOWN_KM);
  if (towns.some((town) => normalizePlaceName(town.name) === key)) return { kind: 'town' };
  const containing = near.filter((place) => namesOf(place).some((name) => holds(name, key)));
  if (containing.length === 1) return { kind: 'contains', place: containing[0]! };
  if (containing.length > 1) return { kind: 'ambiguous', candidates: containing };
  return { kind: 'left' };
}

const counts = new Map<string, number>();
const lines = new Map<string, string[]>();
const note = (kind: string, line?: string) => {
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  if (line) lines.set(kind, [...(lines.get(kind) ?? []), line]);
};
const at = (point: { lat: number; lng: number }) => `(${point.lat}, ${point.lng})`;

const prettier = (await resolveConfig(PACKS_DIRECTORY)) ?? {};
for (const file of readdirSync(PACKS_DIRECTORY)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const path = join(PACKS_DIRECTORY, file);
  const before = readFileSync(path, 'utf8');
  const packs = JSON.parse(before) as AuthoredPack[];
  for (const pack of packs) {
    pack.stops = pack.stops.map((original) => {
      const outcome = decide(pack.id, original);
      const renamed = handDecision(pack.id, original)?.name;
      const stop = renamed ? { ...original, name: renamed } : original;
      const label = `${pack.id}: ${original.name} ${at(stop)}`;
      switch (outcome.kind) {
        case 'town':
          note('town');
          return withPlaceId(stop, undefined);
        case 'ambiguous':
          note('ambiguous', `${label} -> ${outcome.candidates.map((p) => `${p.id} ${at(p)}`).join(' | ')}`);
          return stop;
        case 'left':
          note('left', label);
          return stop;
        default: {
          const { place } = outcome;
          const km = greatCircleKm(place, stop).toFixed(1);
          const detail = `${label} -> ${place.id} "${place.name}" ${km} km`;
          note(outcome.kind, outcome.kind === 'exact' || outcome.kind === 'kept' ? undefined : detail);
          return withPlaceId(stop, place.id);
        }
      }
    });
  }
  const after = await format(JSON.stringify(packs), { ...prettier, filepath: path });
  if (after !== before) {
    if (write) writeFileSync(path, after);
    console.log(`${file}: ${write ? 'written' : 'would change (run with --write)'}`);
  }
}

/** The stop with `placeId` right after its name (or without one), the other fields in their order. */
function withPlaceId(stop: AuthoredStop, placeId: string | undefined): AuthoredStop {
  const { day, name, placeId: _old, ...rest } = stop;
  return placeId ? { day, name, placeId, ...rest } : { day, name, ...rest };
}

for (const kind of ['contains', 'hand', 'ambiguous', 'left']) {
  const list = lines.get(kind) ?? [];
  if (list.length) console.log(`\n${kind} (${list.length}):\n  ${list.join('\n  ')}`);
}
console.log(`\n${[...counts].map(([kind, n]) => `${kind}: ${n}`).join(', ')}`);
