import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleKm, type LatLng } from '../src/domain/geo/distance.js';
import { osrmRouting } from '../src/domain/geo/routing.js';
import { createOfflinePlanner } from '../src/domain/planner/offline-planner.js';
import { tripRequestSchema } from '../src/domain/planner/request.js';
import type { RouteOption, TripPlan } from '../src/domain/planner/types.js';
import { startOsrmStandIn } from './support/osrm-stand-in.js';
import { data, gazetteer, plan as planWithEstimate } from './support/planner.js';

const TRIP = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4, themes: ['nature'] };

/** Where each day's driving starts and ends: last night's stop (the trip's start on day 1), its last stop. */
function dayEnds(option: RouteOption, result: TripPlan) {
  let from: LatLng = result.start;
  return option.dailySegments.map((segment) => {
    const stops = option.stops
      .filter((stop) => stop.dayNumber === segment.day)
      .sort((a, b) => a.orderInDay - b.orderInDay);
    const to: LatLng = stops.at(-1) ?? from;
    const ends = { segment, from, to };
    from = to;
    return ends;
  });
}

const atPoint = ([lat, lng]: [number, number]): LatLng => ({ lat, lng });

describe('the route line along the roads', () => {
  let osrm: Awaited<ReturnType<typeof startOsrmStandIn>>;
  beforeAll(async () => {
    osrm = await startOsrmStandIn();
  });
  afterAll(async () => {
    await osrm?.close();
  });

  it('gives every day the line the routing server drew, from the day’s start to its end', async () => {
    const planner = createOfflinePlanner({
      places: data.places,
      gazetteer,
      routing: osrmRouting(osrm.url, { timeoutMs: 5000 }),
    });
    const result = await planner.plan(tripRequestSchema.parse(TRIP));
    expect(result.routing).toBe('osrm');
    for (const option of result.routeOptions) {
      expect(option.dailySegments).toHaveLength(4);
      for (const { segment, from, to } of dayEnds(option, result)) {
        const path = segment.path;
        expect(path, `day ${segment.day} of ${option.routeName}`).not.toBeNull();
        expect(path!.length).toBeGreaterThan(2);
        expect(greatCircleKm(atPoint(path![0]!), from)).toBeLessThan(0.5);
        expect(greatCircleKm(atPoint(path!.at(-1)!), to)).toBeLessThan(0.5);
        // One joined line: no point repeats the one before it where two legs meet.
        expect(path!.every((point, i) => i === 0 || String(point) !== String(path![i - 1]))).toBe(true);
      }
    }
    // A day's line is a few hundred points at most: the stored plan stays small.
    const points = result.routeOptions.flatMap((option) => option.dailySegments.map((d) => d.path!.length));
    expect(Math.max(...points)).toBeLessThan(1200);
  });

  it('has no line when distances are estimated, with or without a routing server', async () => {
    const estimated = await planWithEstimate(TRIP);
    const failing = await createOfflinePlanner({
      places: data.places,
      gazetteer,
      // Nothing listens on port 9 of loopback: the server is down.
      routing: osrmRouting('http://127.0.0.1:9', { timeoutMs: 1000 }),
    }).plan(tripRequestSchema.parse(TRIP));
    for (const result of [estimated, failing]) {
      expect(result.routing).toBe('estimate');
      const segments = result.routeOptions.flatMap((option) => option.dailySegments);
      expect(segments.length).toBeGreaterThan(0);
      expect(segments.every((segment) => segment.path === null)).toBe(true);
    }
  });
});
