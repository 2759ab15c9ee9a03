import { describe, expect, it } from 'vitest';
import { roadKmEstimate } from '@byway/contracts/rules';
import { greatCircleKm, KM_PER_MILE, type LatLng } from '../src/domain/geo/distance.js';
import { DAILY_DRIVE_LIMIT_HOURS, MAX_DRIVE_HOURS_PER_DAY } from '../src/domain/planner/offline-planner.js';
import type { RouteOption, TripPlan } from '../src/domain/planner/types.js';
import { hoursOf, milesOf, plan } from './support/planner.js';

/**
 * Issue 11, "The itinerary": what makes a road-tripper trust a plan, as properties of every option and
 * day over a spread of trips (the issue's own examples among them). Nothing here knows the stops.
 *
 * - A day moves forward: no stop sends the traveller back along the day (from last night's town to
 *   tonight's) by more than BACKTRACK_KM or BACKTRACK_SHARE of the day's straight line, whichever is
 *   larger, and a side trip costs no more than that out and back.
 * - Lunch falls between 25 % and 75 % of the day's driving.
 * - No day starts with a stop at the door of last night's town (a zero-minute 'drive').
 * - A day drives no more than the pace allows, nor MAX_DRIVE_HOURS_PER_DAY.
 * - The direct option stays within 30 % of the road estimate between the ends.
 * - Roads inside national parks are timed at park speeds.
 */
const BACKTRACK_KM = 25;
const BACKTRACK_SHARE = 0.15;
const DIRECT_SLACK = 1.3;

type Pace = 'slow' | 'moderate' | 'fast';
interface Trip {
  startLocation: string;
  endLocation: string;
  totalDays: number;
  pace?: Pace;
  themes: string[];
}

const US_TRIPS: Trip[] = [
  // The examples.
  { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4, themes: ['nature', 'photography'] },
  {
    startLocation: 'Salt Lake City, UT',
    endLocation: 'West Yellowstone, MT',
    totalDays: 5,
    themes: ['nature'],
  },
  { startLocation: 'Chicago, IL', endLocation: 'New Orleans, LA', totalDays: 6, themes: ['music', 'foodie'] },
  { startLocation: 'Jackson, WY', endLocation: 'West Yellowstone, MT', totalDays: 2, themes: ['nature'] },
  { startLocation: 'Missoula, MT', endLocation: 'West Glacier, MT', totalDays: 2, pace: 'slow', themes: [] },
  // A spread of lengths and paces.
  { startLocation: 'Austin, TX', endLocation: 'San Antonio, TX', totalDays: 1, themes: ['history'] },
  {
    startLocation: 'San Francisco, CA',
    endLocation: 'Los Angeles, CA',
    totalDays: 3,
    pace: 'fast',
    themes: ['scenic-drives', 'foodie'],
  },
  {
    startLocation: 'Seattle, WA',
    endLocation: 'Portland, OR',
    totalDays: 2,
    pace: 'slow',
    themes: ['coffee'],
  },
  { startLocation: 'Boston, MA', endLocation: 'Washington, DC', totalDays: 4, themes: ['history'] },
  {
    startLocation: 'Nashville, TN',
    endLocation: 'Asheville, NC',
    totalDays: 3,
    pace: 'slow',
    themes: ['music'],
  },
  {
    startLocation: 'Phoenix, AZ',
    endLocation: 'Santa Fe, NM',
    totalDays: 4,
    themes: ['arts-culture', 'nature'],
  },
  {
    startLocation: 'Atlanta, GA',
    endLocation: 'Savannah, GA',
    totalDays: 2,
    pace: 'fast',
    themes: ['foodie'],
  },
  { startLocation: 'Los Angeles, CA', endLocation: 'Las Vegas, NV', totalDays: 3, themes: ['quirky'] },
  { startLocation: 'Minneapolis, MN', endLocation: 'Duluth, MN', totalDays: 2, themes: ['nature'] },
  {
    startLocation: 'Los Angeles, CA',
    endLocation: 'New York, NY',
    totalDays: 12,
    pace: 'fast',
    themes: ['history', 'quirky'],
  },
];

/** Trip-pack countries, with the trips their packs are made of. */
const WORLD_TRIPS: Trip[] = [
  {
    startLocation: 'Rome, Italy',
    endLocation: 'Florence, Italy',
    totalDays: 3,
    themes: ['history', 'foodie'],
  },
  { startLocation: 'Bergen, Norway', endLocation: 'Alesund, Norway', totalDays: 3, themes: ['nature'] },
  {
    startLocation: 'Queenstown, New Zealand',
    endLocation: 'Christchurch, New Zealand',
    totalDays: 4,
    themes: ['nature', 'adventure'],
  },
  { startLocation: 'Tokyo, Japan', endLocation: 'Kyoto, Japan', totalDays: 4, themes: ['history'] },
  {
    startLocation: 'Cape Town, South Africa',
    endLocation: 'Knysna, South Africa',
    totalDays: 4,
    pace: 'slow',
    themes: ['nature', 'scenic-drives'],
  },
  {
    startLocation: 'Dublin, Ireland',
    endLocation: 'Galway, Ireland',
    totalDays: 3,
    themes: ['history', 'music'],
  },
];

type Stop = RouteOption['stops'][number];

/** Km along the line from `a` to `b` of the point's foot (negative behind `a`), on a local flat map. */
function progressKm(point: LatLng, a: LatLng, b: LatLng): number {
  const kx = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180) * 111.2;
  const dx = (b.lng - a.lng) * kx;
  const dy = (b.lat - a.lat) * 111.2;
  const length = Math.hypot(dx, dy);
  if (length === 0) return 0;
  return ((point.lng - a.lng) * kx * dx + (point.lat - a.lat) * 111.2 * dy) / length;
}

interface Day {
  day: number;
  from: LatLng;
  to: LatLng;
  stops: Stop[];
  hours: number;
}

function daysOf(option: RouteOption, result: TripPlan): Day[] {
  const days: Day[] = [];
  let from: LatLng = result.start;
  for (const segment of option.dailySegments) {
    const stops = option.stops
      .filter((stop) => stop.dayNumber === segment.day)
      .sort((a, b) => a.orderInDay - b.orderInDay);
    const last = segment.day === option.dailySegments.length;
    const to: LatLng = last ? result.end : (stops.at(-1) ?? from);
    days.push({ day: segment.day, from, to, stops, hours: segment.driveSummary.estimatedHours });
    from = to;
  }
  return days;
}

/** Why a day goes backwards, or null when it moves forward with only short side trips. */
function backtracking(day: Day): string | null {
  const straight = greatCircleKm(day.from, day.to);
  const tolerance = Math.max(BACKTRACK_KM, straight * BACKTRACK_SHARE);
  const points: (LatLng & { name: string })[] = [
    { ...day.from, name: 'the start' },
    ...day.stops,
    { ...day.to, name: 'the night' },
  ];
  if (straight < 30) {
    // A day around one town (a stay): its sights are nearby, not a day's drive away.
    const far = day.stops.find((stop) => greatCircleKm(stop, day.from) > 80);
    return far
      ? `${far.name} is ${Math.round(greatCircleKm(far, day.from))} km from a day around town`
      : null;
  }
  let furthest = 0;
  for (const [i, point] of points.entries()) {
    const progress = progressKm(point, day.from, day.to);
    if (furthest - progress > tolerance)
      return `${point.name} sends the traveller ${Math.round(furthest - progress)} km back`;
    furthest = Math.max(furthest, progress);
    const before = points[i - 1];
    const after = points[i + 1];
    if (before && after) {
      const sideTrip =
        greatCircleKm(before, point) + greatCircleKm(point, after) - greatCircleKm(before, after);
      if (sideTrip > 2 * tolerance) return `${point.name} is a ${Math.round(sideTrip)} km side trip`;
    }
  }
  return null;
}

/** Share of the day's driving done when lunch is reached, or null for a day without a lunch stop. */
function lunchShare(day: Day): number | null {
  const legs = day.stops.map((stop) => hoursOf(stop.drivingTimeFromPrevious));
  const index = day.stops.findIndex((stop) => stop.category === 'lunch');
  const total = legs.reduce((sum, hours) => sum + hours, 0);
  if (index < 0 || total < 0.5) return null;
  return legs.slice(0, index + 1).reduce((sum, hours) => sum + hours, 0) / total;
}

const paceLimit = (pace: Pace | undefined) =>
  Math.min(DAILY_DRIVE_LIMIT_HOURS[pace ?? 'moderate'], MAX_DRIVE_HOURS_PER_DAY);

function checkTrip(trip: Trip, result: TripPlan) {
  expect(result.routeOptions.length).toBeGreaterThan(0);
  for (const option of result.routeOptions) {
    for (const day of daysOf(option, result)) {
      const where = `${option.routeName}, day ${day.day}`;
      expect(backtracking(day), where).toBeNull();
      const share = lunchShare(day);
      if (share !== null) {
        expect(share, `${where}: lunch`).toBeGreaterThanOrEqual(0.25);
        expect(share, `${where}: lunch`).toBeLessThanOrEqual(0.75);
      }
      const first = day.stops[0];
      if (day.day > 1 && first) {
        expect(
          greatCircleKm(first, day.from),
          `${where} starts with ${first.name} at last night's door`,
        ).toBeGreaterThanOrEqual(3);
      }
      expect(day.hours, `${where}: hours of driving`).toBeLessThanOrEqual(paceLimit(trip.pace));
    }
  }
  // The direct option keeps near the direct road.
  const direct = result.routeOptions[0]!;
  expect(direct.routeName).toMatch(/^The Direct Drive/);
  const roadKm = roadKmEstimate(greatCircleKm(result.start, result.end));
  expect(milesOf(direct.totalDistance) * KM_PER_MILE, direct.totalDistance).toBeLessThanOrEqual(
    roadKm * DIRECT_SLACK,
  );
}

describe('itineraries a road-tripper trusts (issue 11)', () => {
  it.each([...US_TRIPS, ...WORLD_TRIPS])(
    '$startLocation to $endLocation, $totalDays days, $pace pace',
    async (trip) => {
      checkTrip(trip, await plan({ ...trip }));
      // A regeneration is held to the same standard.
      checkTrip(trip, await plan({ ...trip, variant: 2 }));
    },
  );

  it('times a day through Yellowstone at park speeds', async () => {
    const result = await plan({
      startLocation: 'Jackson, WY',
      endLocation: 'West Yellowstone, MT',
      totalDays: 1,
      waypoints: [
        { day: 1, name: 'Old Faithful Geyser', lat: 44.4605, lng: -110.8281 },
        { day: 1, name: 'Grand Canyon of the Yellowstone', lat: 44.7202, lng: -110.479 },
        { day: 1, name: 'Roosevelt Arch', lat: 45.0294, lng: -110.7086 },
      ],
    });
    // About 280 miles of 45 mph park roads: about 7 hours, never the 3.9 of open highway.
    const [day] = result.routeOptions[0]!.dailySegments;
    expect(day!.driveSummary.estimatedHours).toBeGreaterThanOrEqual(6);
    expect(day!.driveSummary.estimatedHours).toBeLessThanOrEqual(MAX_DRIVE_HOURS_PER_DAY);
    expect(day!.driveSummary.distanceMiles / day!.driveSummary.estimatedHours).toBeLessThanOrEqual(45);
  });

  it('drives between sights inside a national park at 45 mph or less', async () => {
    const result = await plan({
      startLocation: 'Jackson, WY',
      endLocation: 'West Yellowstone, MT',
      totalDays: 3,
      themes: ['nature'],
    });
    // Within 50 km of the middle of Yellowstone (the park is about 100 km across).
    const yellowstone = { lat: 44.6, lng: -110.55 };
    let parkLegs = 0;
    for (const option of result.routeOptions) {
      const stops = option.stops;
      for (const [i, stop] of stops.entries()) {
        const before = stops[i - 1];
        // A day's first leg starts from last night's stop, the stop before it.
        if (!before) continue;
        if (greatCircleKm(before, yellowstone) > 50 || greatCircleKm(stop, yellowstone) > 50) continue;
        const hours = hoursOf(stop.drivingTimeFromPrevious);
        if (hours < 0.1) continue;
        parkLegs++;
        // Straight-line km per hour: the road is longer still, so the real speed is higher than this.
        expect(greatCircleKm(before, stop) / hours, `${before.name} to ${stop.name}`).toBeLessThanOrEqual(
          45 * KM_PER_MILE,
        );
      }
    }
    expect(parkLegs).toBeGreaterThan(0);
  });
});
