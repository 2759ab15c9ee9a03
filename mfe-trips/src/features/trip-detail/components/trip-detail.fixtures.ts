import type { TripDetailRouteOption, TripDetailStop, TripDetailTrip } from '../api/trip-detail';
import { TRIP_UPDATED_AT } from './cost-forecast.fixtures';

type Typed<T> = T & { __typename: string };

/** A stop; its key is made from its name ('s-Arches National Park') unless given. */
export function stopFixture(overrides: Partial<TripDetailStop> = {}): Typed<TripDetailStop> {
  const name = overrides.name ?? 'Red Rocks Amphitheatre';
  return {
    __typename: 'TripStop',
    name: 'Red Rocks Amphitheatre',
    description: 'Sandstone amphitheatre in the foothills.',
    category: 'attraction',
    latitude: 39.6654,
    longitude: -105.2057,
    lat: 39.6654,
    lng: -105.2057,
    estimatedDuration: 90,
    dayNumber: 1,
    orderInDay: 1,
    address: '18300 W Alameda Pkwy, Morrison, CO',
    essential: true,
    stopKey: `s-${name}`,
    note: null,
    ...overrides,
  };
}

const mainStops = [
  stopFixture({
    name: 'Glenwood Hot Springs',
    dayNumber: 1,
    orderInDay: 2,
    lat: 39.55,
    lng: -107.32,
    latitude: 39.55,
    longitude: -107.32,
    category: 'wellness',
    estimatedDuration: 120,
    address: null,
    essential: false,
  }),
  stopFixture({ name: 'Red Rocks Amphitheatre', dayNumber: 1, orderInDay: 1 }),
  stopFixture({
    name: 'Arches National Park',
    dayNumber: 3,
    orderInDay: 1,
    lat: 38.73,
    lng: -109.59,
    latitude: 38.73,
    longitude: -109.59,
    category: 'nature',
    estimatedDuration: 180,
    address: 'Moab, UT 84532',
    description: 'Over 2,000 natural stone arches.',
  }),
];

const scenicStops = [
  stopFixture({
    name: 'Maroon Bells',
    dayNumber: 2,
    orderInDay: 1,
    lat: 39.07,
    lng: -106.99,
    latitude: 39.07,
    longitude: -106.99,
    category: 'scenic',
  }),
];

const segment = (day: number, title: string, estimatedHours: number) => ({
  __typename: 'DailySegment',
  day,
  title,
  description: `Description of day ${day}`,
  driveSummary: { __typename: 'DriveSummary', estimatedHours },
  // Planned with estimated distances: no line along the roads.
  path: null,
});

const routeOption = (option: Typed<TripDetailRouteOption>): TripDetailRouteOption => option;
const plannerOf = (planner: Typed<NonNullable<TripDetailTrip['planner']>>) => planner;

export function tripFixture(overrides: Partial<TripDetailTrip> = {}): Typed<TripDetailTrip> {
  return {
    __typename: 'Trip',
    id: 7,
    title: 'Canyon Country Loop',
    description: 'Four days from the Rockies to the red rock.',
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 4,
    isPublic: false,
    status: 'planning',
    tripPackId: null,
    hasPreviousItinerary: false,
    selectedRouteIndex: 0,
    startDate: null,
    role: 'owner',
    updatedAt: TRIP_UPDATED_AT,
    dayNotes: [],
    planner: plannerOf({
      __typename: 'TripPlanner',
      notes: [
        'Distances and drive times are estimates; check live directions before you go.',
        'Left out for your dog: Arches National Park (no dogs allowed).',
      ],
    }),
    routeOptions: [
      routeOption({
        __typename: 'RouteOption',
        routeName: 'The Classic',
        vibe: 'Iconic highlights',
        totalDistance: '354 mi',
        totalDistanceKm: 569.7,
        distanceUnit: 'mi',
        estimatedTime: '6 hours',
        stops: mainStops,
        dailySegments: [
          segment(1, 'Into the Rockies', 2.4),
          segment(2, 'Rest day', 0),
          segment(3, 'Arches at last', 3.3),
        ],
      }),
      routeOption({
        __typename: 'RouteOption',
        routeName: 'The Scenic Byway',
        vibe: 'Slow and scenic',
        totalDistance: '410 mi',
        totalDistanceKm: 659.8,
        distanceUnit: 'mi',
        estimatedTime: '8 hours',
        stops: scenicStops,
        dailySegments: [segment(2, 'Maroon Bells morning', 1.2)],
      }),
    ],
    stops: mainStops.map((stop) => ({ ...stop, isCustom: false })),
    ...overrides,
  };
}
