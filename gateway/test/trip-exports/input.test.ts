import { describe, expect, it } from 'vitest';
import type { TripDetail, TripStop } from '@byway/contracts/rest';
import { exportTripOf, fileSlug } from '../../src/rest/trip-exports/input.js';

const stop = (
  name: string,
  dayNumber: number,
  orderInDay: number,
  extra: Partial<TripStop> = {},
): TripStop => ({
  id: null,
  tripId: 1,
  name,
  description: null,
  latitude: 40,
  longitude: -105,
  lat: null,
  lng: null,
  category: null,
  estimatedDuration: null,
  dayNumber,
  orderInDay,
  address: null,
  photos: [],
  rating: null,
  essential: false,
  isDetour: false,
  drivingTimeFromPrevious: null,
  isCustom: false,
  stopKey: `${name}-${dayNumber}-${orderInDay}`,
  note: null,
  createdAt: null,
  ...extra,
});

const segment = (day: number, title: string, overnight: string) => ({
  day,
  title,
  description: '',
  overnight,
  // Stored before plans carried km: the export reads them from the miles.
  driveSummary: { estimatedHours: 2, distanceMiles: 100, distanceKm: null },
});

const TRIP: TripDetail = {
  id: 1,
  userId: 'u',
  role: 'owner',
  ownerName: null,
  title: 'Front Range',
  description: null,
  startLocation: 'Denver, CO',
  endLocation: 'Boulder, CO',
  startDate: '2031-05-04T00:00:00.000Z',
  endDate: null,
  totalDays: 3,
  theme: null,
  status: 'planning',
  isPublic: false,
  selectedRouteIndex: 0,
  accommodationType: null,
  travelPartySize: 2,
  season: null,
  budget: null,
  pace: null,
  planner: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  hasPreviousItinerary: false,
  dayNotes: [],
  itinerary: [],
  routeOptions: [
    {
      routeName: 'Scenic',
      vibe: '',
      totalDistance: '',
      totalDistanceKm: null,
      distanceUnit: 'mi',
      estimatedTime: '',
      stops: [stop('Later', 2, 1), stop('Second', 1, 2), stop('First', 1, 1)],
      dailySegments: [segment(1, 'Foothills', 'Golden, CO'), segment(2, 'Flatirons', 'Boulder, CO')],
    },
    {
      routeName: 'Fast',
      vibe: '',
      totalDistance: '',
      totalDistanceKm: null,
      distanceUnit: 'mi',
      estimatedTime: '',
      stops: [],
      dailySegments: [],
    },
  ],
  stops: [stop('Planned copy', 1, 1), stop('My own stop', 1, 3, { isCustom: true })],
};

describe('export input from a trip', () => {
  it("takes the chosen option's stops in driving order, with the traveller's own stops", () => {
    const input = exportTripOf(TRIP, 0);
    expect(input?.routeName).toBe('Scenic');
    expect(input?.stops.map((item) => item.name)).toEqual(['First', 'Second', 'My own stop', 'Later']);
    expect(exportTripOf(TRIP, 1)?.stops.map((item) => item.name)).toEqual(['My own stop']);
  });

  it('has an entry for every day, days the planner left out included', () => {
    expect(exportTripOf(TRIP, 0)?.days).toEqual([
      { day: 1, title: 'Foothills', driveHours: 2, km: 160.9, overnight: 'Golden, CO' },
      { day: 2, title: 'Flatirons', driveHours: 2, km: 160.9, overnight: 'Boulder, CO' },
      { day: 3, title: null, driveHours: null, km: null, overnight: null },
    ]);
  });

  it("writes distances in the trip's unit unless the traveller's profile prefers another", () => {
    expect(exportTripOf(TRIP, 0)?.distanceUnit).toBe('mi');
    expect(exportTripOf(TRIP, 0, 'country')?.distanceUnit).toBe('mi');
    expect(exportTripOf(TRIP, 0, 'km')?.distanceUnit).toBe('km');
  });

  it("keeps the trip's own start date as a calendar day", () => {
    expect(exportTripOf(TRIP, 0)?.startDate).toBe('2031-05-04');
    expect(exportTripOf({ ...TRIP, startDate: null }, 0)?.startDate).toBeNull();
  });

  it('has no input for a route option the trip does not have', () => {
    expect(exportTripOf(TRIP, 2)).toBeNull();
    // A trip without options exports its own stops as option 0, and nothing else.
    const unplanned = { ...TRIP, routeOptions: [] };
    expect(exportTripOf(unplanned, 0)?.stops.map((item) => item.name)).toEqual([
      'Planned copy',
      'My own stop',
    ]);
    expect(exportTripOf(unplanned, 1)).toBeNull();
  });

  it('names files with a plain slug of the title', () => {
    expect(fileSlug('Red Rock & "Arches" Run')).toBe('red-rock-arches-run');
    expect(fileSlug('Crème brûlée → Québec!')).toBe('creme-brulee-quebec');
    expect(fileSlug('→ ★ ←')).toBe('trip');
  });
});
