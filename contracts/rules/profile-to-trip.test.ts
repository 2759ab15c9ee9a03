import { describe, expect, it } from 'vitest';
import {
  accommodationForLodging,
  ACCOMMODATION_TYPES,
  INTEREST_TO_THEME,
  LODGING_PREFERENCES,
  PROFILE_INTERESTS,
  themesForInterests,
  TRIP_THEMES,
} from './index.js';

describe('profile preferences as trip builder choices', () => {
  it('maps each of the 16 interests to a distinct trip theme, so every theme can be preselected', () => {
    const themes = PROFILE_INTERESTS.map((interest) => INTEREST_TO_THEME[interest]);
    expect(new Set(themes).size).toBe(PROFILE_INTERESTS.length);
    expect([...themes].sort()).toEqual([...TRIP_THEMES].sort());
  });

  it('maps renamed interests and keeps identical ids', () => {
    expect(themesForInterests(['nature-hikes', 'quirky-stops', 'photo-spots', 'history'])).toEqual([
      'nature',
      'quirky',
      'photography',
      'history',
    ]);
    expect(themesForInterests(['music-nightlife', 'vintage-shops', 'cool-stays'])).toEqual([
      'music',
      'shopping',
      'lodging',
    ]);
  });

  it('drops unknown stored interests and answers none for a traveller without interests', () => {
    expect(themesForInterests(['ballooning', 'coffee'])).toEqual(['coffee']);
    expect(themesForInterests(null)).toEqual([]);
  });

  it('turns every lodging preference into one of the builder’s accommodation cards', () => {
    for (const lodging of LODGING_PREFERENCES) {
      expect(ACCOMMODATION_TYPES).toContain(accommodationForLodging(lodging));
    }
    expect(accommodationForLodging('camping')).toBe('camping');
    expect(accommodationForLodging(null)).toBeNull();
    expect(accommodationForLodging('castle')).toBeNull();
  });
});
