import { readFileSync } from 'node:fs';
import { AppError } from '@byway/kit';
import { COUNTRIES, US_STATES } from '../../data/us-states.js';
import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from './distance.js';

/**
 * Free text ('Austin, TX', 'Portland', 'Yosemite') to a point. Towns come from the trimmed GeoNames
 * gazetteer (src/data/gazetteer.tsv); parks and landmarks from the names and aliases of our own places.
 * An unqualified town name means its most populous match, unless two are of a similar size, when
 * we ask the traveller to add the state rather than guess.
 */

export interface Town extends LatLng {
  name: string;
  country: string;
  /** US state code; for other countries the GeoNames admin code. */
  admin: string;
  population: number;
}

export interface ResolvedPlace extends LatLng {
  /** What the traveller typed, trimmed. */
  input: string;
  /** 'Portland, OR', 'Arches National Park, UT'. */
  label: string;
  name: string;
  country: string;
  /** US state code when in the US. */
  state: string | null;
  kind: 'town' | 'landmark';
  population: number;
}

/** GeoNames admin-1 codes of Canada's provinces and territories, so 'Banff, Alberta' works. */
const CANADIAN_PROVINCES: Readonly<Record<string, [string, string]>> = {
  '01': ['AB', 'Alberta'],
  '02': ['BC', 'British Columbia'],
  '03': ['MB', 'Manitoba'],
  '04': ['NB', 'New Brunswick'],
  '05': ['NL', 'Newfoundland and Labrador'],
  '07': ['NS', 'Nova Scotia'],
  '08': ['ON', 'Ontario'],
  '09': ['PE', 'Prince Edward Island'],
  '10': ['QC', 'Quebec'],
  '11': ['SK', 'Saskatchewan'],
  '12': ['YT', 'Yukon'],
  '13': ['NT', 'Northwest Territories'],
  '14': ['NU', 'Nunavut'],
};

/** Everyday names for big cities that GeoNames spells out. */
const TOWN_ALIASES: Readonly<Record<string, string>> = {
  'new york': 'new york city',
  nyc: 'new york city',
  la: 'los angeles',
  sf: 'san francisco',
  vegas: 'las vegas',
  dc: 'washington',
  'washington dc': 'washington',
  philly: 'philadelphia',
  nola: 'new orleans',
  // Older names travellers still use.
  saigon: 'ho chi minh city',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  peking: 'beijing',
  canton: 'guangzhou',
  cuzco: 'cusco',
  penang: 'george town',
  cebu: 'cebu city',
};

/** Towns GeoNames names in the local language, found and labelled by their English names. */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  Galway: 'gaillimh',
  Limerick: 'luimneach',
  Wexford: 'loch garman',
  Cologne: 'koln',
  Nuremberg: 'nurnberg',
  Geneva: 'geneve',
  Lucerne: 'luzern',
  Seville: 'sevilla',
  Marrakech: 'marrakesh',
  Fez: 'fes',
};

/** A place's town this close to a GeoNames town is that town under its everyday name. */
const EVERYDAY_NAME_KM = 8;

/** Two matches this close in size are a real ambiguity ('Springfield'), not 'Portland'. */
const AMBIGUOUS_POPULATION_RATIO = 0.5;

export function normalizePlaceName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Letters NFD does not take apart: 'Tromsø' is found as 'Tromso'.
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      .replace(/[đð]/g, 'd')
      .replace(/ł/g, 'l')
      .replace(/þ/g, 'th')
      // Apostrophes of every kind, the Polynesian ʻokina included: 'Nuku'alofa' finds 'Nuku‘alofa'.
      .replace(/[.'’‘ʻ]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/\bsaint\b/g, 'st')
      .replace(/\bmount\b/g, 'mt')
      .replace(/\bfort\b/g, 'ft')
      .trim()
  );
}

function loadTowns(): Town[] {
  const text = readFileSync(new URL('../../data/gazetteer.tsv', import.meta.url), 'utf8');
  const towns: Town[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('name\t')) continue;
    const [name = '', , country = '', admin = '', population = '0', lat = '0', lng = '0'] = line.split('\t');
    // GeoNames calls the capital 'Washington, D.C.'; the comma would read as a qualifier.
    towns.push({
      name: name.replace(/, D\.C\.$/, ''),
      country,
      admin,
      population: Number(population),
      lat: Number(lat),
      lng: Number(lng),
    });
  }
  return towns;
}

/** How a qualifier ('TX', 'Texas', 'Canada', 'BC') narrows the matches, or undefined if it is unknown. */
function qualifierFilter(
  qualifier: string,
): ((town: { country: string; admin: string }) => boolean) | undefined {
  const q = normalizePlaceName(qualifier);
  if (['usa', 'us', 'united states', 'united states of america', 'america'].includes(q)) {
    return (town) => town.country === 'US';
  }
  for (const [code, name] of Object.entries(US_STATES)) {
    if (q === code.toLowerCase() || q === normalizePlaceName(name)) {
      return (town) => town.country === 'US' && town.admin === code;
    }
  }
  for (const [admin, [code, name]] of Object.entries(CANADIAN_PROVINCES)) {
    if (q === code.toLowerCase() || q === normalizePlaceName(name)) {
      return (town) => town.country === 'CA' && town.admin === admin;
    }
  }
  for (const [code, { name }] of Object.entries(COUNTRIES)) {
    if (q === code.toLowerCase() || q === normalizePlaceName(name) || (code === 'GB' && q === 'uk')) {
      return (town) => town.country === code;
    }
  }
  return undefined;
}

export function townLabel(town: Pick<Town, 'name' | 'country' | 'admin'>): string {
  if (town.country === 'US') return `${town.name}, ${town.admin}`;
  const province = town.country === 'CA' ? CANADIAN_PROVINCES[town.admin] : undefined;
  if (province) return `${town.name}, ${province[0]}`;
  return `${town.name}, ${COUNTRIES[town.country]?.name ?? town.country}`;
}

interface Landmark {
  place: Place;
}

export interface Gazetteer {
  resolve(input: string): ResolvedPlace;
  /** Towns near a point, largest first; used to choose overnight stops and town-level stops. */
  townsNear(point: LatLng, radiusKm: number, minPopulation?: number): Town[];
  /** The closest town of at least `minPopulation` people. */
  nearestTown(point: LatLng, minPopulation?: number): Town | undefined;
  towns: readonly Town[];
}

export function createGazetteer(places: readonly Place[]): Gazetteer {
  const towns = loadTowns();
  const byName = new Map<string, Town[]>();
  const index = (name: string, town: Town) => {
    const key = normalizePlaceName(name);
    const list = byName.get(key);
    if (list) list.push(town);
    else byName.set(key, [town]);
  };
  for (const town of towns) {
    index(town.name, town);
    // Bilingual GeoNames names ('Donostia / San Sebastián') are found, and then named, by either half.
    if (town.name.includes(' / '))
      for (const part of town.name.split(' / ')) index(part, { ...town, name: part });
  }
  const landmarks = new Map<string, Landmark[]>();
  for (const place of places) {
    for (const name of [place.name, ...(place.aliases ?? [])]) {
      const key = normalizePlaceName(name);
      const list = landmarks.get(key) ?? [];
      if (!list.some((entry) => entry.place.id === place.id)) list.push({ place });
      landmarks.set(key, list);
    }
  }
  // A coarse grid (1° cells) keeps the neighbourhood searches fast without a spatial index package.
  const grid = new Map<string, Town[]>();
  const cell = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;
  for (const town of towns) {
    const key = cell(town.lat, town.lng);
    const list = grid.get(key);
    if (list) list.push(town);
    else grid.set(key, [town]);
  }

  for (const [english, local] of Object.entries(ENGLISH_NAMES)) {
    for (const town of [...(byName.get(local) ?? [])]) index(english, { ...town, name: english });
  }
  // The towns our own places name ('Galway', where GeoNames says 'Gaillimh'; villages under 1,000
  // people) resolve too: to the real town within a few km when there is one, else to the place itself.
  // They are names only: overnight choices keep to the GeoNames towns.
  for (const place of places) {
    const known = (byName.get(normalizePlaceName(place.town)) ?? []).some(
      (town) => town.country === place.country && greatCircleKm(town, place) < 60,
    );
    if (known) continue;
    const near = townsNear(place, EVERYDAY_NAME_KM).find((town) => town.country === place.country);
    index(place.town, {
      name: place.town,
      country: place.country,
      admin: near?.admin ?? (place.country === 'US' ? (place.region ?? '') : ''),
      population: near?.population ?? 0,
      lat: near?.lat ?? place.lat,
      lng: near?.lng ?? place.lng,
    });
  }

  function townsNear(point: LatLng, radiusKm: number, minPopulation = 0): Town[] {
    const latSpan = Math.ceil(radiusKm / 111);
    const lngSpan = Math.ceil(radiusKm / (111 * Math.max(0.2, Math.cos((point.lat * Math.PI) / 180))));
    const found: Town[] = [];
    for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
      for (let dLng = -lngSpan; dLng <= lngSpan; dLng++) {
        for (const town of grid.get(cell(point.lat + dLat, point.lng + dLng)) ?? []) {
          if (town.population < minPopulation) continue;
          const dy = (town.lat - point.lat) * 111.2;
          const dx = (town.lng - point.lng) * 111.2 * Math.cos((point.lat * Math.PI) / 180);
          if (dx * dx + dy * dy <= radiusKm * radiusKm) found.push(town);
        }
      }
    }
    return found.sort((a, b) => b.population - a.population);
  }

  function nearestTown(point: LatLng, minPopulation = 0): Town | undefined {
    for (const radius of [15, 40, 80, 160, 320]) {
      const near = townsNear(point, radius, minPopulation);
      if (near.length) {
        return near.reduce((best, town) =>
          (town.lat - point.lat) ** 2 + (town.lng - point.lng) ** 2 <
          (best.lat - point.lat) ** 2 + (best.lng - point.lng) ** 2
            ? town
            : best,
        );
      }
    }
    return undefined;
  }

  function resolve(rawInput: string): ResolvedPlace {
    const input = rawInput.trim().replace(/\s+/g, ' ');
    if (!input) throw AppError.badInput('Please enter a place, like "Austin, TX".');
    let [head = '', ...qualifiers] = input
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    // 'Austin TX': a trailing state code without a comma.
    const trailing = /^(.*\S)\s+([A-Za-z]{2})$/.exec(head);
    if (!qualifiers.length && trailing?.[1] && trailing[2] && trailing[2].toUpperCase() in US_STATES) {
      head = trailing[1];
      qualifiers = [trailing[2]];
    }
    const filters = qualifiers.map(qualifierFilter);
    if (filters.some((filter) => filter === undefined)) throw unknownPlace(input);
    const key = normalizePlaceName(head);

    const landmarkMatches = (landmarks.get(key) ?? []).filter(({ place }) =>
      filters.every((filter) => filter?.({ country: place.country, admin: place.region ?? '' })),
    );
    const townMatches = (byName.get(key) ?? byName.get(TOWN_ALIASES[key] ?? '') ?? []).filter((town) =>
      filters.every((filter) => filter?.(town)),
    );
    // A landmark found by one of its other names ('Cusco' for Cusco's Plaza de Armas, 'Bath' for the
    // Roman Baths) gives way to the real town of that name.
    const byOtherName = landmarkMatches.every(({ place }) => normalizePlaceName(place.name) !== key);
    const realTown = townMatches.some((town) => town.population > 0);
    if (landmarkMatches.length === 1 && landmarkMatches[0] && !(byOtherName && realTown)) {
      const { place } = landmarkMatches[0];
      const state = place.country === 'US' ? (place.region ?? null) : null;
      return {
        input,
        label: `${place.name}, ${state ?? place.region ?? COUNTRIES[place.country]?.name ?? place.country}`,
        name: place.name,
        country: place.country,
        state,
        kind: 'landmark',
        population: 0,
        lat: place.lat,
        lng: place.lng,
      };
    }

    const [best, second] = townMatches;
    if (!best) {
      if (landmarkMatches.length > 1) {
        throw ambiguous(
          input,
          landmarkMatches.map(({ place }) => `${place.name}, ${place.region ?? place.country}`),
        );
      }
      throw unknownPlace(input);
    }
    if (second && second.population >= best.population * AMBIGUOUS_POPULATION_RATIO) {
      throw ambiguous(input, townMatches.slice(0, 3).map(townLabel));
    }
    return {
      input,
      label: townLabel(best),
      name: best.name,
      country: best.country,
      state: best.country === 'US' ? best.admin : null,
      kind: 'town',
      population: best.population,
      lat: best.lat,
      lng: best.lng,
    };
  }

  return { resolve, townsNear, nearestTown, towns };
}

function unknownPlace(input: string) {
  return AppError.badInput(
    `We couldn't find "${input}". Try a town and state, like "Austin, TX", or a national park.`,
  );
}

function ambiguous(input: string, options: string[]) {
  const listed =
    options.length > 1 ? `${options.slice(0, -1).join('; ')} or ${options.at(-1)}` : options.join('');
  return AppError.badInput(
    `"${input}" could mean ${listed}. Add the state or country, like "${options[0]}".`,
  );
}
