import type { JourneyMapStop } from '../components/journey-map';

/**
 * The /test-map demo (spec 2, Test map): Denver, CO to Moab, UT along I-70, six real stops over three days.
 * Coordinates are the places' own (WGS84, rounded to four decimals).
 */
export const DEMO_ROUTE = {
  from: 'Denver, CO',
  to: 'Moab, UT',
  via: 'I-70',
  stops: [
    { name: 'Idaho Springs', category: 'history', dayNumber: 1, orderInDay: 1, lat: 39.7425, lng: -105.5136 },
    { name: 'Georgetown', category: 'history', dayNumber: 1, orderInDay: 2, lat: 39.7061, lng: -105.6975 },
    { name: 'Vail', category: 'scenic-drives', dayNumber: 1, orderInDay: 3, lat: 39.6403, lng: -106.3742 },
    {
      name: 'Hanging Lake, Glenwood Canyon',
      category: 'nature',
      dayNumber: 2,
      orderInDay: 1,
      lat: 39.6014,
      lng: -107.1917,
    },
    {
      name: 'Colorado National Monument',
      category: 'nature',
      dayNumber: 2,
      orderInDay: 2,
      lat: 39.058,
      lng: -108.6934,
    },
    {
      name: 'Fisher Towers',
      category: 'adventure',
      dayNumber: 3,
      orderInDay: 1,
      lat: 38.7247,
      lng: -109.3089,
    },
  ] satisfies JourneyMapStop[],
} as const;
