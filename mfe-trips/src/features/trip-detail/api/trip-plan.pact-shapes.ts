import { MatchersV3 } from '@pact-foundation/pact';

// The trip page's plan fields (TripDetailPlan) as the Pact consumer tests expect the gateway to answer
// them: the trip page's query and each hand edit (issue 22) answer the same shape.
const { boolean, eachLike, integer, nullValue, number, regex, string } = MatchersV3;

/** A stop as the provider's planned 4-day trip answers it (no note of the traveller's). */
export const plannedStopShape = {
  __typename: 'TripStop',
  name: string('Arches National Park'),
  description: string('Over 2,000 natural stone arches.'),
  category: string('nature'),
  latitude: number(38.7331),
  longitude: number(-109.5925),
  lat: number(38.7331),
  lng: number(-109.5925),
  estimatedDuration: integer(120),
  dayNumber: integer(1),
  orderInDay: integer(1),
  address: string('Moab, UT'),
  essential: boolean(true),
  // Planned stops carry their own key since issue 22 ('s-' and a UUID).
  stopKey: regex(/^s-[0-9a-f-]{36}$/.source, 's-0b6f3c52-8a4e-4c1e-9d67-3f1d2a7c9e10'),
  note: nullValue(),
};

/** One route option with its stops (`stops`: a matcher, or eachLike of a planned stop). */
export const routeOptionShape = (stops: unknown = eachLike(plannedStopShape)) => ({
  __typename: 'RouteOption',
  routeName: string('The Classic'),
  vibe: string('Iconic highlights'),
  totalDistance: string('354 mi'),
  totalDistanceKm: number(569.7),
  // The provider's trip starts in the US: miles.
  distanceUnit: regex('^(mi|km)$', 'mi'),
  estimatedTime: string('6 hours'),
  stops,
  dailySegments: eachLike({
    __typename: 'DailySegment',
    day: integer(1),
    title: string('Denver to Glenwood Springs'),
    description: string('Over the Rockies on I-70.'),
    driveSummary: { __typename: 'DriveSummary', estimatedHours: number(2.5) },
    // Null: the provider plans without a routing server, so distances are estimated.
    path: nullValue(),
  }),
});

/**
 * The plan fields beside the trip's id: a new updatedAt (the cost forecast asks again on it), the kept
 * route option, the options, the trip's stops, and the day notes (none unless `overrides` say).
 */
export const tripPlanShape = (overrides: Record<string, unknown> = {}) => ({
  updatedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.source, '2026-11-27T10:00:00.000Z'),
  selectedRouteIndex: integer(0),
  routeOptions: eachLike(routeOptionShape()),
  stops: eachLike({ ...plannedStopShape, isCustom: boolean(false) }),
  dayNotes: [],
  ...overrides,
});
