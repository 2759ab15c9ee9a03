import { afterEach, describe, expect, it } from 'vitest';
import { estimateLeg } from '../src/domain/geo/road-estimate.js';
import { MAX_POINTS_PER_LEG } from '../src/domain/geo/road-path.js';
import { osrmRouting } from '../src/domain/geo/routing.js';
import { bow, roadLikeAnswer, startOsrmStandIn } from './support/osrm-stand-in.js';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const VAIL = { lat: 39.6403, lng: -106.3742 };
const MOAB = { lat: 38.5733, lng: -109.5498 };
const QUERY = '?overview=false&steps=true&geometries=geojson';

describe('road distances', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('estimates legs from the straight line with a circuity factor and a plausible speed', () => {
    const leg = estimateLeg(DENVER, VAIL);
    // About 119 km as the crow flies; a road factor of 1.25 to 1.3 and 75-90 km/h.
    expect(leg.km).toBeGreaterThan(119 * 1.2);
    expect(leg.km).toBeLessThan(119 * 1.35);
    expect(leg.km / leg.hours).toBeGreaterThanOrEqual(50);
    expect(leg.km / leg.hours).toBeLessThanOrEqual(100);
  });

  it('uses an OSRM server when configured, in one request for all the legs', async () => {
    const osrm = await startOsrmStandIn(() => ({
      status: 200,
      body: {
        code: 'Ok',
        routes: [
          {
            legs: [
              { distance: 160_000, duration: 7200 },
              { distance: 300_000, duration: 12_600 },
            ],
          },
        ],
      },
    }));
    close = osrm.close;
    const result = await osrmRouting(osrm.url, { timeoutMs: 1000 }).legs([DENVER, VAIL, MOAB]);
    expect(result).toEqual({
      source: 'osrm',
      // This server sent no steps: real figures, no line along the roads.
      legs: [
        { km: 160, hours: 2, path: null },
        { km: 300, hours: 3.5, path: null },
      ],
    });
    expect(osrm.paths[0]).toBe(
      `/route/v1/driving/-104.99030,39.73920;-106.37420,39.64030;-109.54980,38.57330${QUERY}`,
    );
  });

  it.each([
    ['an error status', { status: 500, body: { code: 'Error' } }],
    [
      'a slow answer',
      { status: 200, delayMs: 500, body: { code: 'Ok', routes: [{ legs: [{ distance: 1, duration: 1 }] }] } },
    ],
    ['the wrong number of legs', { status: 200, body: { code: 'Ok', routes: [{ legs: [] }] } }],
  ])('falls back to the estimate on %s', async (_, answer) => {
    const osrm = await startOsrmStandIn(() => answer);
    close = osrm.close;
    const result = await osrmRouting(osrm.url, { timeoutMs: 200 }).legs([DENVER, VAIL]);
    expect(result).toEqual({ source: 'estimate', legs: [{ ...estimateLeg(DENVER, VAIL), path: null }] });
  });

  it('joins each leg’s step geometries into one line along the roads, simplified and rounded', async () => {
    const osrm = await startOsrmStandIn(roadLikeAnswer);
    close = osrm.close;
    const result = await osrmRouting(osrm.url, { timeoutMs: 1000 }).legs([DENVER, VAIL, MOAB]);
    expect(result.source).toBe('osrm');
    expect(result.legs).toHaveLength(2);
    const ends = [
      [DENVER, VAIL],
      [VAIL, MOAB],
    ] as const;
    for (const [i, leg] of result.legs.entries()) {
      const [from, to] = ends[i]!;
      const path = leg.path!;
      // Starts and ends where the leg does, [lat, lng] pairs, no repeated points where steps meet.
      expect(path[0]).toEqual([from.lat, from.lng]);
      expect(path.at(-1)).toEqual([to.lat, to.lng]);
      expect(path.length).toBeGreaterThan(2);
      expect(path.length).toBeLessThanOrEqual(MAX_POINTS_PER_LEG);
      expect(path.length).toBeLessThan(600);
      for (const [j, [lat, lng]] of path.entries()) {
        expect(Number(lat.toFixed(5))).toBe(lat);
        expect(Number(lng.toFixed(5))).toBe(lng);
        expect(path[j + 1]).not.toEqual([lat, lng]);
      }
      // Still the bowed road, not the straight line: every point within ~50 m of the drawn curve.
      const curve = bow([from.lng, from.lat], [to.lng, to.lat], 600).map(([lng, lat]) => [lat, lng]);
      const middle = path[Math.floor(path.length / 2)]!;
      const nearest = Math.min(...curve.map(([lat, lng]) => Math.hypot(lat! - middle[0], lng! - middle[1])));
      expect(nearest).toBeLessThan(0.0005);
      const straightMiddle = [(from.lat + to.lat) / 2, (from.lng + to.lng) / 2];
      expect(Math.hypot(middle[0] - straightMiddle[0]!, middle[1] - straightMiddle[1]!)).toBeGreaterThan(
        0.05,
      );
    }
  });

  it('keeps at most 200 points of a winding leg', async () => {
    // 5,000 points over 150 hairpins: a 20 m tolerance would keep far more than 200 of them.
    const winding = Array.from({ length: 5000 }, (_, i) => [
      DENVER.lng + (i / 4999) * 1.4,
      DENVER.lat + 0.02 * Math.sin((i / 4999) * 150 * 2 * Math.PI),
    ]);
    const osrm = await startOsrmStandIn(() => ({
      status: 200,
      body: {
        code: 'Ok',
        routes: [
          {
            legs: [
              {
                distance: 200_000,
                duration: 9000,
                steps: [{ geometry: { type: 'LineString', coordinates: winding } }],
              },
            ],
          },
        ],
      },
    }));
    close = osrm.close;
    const [leg] = (await osrmRouting(osrm.url, { timeoutMs: 1000 }).legs([DENVER, VAIL])).legs;
    expect(leg!.path!.length).toBeLessThanOrEqual(MAX_POINTS_PER_LEG);
    expect(leg!.path!.length).toBeGreaterThan(100);
    expect(leg!.path![0]).toEqual([DENVER.lat, DENVER.lng]);
    expect(leg!.path!.at(-1)).toEqual([DENVER.lat, Number((DENVER.lng + 1.4).toFixed(5))]);
  });

  it('falls back to the estimate, without a line, when the geometry is malformed', async () => {
    const osrm = await startOsrmStandIn(() => ({
      status: 200,
      body: {
        code: 'Ok',
        routes: [
          {
            legs: [
              {
                distance: 1000,
                duration: 60,
                steps: [{ geometry: { type: 'LineString', coordinates: [[500, 39]] } }],
              },
            ],
          },
        ],
      },
    }));
    close = osrm.close;
    const result = await osrmRouting(osrm.url, { timeoutMs: 1000 }).legs([DENVER, VAIL]);
    expect(result).toEqual({ source: 'estimate', legs: [{ ...estimateLeg(DENVER, VAIL), path: null }] });
  });
});
