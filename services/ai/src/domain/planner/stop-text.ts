import type { AccommodationChoice, Budget } from '@byway/contracts/rules';
import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { COUNTRIES } from '../../data/us-states.js';
import { townLabel, type Town } from '../geo/gazetteer.js';
import type { TripRequest } from './request.js';

/**
 * The words of a plan: stop categories, addresses, routine stops and overnight labels. A stop that is
 * not a catalogue place names a real town and says only what it is (lunch, the night): no made-up sights.
 */

/** The spec's stop colour classes, from a place's main theme. */
const CATEGORY_OF_THEME: Record<ThemeId, string> = {
  nature: 'nature',
  'hidden-gems': 'attraction',
  adventure: 'adventure',
  wellness: 'activity',
  'scenic-drives': 'scenic',
  history: 'culture',
  'arts-culture': 'culture',
  quirky: 'attraction',
  foodie: 'meal',
  coffee: 'meal',
  breweries: 'meal',
  music: 'culture',
  shopping: 'shopping',
  photography: 'scenic',
  lodging: 'lodging',
  spiritual: 'culture',
};

export function categoryOf(place: Place): string {
  const main = place.themes.find((theme) => theme !== 'hidden-gems') ?? place.themes[0] ?? 'hidden-gems';
  return CATEGORY_OF_THEME[main];
}

export function addressOf(place: Place): string {
  const area =
    place.country === 'US'
      ? place.region
      : `${place.region ? `${place.region}, ` : ''}${COUNTRIES[place.country]?.name ?? place.country}`;
  return `${place.town}, ${area}`;
}

export const THEME_WORDS: Record<ThemeId, string> = {
  nature: 'nature',
  'hidden-gems': 'hidden gems',
  adventure: 'adventure',
  wellness: 'wellness',
  'scenic-drives': 'scenic drives',
  history: 'history',
  'arts-culture': 'arts and culture',
  quirky: 'quirky stops',
  foodie: 'food',
  coffee: 'coffee',
  breweries: 'breweries',
  music: 'music',
  shopping: 'shopping',
  photography: 'photography',
  lodging: 'memorable stays',
  spiritual: 'spiritual places',
};

/**
 * Lunch in a real town. It says what it is and nothing more: we have checked no café or speciality
 * there, so it claims none.
 */
export function lunchText(town: Town): {
  name: string;
  description: string;
  category: string;
  minutes: number;
} {
  return {
    name: `Lunch in ${town.name}`,
    category: 'lunch',
    minutes: 60,
    description: `A lunch break in ${townLabel(town)}, roughly halfway through the day's drive.`,
  };
}

/** 'breweries', 'breweries or coffee', 'food, breweries or coffee'. */
export function themeList(themes: readonly ThemeId[]): string {
  const words = themes.map((theme) => THEME_WORDS[theme]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

const STAY_WORDS: Partial<Record<AccommodationChoice, string>> = {
  hotels: 'a hotel',
  boutique: 'a boutique hotel',
  bnb: 'a bed and breakfast',
  glamping: 'a glamping site',
  camping: 'a campground',
  'vacation-rentals': 'a vacation rental',
  hostels: 'a hostel',
  unique: 'a one-of-a-kind stay',
};

const BUDGET_WORDS: Partial<Record<Budget, string>> = {
  budget: 'budget-friendly',
  moderate: 'mid-range',
  luxury: 'upscale',
};

/** The night's stop, in the traveller's choice of stay, budget and party size; it claims nothing of the place. */
export function overnightText(request: TripRequest, where: string): { name: string; description: string } {
  const stay = (request.accommodationType && STAY_WORDS[request.accommodationType]) ?? 'a place to stay';
  const budget = request.budget && BUDGET_WORDS[request.budget];
  const outdoors = request.accommodationType === 'camping' || request.accommodationType === 'glamping';
  const preposition = outdoors ? 'near' : 'in';
  const party =
    request.travelPartySize >= 5
      ? ` For ${request.travelPartySize} travellers, look for a group-sized rental or adjoining rooms and book early.`
      : request.travelPartySize === 1
        ? ' Travelling solo: a central location keeps evenings easy.'
        : '';
  return {
    name: `Overnight ${preposition} ${where}`,
    description: `Dinner and the night at ${budget ? `${budget === 'upscale' ? 'an' : 'a'} ${budget} ` : ''}${budget ? stay.replace(/^an? /, '') : stay} ${preposition} ${where}.${party}`,
  };
}
