/**
 * Which pieces of land the catalogue's places stand on, apart from the continents:
 * `npx tsx services/ai/scripts/islands-report.ts` prints each other Natural Earth 1:10m land polygon with
 * its places (count, countries, a few names) and whether crossings.json lists it as an island, so each
 * one can be classified: joined to a continent by a bridge or tunnel (leave it out of crossings.json, name
 * the link in the data test's FIXED_LINKS), or an island with its car ferries. Places 'at sea' stand on
 * islets the 1:10m layer lacks (an island with a radius in crossings.json) or are misplaced.
 */
import { catalogue, crossingsData } from '../src/data/catalogue.js';
import type { Place } from '../src/data/catalogue-schema.js';
import { islandOf } from '../src/domain/geo/crossings.js';
import { landmassAt } from '../src/domain/geo/landmasses.js';

/** The continents' polygons: Afro-Eurasia, North America, South America. */
const CONTINENT_POINTS = [
  { name: 'Afro-Eurasia (Paris)', lat: 48.8566, lng: 2.3522 },
  { name: 'North America (Denver)', lat: 39.7392, lng: -104.9903 },
  { name: 'South America (Lima)', lat: -12.0464, lng: -77.0428 },
];
const continents = new Set(CONTINENT_POINTS.map((point) => landmassAt(point)));

const groups = new Map<number | 'at sea', Place[]>();
for (const place of catalogue().places) {
  const index = landmassAt(place);
  if (index !== undefined && continents.has(index)) continue;
  const key = index ?? 'at sea';
  groups.set(key, [...(groups.get(key) ?? []), place]);
}

const listedBy = (places: Place[]) => {
  const names = new Set(places.map((place) => islandOf(place)?.name ?? '-'));
  return [...names].join(', ');
};
const rows = [...groups.entries()].sort(([, a], [, b]) => b.length - a.length);
const filter = process.argv[2];
let shown = 0;
for (const [key, places] of rows) {
  const countries = [...new Set(places.map((place) => place.country))].join(' ');
  const listed = places.every((place) => islandOf(place))
    ? 'LISTED'
    : places.some((p) => islandOf(p))
      ? 'PARTLY'
      : 'unlisted';
  if (filter === 'unlisted' && listed === 'LISTED') continue;
  shown++;
  const first = places[0] as Place;
  console.log(
    `${String(key).padEnd(7)} ${String(places.length).padStart(4)}  ${listed.padEnd(8)} ${countries.padEnd(12)} ` +
      `(${first.lat}, ${first.lng})  ${places
        .slice(0, key === 'at sea' ? places.length : 5)
        .map((place) =>
          key === 'at sea' ? `${place.name} [${place.country} ${place.lat},${place.lng}]` : place.name,
        )
        .join('; ')}  | island: ${listedBy(places)}`,
  );
}
const { islands, crossings } = crossingsData();
console.log(
  `\n${shown} polygons shown of ${rows.length} (continents skipped); ${islands.length} islands and ${crossings.length} crossings listed.`,
);
