import { AppError } from '@byway/kit';
import { z } from 'zod';
import {
  ANY_SEASON,
  HIDDEN_GEM_LOCATIONS,
  hiddenGemInterestSchema,
  hiddenGemSeasonSchema,
  optionalChoice,
  type HiddenGemCategory,
} from '@byway/contracts/rules';
import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { US_STATES } from '../../data/us-states.js';
import { normalizePlaceName } from '../geo/gazetteer.js';
import { areaName, minutesText, seasonsText } from './regions.js';

/** The hidden-gem categories of the spec (shared rules), and the builder themes each one draws on. */
export const GEM_CATEGORIES: Readonly<Record<HiddenGemCategory, readonly ThemeId[]>> = {
  'nature-hikes': ['nature'],
  'hidden-natural': ['nature', 'hidden-gems'],
  'adventure-outdoors': ['adventure'],
  'wellness-retreats': ['wellness', 'spiritual'],
  'scenic-drives': ['scenic-drives', 'photography'],
  'history-landmarks': ['history'],
  'arts-culture': ['arts-culture'],
  'quirky-roadside': ['quirky'],
  'foodie-finds': ['foodie'],
  'coffee-chill': ['coffee'],
  'breweries-distilleries': ['breweries'],
  'live-music': ['music'],
};

/** The 23 location choices of the hidden-gems wizard (shared rules). */
export const GEM_LOCATIONS = HIDDEN_GEM_LOCATIONS;

/** A hidden-gem category or a builder theme (the shared rule the REST adapter checks too). */
const interest = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  hiddenGemInterestSchema,
);

export const hiddenGemsInput = z.object({
  interests: z.array(interest).min(1, 'Choose at least one interest').max(12),
  // Falls back to the whole country when empty (spec section 5).
  location: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : 'United States'),
    z.string().max(100),
  ),
  season: optionalChoice(hiddenGemSeasonSchema).transform((season) => season ?? ANY_SEASON),
  radius: z.number().positive().max(5000).nullish(),
});

export interface HiddenGem {
  /** The catalogue place's id. */
  id: string;
  name: string;
  description: string;
  category: string;
  address: string;
  city: string;
  state: string;
  rating: number;
  priceRange: string;
  specialFeatures: string[];
  estimatedVisitTime: string;
  bestTimeToVisit: string;
  imageUrl: string | null;
  imageCredit: string | null;
  /** Where the place is (WGS84), for directions and for adding it to a trip. */
  latitude: number;
  longitude: number;
}

const PRICE: Record<Place['cost'], string> = { free: 'Free', $: '$', $$: '$$', $$$: '$$$' };
export const MAX_GEMS = 9;

/** The state code for a wizard location, or null for the whole country. */
export function stateOf(location: string): string | null {
  const key = normalizePlaceName(location);
  if (key.startsWith('united states') || key === 'usa' || key === 'nationwide') return null;
  const entry = Object.entries(US_STATES).find(
    ([code, name]) => key === normalizePlaceName(name) || key === code.toLowerCase(),
  );
  if (!entry) throw AppError.badInput(`"${location}" is not one of the hidden-gem locations`);
  return entry[0];
}

/** The builder themes an interest (a gem category or a theme) draws on. */
export function interestThemes(interest: string): readonly ThemeId[] {
  return interest in GEM_CATEGORIES ? GEM_CATEGORIES[interest as HiddenGemCategory] : [interest as ThemeId];
}

/** Whether a place has every theme of an interest ('hidden-gems' means a place little known outside its region). */
export function placeMatches(place: Place, themes: readonly ThemeId[]): boolean {
  return themes.every((theme) => (theme === 'hidden-gems' ? place.hiddenGem : place.themes.includes(theme)));
}

/** What the finder may answer as a gem: little-known places, and well-known ones off the beaten track. */
const gemCandidate = (place: Place) => place.country === 'US' && (place.hiddenGem || place.popularity >= 3);

export function createHiddenGemFinder(deps: { places: readonly Place[] }) {
  const candidates = new Set(deps.places.filter(gemCandidate).map((place) => place.id));
  return {
    /** Whether an id names a place the finder answers as a gem. */
    isGem: (id: string) => candidates.has(id),
    find(input: unknown): HiddenGem[] {
      const parsed = hiddenGemsInput.safeParse(input);
      if (!parsed.success) {
        throw AppError.badInput(
          parsed.error.issues[0]?.message ?? 'Invalid request',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const { interests, location, season } = parsed.data;
      const state = stateOf(location);
      const wanted = interests.map((value) => ({ category: value, themes: interestThemes(value) }));
      const scored = deps.places
        .filter((place) => gemCandidate(place) && (!state || place.region === state))
        .filter((place) => season === 'any' || !place.closedSeasons?.includes(season))
        .map((place) => {
          const match = wanted.find(({ themes }) => placeMatches(place, themes));
          const score =
            (place.hiddenGem ? 3 : 0) +
            place.popularity +
            (season !== 'any' && place.seasons.includes(season) ? 2 : 0);
          return { place, match, score };
        })
        .filter((entry) => entry.match)
        .sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name));
      // Share the list between the chosen interests rather than letting one fill it.
      const picked: typeof scored = [];
      for (let round = 0; picked.length < MAX_GEMS && round < MAX_GEMS; round++) {
        for (const { category } of wanted) {
          const next = scored.filter(
            (entry) => entry.match?.category === category && !picked.includes(entry),
          )[0];
          if (next && picked.length < MAX_GEMS) picked.push(next);
        }
      }
      return picked.map(({ place, match }) => ({
        id: place.id,
        name: place.name,
        description: place.description,
        category: match?.category ?? 'hidden-natural',
        address: `${place.town}, ${place.region ?? ''}`.replace(/, $/, ''),
        city: place.town,
        state: areaName(place.country, place.region),
        rating: Math.round((5 - (place.popularity - 1) * 0.15) * 10) / 10,
        priceRange: PRICE[place.cost],
        specialFeatures: place.highlights.slice(0, 3),
        estimatedVisitTime: minutesText(place.visitMinutes),
        bestTimeToVisit: seasonsText(place.seasons).replace(/^./, (c) => c.toUpperCase()),
        imageUrl: null,
        imageCredit: null,
        latitude: place.lat,
        longitude: place.lng,
      }));
    },
  };
}
