import type { MockedResponse } from '@apollo/client/testing';
import { TRIP_THEME_LABELS, TRIP_THEMES, type TripTheme } from '@byway/contracts/rules';
import { TripThemesQuery } from '../api/trip-themes';

/** The builder's card text for each theme, as the ai subgraph serves it (services/ai/src/data/trip-themes.ts). */
const DESCRIPTIONS: Record<TripTheme, string> = {
  nature: 'Trailheads, state parks and wild places to stretch your legs.',
  'hidden-gems': 'Little-known spots the guidebooks tend to skip.',
  adventure: 'Rafting, climbing, zip lines and other adrenaline stops.',
  wellness: 'Hot springs, spas and quiet places to recharge.',
  'scenic-drives': 'Byways, overlooks and roads worth driving for their own sake.',
  history: 'Landmarks, old towns and museums that tell the story of a place.',
  'arts-culture': 'Galleries, theatres, murals and local makers.',
  quirky: 'Roadside oddities, giant statues and one-of-a-kind attractions.',
  foodie: 'Regional dishes, diners, food trucks and farmers markets.',
  coffee: 'Independent roasters and cosy cafés for a slow morning.',
  breweries: 'Craft beer, local wineries and small-batch spirits.',
  music: 'Music venues, jazz bars and places that come alive after dark.',
  shopping: 'Antique malls, vintage shops and local boutiques.',
  photography: 'Viewpoints and golden-hour spots made for the camera.',
  lodging: 'Memorable places to sleep: treehouses, historic inns, glamping.',
  spiritual: 'Sacred sites, retreats and places for reflection.',
};

/** Step 2's 16 interest themes, in the order the ai subgraph's tripThemes answers them. */
export const tripThemesAnswer: MockedResponse = {
  request: { query: TripThemesQuery },
  result: {
    data: {
      tripThemes: TRIP_THEMES.map((id) => ({
        __typename: 'TripTheme',
        id,
        label: TRIP_THEME_LABELS[id],
        description: DESCRIPTIONS[id],
      })),
    },
  },
};
