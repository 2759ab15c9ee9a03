import type { AccommodationChoice, Budget } from '@byway/contracts/rules';
import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { COUNTRIES } from '../../data/us-states.js';
import { townLabel, type Town } from '../geo/gazetteer.js';
import type { TripRequest } from './request.js';

/**
 * The words of a plan: stop categories, addresses, town-level stops and overnight labels. Town-level
 * stops name a real town and say plainly what to do there; they never name a business.
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

export interface TownStopText {
  theme: ThemeId | 'lunch' | 'stroll';
  name: string;
  description: string;
  category: string;
  minutes: number;
}

/** Themes a town can always serve without naming a business. */
export const TOWN_THEMES: readonly ThemeId[] = [
  'coffee',
  'foodie',
  'breweries',
  'shopping',
  'history',
  'arts-culture',
  'music',
];

export function townStop(theme: TownStopText['theme'], town: Town): TownStopText {
  const label = townLabel(town);
  const name = town.name;
  switch (theme) {
    case 'coffee':
      return {
        theme,
        name: `Coffee break in downtown ${name}`,
        category: 'meal',
        minutes: 30,
        description: `Stretch your legs and find a local café in downtown ${label}.`,
      };
    case 'foodie':
      return {
        theme,
        name: `Local food in ${name}`,
        category: 'meal',
        minutes: 75,
        description: `Taste what ${label} is known for: ask locals for their favourite spot, or try a farmers' market if one is on.`,
      };
    case 'breweries':
      return {
        theme,
        name: `Craft beer tasting in ${name}`,
        category: 'meal',
        minutes: 60,
        description: `Many towns like ${label} have a taproom or brewpub; a designated driver keeps the road trip rolling.`,
      };
    case 'shopping':
      return {
        theme,
        name: `Main-street shops of ${name}`,
        category: 'shopping',
        minutes: 60,
        description: `Browse the independent shops, antiques and local crafts of downtown ${label}.`,
      };
    case 'history':
      return {
        theme,
        name: `Historic downtown walk in ${name}`,
        category: 'culture',
        minutes: 60,
        description: `Walk the older streets of ${label}; the local museum or historical society usually has a walking-tour map.`,
      };
    case 'arts-culture':
      return {
        theme,
        name: `Galleries and murals of ${name}`,
        category: 'culture',
        minutes: 60,
        description: `Look for public art, galleries and the local arts centre in ${label}.`,
      };
    case 'music':
      return {
        theme,
        name: `Live music evening in ${name}`,
        category: 'culture',
        minutes: 120,
        description: `Check the local listings in ${label} for live music tonight.`,
      };
    case 'lunch':
      return {
        theme,
        name: `Lunch in downtown ${name}`,
        category: 'lunch',
        minutes: 60,
        description: `A lunch break in ${label}, roughly halfway through the day's drive.`,
      };
    default:
      return {
        theme: 'stroll',
        name: `Stretch your legs in ${name}`,
        category: 'activity',
        minutes: 30,
        description: `A short break to walk around ${label} and refuel.`,
      };
  }
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

/** The night's stop, in the traveller's choice of stay, budget and party size. */
export function overnightText(
  request: TripRequest,
  where: string,
  nearNature: boolean,
): { name: string; description: string } {
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
  const setting = outdoors && nearNature ? ' Public-land campgrounds nearby fill early in peak season.' : '';
  return {
    name: `Overnight ${preposition} ${where}`,
    description: `Dinner and the night at ${budget ? `${budget === 'upscale' ? 'an' : 'a'} ${budget} ` : ''}${budget ? stay.replace(/^an? /, '') : stay} ${preposition} ${where}.${setting}${party}`,
  };
}
