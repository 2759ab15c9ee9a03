import type { Place } from '../../data/catalogue-schema.js';
import { normalizePlaceName } from './place-name.js';
import type { Town } from './town.js';

/**
 * Suggestions for what a traveller has typed so far (the trip builder's step 1, one call per keystroke).
 * One sorted index of every name the gazetteer resolves (town names, everyday aliases, landmark names and
 * aliases, and for 3+ characters each later word of a name: 'park' finds 'Arches National Park'), searched
 * by binary search; the busiest one- and two-letter prefixes keep their best candidates ready.
 */

export interface PlaceSuggestion {
  /** What the builder fills in and sends: 'Springfield, MO', 'Arches National Park, UT', 'Galway, Ireland'. */
  label: string;
  name: string;
  kind: 'town' | 'landmark';
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
}

interface Candidate extends PlaceSuggestion {
  /** Population, or for a landmark the population of a town of similar renown (see LANDMARK_WEIGHT). */
  weight: number;
  /** Normalised words that may follow the comma: state code and name, province, country. */
  qualifiers: string[];
}

interface Entry {
  key: string;
  candidate: Candidate;
  /** Found by a later word of the name, not its start. */
  word: boolean;
}

/**
 * Landmarks and towns share one ranking: a national icon (popularity 1) weighs like a city of half a
 * million, a local secret (5) like a small town. A judgement of ours, used only to order suggestions.
 */
const LANDMARK_WEIGHT: Readonly<Record<number, number>> = {
  1: 500_000,
  2: 150_000,
  3: 50_000,
  4: 15_000,
  5: 5_000,
};

/** Words are searched from this many characters on ('par' finds parks; 'p' only names starting with P). */
const WORD_SEARCH_MIN = 3;
/** How many candidates each one- and two-letter prefix keeps ready. */
const SHORT_PREFIX_KEEP = 64;
/** Candidates checked with the planner's rules for each answer, at most this many per suggestion wanted. */
const CHECKS_PER_SUGGESTION = 4;

export interface SuggesterSource {
  /** The gazetteer's towns by normalised name. */
  towns: ReadonlyMap<string, readonly Town[]>;
  /** Everyday names ('nyc') to the normalised town name they stand for. */
  townAliases: Readonly<Record<string, string>>;
  /** Landmarks by each normalised name and alias. */
  landmarks: ReadonlyArray<readonly [string, readonly Place[]]>;
  townLabel(town: Town): string;
  landmarkLabel(place: Place): string;
  qualifiersOf(where: { country: string; admin?: string; region?: string | undefined }): string[];
  /** Whether a label resolves as itself under the planner's rules. */
  resolvesAs(label: string): boolean;
}

export function createPlaceSuggester(source: SuggesterSource) {
  const entries: Entry[] = [];
  const byLabel = new Map<string, Candidate>();
  /** One candidate per label: the biggest place of that label is the one the label resolves to. */
  const candidate = (made: Candidate): Candidate => {
    const known = byLabel.get(made.label);
    if (known && known.weight >= made.weight) return known;
    if (known) Object.assign(known, made);
    else byLabel.set(made.label, made);
    return byLabel.get(made.label) ?? made;
  };
  const add = (key: string, found: Candidate) => {
    entries.push({ key, candidate: found, word: false });
    const words = key.split(' ');
    for (let i = 1; i < words.length; i++) {
      const rest = words.slice(i).join(' ');
      if (rest.length >= WORD_SEARCH_MIN) entries.push({ key: rest, candidate: found, word: true });
    }
  };
  const townCandidate = (town: Town) =>
    candidate({
      label: source.townLabel(town),
      name: town.name,
      kind: 'town',
      country: town.country,
      lat: town.lat,
      lng: town.lng,
      weight: town.population,
      qualifiers: source.qualifiersOf(town),
    });

  for (const [key, towns] of source.towns) {
    // A bilingual name ('Donostia / San Sebastián') is suggested by each of its halves instead.
    for (const town of towns) if (!town.name.includes(' / ')) add(key, townCandidate(town));
  }
  for (const [alias, target] of Object.entries(source.townAliases)) {
    for (const town of source.towns.get(target) ?? []) add(alias, townCandidate(town));
  }
  for (const [key, places] of source.landmarks) {
    for (const place of places) {
      add(
        key,
        candidate({
          label: source.landmarkLabel(place),
          name: place.name,
          kind: 'landmark',
          country: place.country,
          lat: place.lat,
          lng: place.lng,
          weight: LANDMARK_WEIGHT[place.popularity] ?? 0,
          qualifiers: source.qualifiersOf({ country: place.country, region: place.region }),
        }),
      );
    }
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  // The busiest prefixes ('s', 'sa') span thousands of names: their best candidates are kept ready.
  const shortPrefixes = new Map<string, Candidate[]>();
  for (const entry of entries) {
    if (entry.word) continue;
    for (const length of [1, 2]) {
      if (entry.key.length < length) continue;
      const prefix = entry.key.slice(0, length);
      const list = shortPrefixes.get(prefix) ?? [];
      list.push(entry.candidate);
      shortPrefixes.set(prefix, list);
    }
  }
  for (const [prefix, list] of shortPrefixes) {
    shortPrefixes.set(
      prefix,
      [...new Set(list)].sort((a, b) => b.weight - a.weight).slice(0, SHORT_PREFIX_KEEP),
    );
  }

  /** The index of the first entry whose key is not before `key`. */
  function lowerBound(key: string): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((entries[mid]?.key ?? '') < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  function suggest(text: string, limit: number): PlaceSuggestion[] {
    const comma = text.indexOf(',');
    const head = normalizePlaceName(comma < 0 ? text : text.slice(0, comma));
    const qualifier = comma < 0 ? '' : normalizePlaceName(text.slice(comma + 1));
    if (!head || limit <= 0) return [];

    // Best tier per candidate: 0 its exact name, 1 a name starting so, 2 a later word starting so.
    const tiers = new Map<Candidate, number>();
    const consider = (found: Candidate, tier: number) => {
      const known = tiers.get(found);
      if (known === undefined || tier < known) tiers.set(found, tier);
    };
    const ready = qualifier ? undefined : shortPrefixes.get(head);
    if (ready && head.length < WORD_SEARCH_MIN) {
      for (const found of ready) consider(found, 1);
      for (let i = lowerBound(head); entries[i]?.key === head; i++) {
        const entry = entries[i];
        if (entry && !entry.word) consider(entry.candidate, 0);
      }
    } else {
      for (let i = lowerBound(head); i < entries.length; i++) {
        const entry = entries[i];
        if (!entry?.key.startsWith(head)) break;
        if (entry.word && head.length < WORD_SEARCH_MIN) continue;
        consider(entry.candidate, entry.word ? 2 : entry.key === head ? 0 : 1);
      }
    }

    const ranked = [...tiers]
      .filter(([found]) => !qualifier || found.qualifiers.some((word) => word.startsWith(qualifier)))
      .sort(([a, tierA], [b, tierB]) => tierA - tierB || b.weight - a.weight || (a.label < b.label ? -1 : 1));
    const answer: PlaceSuggestion[] = [];
    for (const [found] of ranked.slice(0, limit * CHECKS_PER_SUGGESTION)) {
      if (!source.resolvesAs(found.label)) continue;
      answer.push({
        label: found.label,
        name: found.name,
        kind: found.kind,
        country: found.country,
        lat: found.lat,
        lng: found.lng,
      });
      if (answer.length === limit) break;
    }
    return answer;
  }

  return { suggest };
}
