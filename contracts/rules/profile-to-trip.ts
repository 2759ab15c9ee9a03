import {
  PROFILE_INTERESTS,
  type AccommodationType,
  type LodgingPreference,
  type ProfileInterest,
  type TripTheme,
} from './enumerations.js';

/**
 * How the traveller's saved preferences steer planning (spec 1: "saved preferences that improve
 * suggestions"): the trip builder starts from the profile's interests as trip themes, and from the lodging
 * preference as an accommodation choice; both stay changeable. Identical ids map to themselves.
 */
export const INTEREST_TO_THEME: { readonly [K in ProfileInterest]: TripTheme } = {
  'nature-hikes': 'nature',
  'hidden-gems': 'hidden-gems',
  adventure: 'adventure',
  wellness: 'wellness',
  'scenic-drives': 'scenic-drives',
  history: 'history',
  'arts-culture': 'arts-culture',
  'quirky-stops': 'quirky',
  foodie: 'foodie',
  coffee: 'coffee',
  breweries: 'breweries',
  'music-nightlife': 'music',
  'vintage-shops': 'shopping',
  'photo-spots': 'photography',
  'cool-stays': 'lodging',
  spiritual: 'spiritual',
};

/** The profile's four lodging preferences as the builder's accommodation cards. */
export const LODGING_TO_ACCOMMODATION: { readonly [K in LodgingPreference]: AccommodationType } = {
  camping: 'camping',
  budget: 'hostels',
  comfort: 'hotels',
  luxury: 'boutique',
};

const isProfileInterest = (value: string): value is ProfileInterest =>
  (PROFILE_INTERESTS as readonly string[]).includes(value);

/** Stored interests as trip themes, in the builder's order of the interests, unknown values dropped. */
export function themesForInterests(interests: readonly string[] | null | undefined): TripTheme[] {
  const themes = (interests ?? []).filter(isProfileInterest).map((interest) => INTEREST_TO_THEME[interest]);
  return [...new Set(themes)];
}

/** A stored lodging preference as an accommodation type, or null when there is none (or it is unknown). */
export function accommodationForLodging(lodging: string | null | undefined): AccommodationType | null {
  if (!lodging) return null;
  return (LODGING_TO_ACCOMMODATION as Partial<Record<string, AccommodationType>>)[lodging] ?? null;
}
