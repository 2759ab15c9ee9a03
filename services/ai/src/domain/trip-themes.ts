import { TRIP_THEMES, type TripThemeEntry } from '../data/trip-themes.js';

export function tripThemes(): readonly TripThemeEntry[] {
  return TRIP_THEMES;
}
