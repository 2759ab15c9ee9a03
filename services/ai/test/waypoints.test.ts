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
        // A real town or village the gazetteer knows by the name shown (Torrey for Capitol Reef), close to
        // the day's last waypoint when the day has one.
        expect(greatCircleKm(gazetteer.resolve(ending.address), ending), ending.address).toBeLessThan(1);
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

  it("listens to 'Anything special': a pack stop the traveller's needs rule out is left out and named", async () => {
    const withDog = await plan({ ...REQUEST, specialRequests: 'We travel with a dog' });
    const names = withDog.routeOptions[0]!.stops.map((stop) => stop.name);
    // Dogs may not go on Arches' trails (catalogue fact, with its source); Mesa Arch stays.
    expect(names).not.toContain('Delicate Arch, Arches National Park');
    expect(names).toContain('Mesa Arch, Canyonlands National Park');
    expect(withDog.notes.join(' ')).toMatch(/Left out for your dog: .*Delicate Arch/);
    // The day still ends where the pack goes.
    expect(withDog.routeOptions[0]!.dailySegments[5]!.overnight).toMatch(/Moab/);
    const asked = await plan({
      ...REQUEST,
      specialRequests: 'Must see: Delicate Arch. We travel with a dog.',
    });
    expect(asked.routeOptions[0]!.stops.map((stop) => stop.name)).toContain(
      'Delicate Arch, Arches National Park',
    );
  });

  it("sleeps where a sight's own village is, not back over the pass (the Banff pack)", async () => {
    const banff = [
      { day: 1, name: 'Banff Upper Hot Springs', lat: 51.1677, lng: -115.5614 },
      { day: 2, name: 'Lake Louise', lat: 51.4167, lng: -116.218 },
      { day: 2, name: 'Moraine Lake', lat: 51.3217, lng: -116.186 },
      { day: 3, name: 'Emerald Lake', lat: 51.443, lng: -116.531 },
      { day: 4, name: 'Peyto Lake', lat: 51.7175, lng: -116.5109 },
      { day: 5, name: 'Athabasca Glacier, Columbia Icefield', lat: 52.2203, lng: -117.2253 },
      { day: 6, name: 'Maligne Canyon', lat: 52.9197, lng: -118.0013 },
    ];
    const result = await plan({
      startLocation: 'Calgary, Canada',
      endLocation: 'Hinton, Canada',
      totalDays: 6,
      themes: ['nature'],
      waypoints: banff,
    });
    const nights = result.routeOptions[0]!.dailySegments.map((day) => day.overnight);
    // Golden lies 80 km west over Kicking Horse Pass: the old plan slept there after Lake Louise and Peyto Lake.
    expect(nights.slice(1, 4).some((night) => night.startsWith('Golden'))).toBe(false);
    expect(nights[1]).toMatch(/^Lake Louise/);
  });

  it('refuses a waypoint on a day after the trip', () => {
    const parsed = tripRequestSchema.safeParse({ ...REQUEST, totalDays: 5 });
    expect(parsed.success).toBe(false);
  });

  describe("'Start from my city': the pack re-based on the traveller's home", () => {
    it('adds the days of driving from home to the pack and back, keeping the pack days as they are', async () => {
      // Denver to Las Vegas is about 750 road miles (11-12 hours): two days each way at a moderate pace.
      const result = await plan({ ...REQUEST, roundTripFrom: 'Denver, CO' });
      const [route] = result.routeOptions;
      const days = route!.dailySegments.length;
      expect(result.start.label).toBe(result.end.label);
      expect(result.start.label).toMatch(/^Denver/);
      // The pack's start ends the drive there; every pack stop keeps its day, shifted by the approach.
      const approach = route!.stops.find((stop) => stop.name.startsWith('Las Vegas'))?.dayNumber ?? 0;
      expect(approach).toBe(2);
      expect(days).toBeGreaterThan(approach + 7);
      for (const waypoint of WAYPOINTS) {
        const stop = route!.stops.find((s) => s.name === waypoint.name);
        expect(stop?.dayNumber, waypoint.name).toBe(waypoint.day + approach);
      }
      // The last day ends at home, and no day drives further than the daily maximum.
      expect(route!.stops.at(-1)!.name).toMatch(/^Arrive in Denver/);
      expect(route!.dailySegments.every((segment) => segment.driveSummary.estimatedHours <= 10)).toBe(true);
    });

    it('joins a short drive to the first and last pack day instead of adding days', async () => {
      // Henderson is a 25-minute drive from Las Vegas; Moab back to Henderson is not short.
      const result = await plan({ ...REQUEST, roundTripFrom: 'Henderson, NV' });
      const [route] = result.routeOptions;
      const zion = route!.stops.find((stop) => stop.name === 'Zion National Park');
      expect(zion?.dayNumber).toBe(1);
      expect(route!.dailySegments.length).toBeGreaterThan(7);
    });

    it('refuses a home with no road to the pack, or one too far for the longest trip, naming the city', async () => {
      await expect(plan({ ...REQUEST, roundTripFrom: 'Honolulu, HI' })).rejects.toThrow(/"Honolulu, HI"/);
      await expect(plan({ ...REQUEST, totalDays: 25, roundTripFrom: 'Halifax, NS' })).rejects.toThrow(
        /at most 30 days/,
      );
    });
  });
});
