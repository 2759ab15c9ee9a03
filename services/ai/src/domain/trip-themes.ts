import { TRIP_THEMES_LIST, type TripThemeEntry } from '../data/trip-themes.js';

export function tripThemes(): readonly TripThemeEntry[] {
  return TRIP_THEMES_LIST;
}
