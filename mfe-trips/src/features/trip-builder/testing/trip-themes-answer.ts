import type { MockedResponse } from '@apollo/client/testing';
import { TRIP_THEME_DESCRIPTIONS, TRIP_THEME_LABELS, TRIP_THEMES } from '@byway/contracts/rules';
import { TripThemesQuery } from '../api/trip-themes';

/** Step 2's 16 interest themes, in the order the ai subgraph's tripThemes answers them. */
export const tripThemesAnswer: MockedResponse = {
  request: { query: TripThemesQuery },
  result: {
    data: {
      tripThemes: TRIP_THEMES.map((id) => ({
        __typename: 'TripTheme',
        id,
        label: TRIP_THEME_LABELS[id],
        description: TRIP_THEME_DESCRIPTIONS[id],
      })),
    },
  },
};
