import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateLeg } from '../src/domain/geo/road-estimate.js';
import { osrmRouting } from '../src/domain/geo/routing.js';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const VAIL = { lat: 39.6403, lng: -106.3742 };
const MOAB = { lat: 38.5733, lng: -109.5498 };

/** A test double of an OSRM routing server (none can run here): answers /route/v1/driving as scripted. */
async function startOsrmTestDouble(
  answer: (path: string) => { status: number; body: unknown; delayMs?: number },
) {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const { status, body, delayMs = 0 } = answer(req.url ?? '');
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
    const osrm = await startOsrmTestDouble(() => ({
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
      legs: [
        { km: 160, hours: 2 },
        { km: 300, hours: 3.5 },
      ],
    });
    expect(osrm.paths[0]).toBe(
      '/route/v1/driving/-104.99030,39.73920;-106.37420,39.64030;-109.54980,38.57330?overview=false',
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
    const osrm = await startOsrmTestDouble(() => answer);
    close = osrm.close;
    const result = await osrmRouting(osrm.url, { timeoutMs: 200 }).legs([DENVER, VAIL]);
    expect(result).toEqual({ source: 'estimate', legs: [estimateLeg(DENVER, VAIL)] });
  });
});
