import type { Place } from '../../data/catalogue-schema.js';
import { US_STATES } from '../../data/us-states.js';
import { greatCircleKm, type LatLng } from './distance.js';
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
import { normalizePlaceName } from './place-name.js';
import { countryName, fits, meaningsOf } from './place-qualifiers.js';
import { TOWN_ALIASES, townLabel, type Town } from './town.js';

/**
 * The gazetteer's rules for free text ('Austin, TX', 'Portland', 'Yosemite', 'Frankfurt, DE'): an
 * unqualified town name means its best-known match (people, and the sights that name it as their town),
 * unless two are alike, when we ask the traveller to add the state or country rather than guess; a far
 * bigger namesake in a country the planner does not cover ('Moscow') is said rather than silently swapped
 * for a small town.
 */

/** A catalogue place named as a town and this close to it is the town itself. */
const TOWN_PLACE_KM = 8;
/** Two matches this close in renown are a real ambiguity ('Springfield'), not 'Portland'. */
const AMBIGUOUS_POPULATION_RATIO = 0.5;
/** A namesake outside the covered countries this many times bigger is what an unqualified name means. */
const ELSEWHERE_DOMINANT_RATIO = 5;

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

/** What the planner makes of free text: the place, or why not with the places it could mean. */
export type PlaceLookup = { found: true; place: ResolvedPlace } | PlaceLookupFailure;

/** A landmark's name with its state (US), region or country: 'Arches National Park, UT'. */
export function landmarkLabel(place: Pick<Place, 'name' | 'country' | 'region'>): string {
  return `${place.name}, ${place.region ?? countryName(place.country)}`;
}

/** What a lookup reads: the towns and landmarks by name, towns abroad, and how well known a town is. */
export interface LookupIndex {
  towns: readonly Town[];
  byName: ReadonlyMap<string, Town[]>;
  landmarks: ReadonlyMap<string, { place: Place }[]>;
  elsewhere: ReadonlyMap<string, Town>;
  countryExample: ReadonlyMap<string, string>;
  renown(town: Town): number;
  nearestTown(point: LatLng, minPopulation?: number): Town | undefined;
}

/** The planner's rules for free text: a place, or why not (unknown, several places of that name, not covered). */
export function lookupPlace(rawInput: string, index: LookupIndex): PlaceLookup {
  const { landmarks, byName, elsewhere, countryExample, renown, towns } = index;
  const nearby = (place: LatLng | undefined) => nearbyCity(index, place);
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
  // A renamed town answers to its old name only where no town carries that name today ('Queenstown').
  const current = townMatches.filter((town) => town.formerName !== key);
  if (current.length) townMatches = current;
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
function nearbyCity(index: LookupIndex, place: LatLng | undefined): string | undefined {
  const town = place ? index.nearestTown(place, 100_000) : undefined;
  return town ? townLabel(town) : undefined;
}
