import {
  TRIP_THEME_DESCRIPTIONS,
  TRIP_THEME_LABELS,
  TRIP_THEMES,
  type TripTheme,
} from '@byway/contracts/rules';

/** The trip builder's 16 interest themes (step 2), in the order the builder shows them. */
export interface TripThemeEntry {
  id: TripTheme;
  label: string;
  description: string;
}

export const TRIP_THEMES_LIST: readonly TripThemeEntry[] = TRIP_THEMES.map((id) => ({
  id,
  label: TRIP_THEME_LABELS[id],
  description: TRIP_THEME_DESCRIPTIONS[id],
}));
