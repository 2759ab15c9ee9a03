import { describe, expect, it } from 'vitest';
import { coastDistanceKm } from '../src/domain/geo/landmasses.js';
import type { RouteOption } from '../src/domain/planner/types.js';
import { plan } from './support/planner.js';

/**
 * Issue 19, three options that are three routes: between two towns by the sea, the scenic option takes
 * the coast road, where the direct one keeps to the quicker inland road. Judged by where the stops are
 * (Natural Earth's coastline), not by the option's name.
 */
const COAST_KM = 15;

const COAST_TRIPS = [
  { startLocation: 'Sydney, Australia', endLocation: 'Melbourne, Australia', totalDays: 4 },
  { startLocation: 'San Francisco, CA', endLocation: 'Los Angeles, CA', totalDays: 3 },
  { startLocation: 'Lisbon, Portugal', endLocation: 'Porto, Portugal', totalDays: 3 },
  { startLocation: 'Cape Town, South Africa', endLocation: 'Port Elizabeth, South Africa', totalDays: 5 },
  { startLocation: 'Split, Croatia', endLocation: 'Dubrovnik, Croatia', totalDays: 2 },
  { startLocation: 'Brisbane, Australia', endLocation: 'Sydney, Australia', totalDays: 5 },
];

/** The share of an option's catalogue stops within COAST_KM of the sea. */
function coastShare(option: RouteOption): number {
  const sights = option.stops.filter((stop) => stop.placeId !== null);
  if (!sights.length) return 0;
  return sights.filter((stop) => coastDistanceKm(stop) <= COAST_KM).length / sights.length;
}

describe('the scenic option takes the coast road between towns by the sea', () => {
  for (const trip of COAST_TRIPS) {
    it(`${trip.startLocation} to ${trip.endLocation}`, async () => {
      const result = await plan({ ...trip, themes: ['nature', 'foodie'] });
      const [direct, scenic] = result.routeOptions as [RouteOption, RouteOption];
      const where = `${trip.startLocation} to ${trip.endLocation}`;
      expect(coastShare(scenic), `${where}: scenic stops by the sea`).toBeGreaterThanOrEqual(0.6);
      // Where the direct drive keeps inland, the scenic one is the coast road; where the one road is the
      // coast (Split to Dubrovnik), it is at least as much by the sea.
      if (coastShare(direct) < 0.5)
        expect(coastShare(scenic), `${where}: more coast than the direct drive`).toBeGreaterThan(
          coastShare(direct) + 0.3,
        );
      else expect(coastShare(scenic), `${where}: as much coast`).toBeGreaterThanOrEqual(coastShare(direct));
    });
  }
});
