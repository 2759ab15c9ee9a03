import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../src/domain/geo/distance.js';
import { tripRequestSchema } from '../src/domain/planner/request.js';
import { gazetteer, plan } from './support/planner.js';

/** A trip pack's stops as fixed waypoints: Utah's Mighty Five, 7 days from Las Vegas to Moab. */
const WAYPOINTS = [
  { day: 1, name: 'Zion National Park', lat: 37.2002, lng: -112.987 },
  { day: 2, name: 'Bryce Canyon National Park', lat: 37.6227, lng: -112.166 },
  { day: 4, name: 'Capitol Reef National Park', lat: 38.2914, lng: -111.2617, description: 'Orchards.' },
  { day: 6, name: 'Delicate Arch, Arches National Park', lat: 38.7436, lng: -109.4993 },
  { day: 7, name: 'Mesa Arch, Canyonlands National Park', lat: 38.3893, lng: -109.8682 },
  { day: 7, name: 'Dead Horse Point State Park', lat: 38.4706, lng: -109.7407 },
];
const REQUEST = {
  startLocation: 'Las Vegas, NV',
  endLocation: 'Moab, UT',
  totalDays: 7,
  themes: ['nature'],
  season: 'spring',
  waypoints: WAYPOINTS,
};

describe('offline planner: fixed waypoints (trip packs)', () => {
  it('visits every waypoint on its day, in order, and ends each day in a real town near the last one', async () => {
    const result = await plan(REQUEST);
    expect(result.routeOptions).toHaveLength(1);
    const [route] = result.routeOptions;
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      const stops = route!.stops.filter((stop) => stop.dayNumber === day);
      const sights = stops.filter((stop) => stop.category !== 'lodging' && !stop.name.startsWith('Arrive'));
      expect(sights.map((stop) => stop.name)).toEqual(
        WAYPOINTS.filter((w) => w.day === day).map((w) => w.name),
      );
      expect(stops.map((stop) => stop.orderInDay)).toEqual(stops.map((_, i) => i + 1));
      const ending = stops.at(-1)!;
      if (day < 7) {
        expect(ending.category).toBe('lodging');
        // A real town of the gazetteer, close to the day's last waypoint when the day has one.
        expect(gazetteer.towns.some((town) => town.lat === ending.lat && town.lng === ending.lng)).toBe(true);
        const lastWaypoint = sights.at(-1);
        if (lastWaypoint) expect(greatCircleKm(lastWaypoint, ending)).toBeLessThan(45);
      } else {
        expect(ending.name).toBe('Arrive in Moab');
      }
    }
    expect(route!.stops.find((stop) => stop.name === 'Capitol Reef National Park')?.description).toBe(
      'Orchards.',
    );
    // Every day is driven and measured, and labelled as an estimate.
    expect(route!.dailySegments).toHaveLength(7);
    expect(route!.dailySegments.every((segment) => segment.driveSummary.distanceMiles > 0)).toBe(true);
    expect(result.notes[0]).toMatch(/estimates/);
  });

  it('refuses a waypoint on a day after the trip', () => {
    const parsed = tripRequestSchema.safeParse({ ...REQUEST, totalDays: 5 });
    expect(parsed.success).toBe(false);
  });
});
