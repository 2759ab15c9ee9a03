import { describe, expect, it } from 'vitest';
import { KM_PER_MILE } from '../src/domain/geo/distance.js';
import { plan } from './support/planner.js';

/** What a traveller reads: the option's distance text, each day's description, and the numbers behind them. */
describe('distances in the unit of the country the trip starts in', () => {
  it('an Italian trip reads km, and its km agree with its miles', async () => {
    const result = await plan({ startLocation: 'Rome, Italy', endLocation: 'Florence, Italy', totalDays: 2 });
    expect(result.routeOptions).toHaveLength(3);
    for (const option of result.routeOptions) {
      expect(option.distanceUnit).toBe('km');
      expect(option.totalDistance).toBe(`${Math.round(option.totalDistanceKm).toLocaleString('en-US')} km`);
      const dayKm = option.dailySegments.reduce((sum, segment) => sum + segment.driveSummary.distanceKm, 0);
      expect(Math.abs(dayKm - option.totalDistanceKm)).toBeLessThan(0.1 * option.dailySegments.length);
      for (const segment of option.dailySegments) {
        const { distanceKm, distanceMiles } = segment.driveSummary;
        // Miles are whole, so they agree with the km to half a mile.
        expect(Math.abs(distanceKm / KM_PER_MILE - distanceMiles)).toBeLessThanOrEqual(0.51);
        expect(segment.description).toContain(
          `(${Math.round(distanceKm).toLocaleString('en-US')} km, estimated)`,
        );
        expect(segment.description).not.toMatch(/\bmiles?\b/);
      }
    }
    // The direct drive is about 280 km of road (Autostrada A1, ViaMichelin), within a quarter.
    const direct = result.routeOptions[0]!;
    expect(direct.totalDistanceKm).toBeGreaterThan(280 * 0.75);
    expect(direct.totalDistanceKm).toBeLessThan(280 * 1.25);
  });

  it('a US trip and a Scottish one read miles', async () => {
    for (const [startLocation, endLocation] of [
      ['Denver, CO', 'Moab, UT'],
      ['Edinburgh, Scotland', 'Inverness, Scotland'],
    ] as const) {
      const result = await plan({ startLocation, endLocation, totalDays: 2 });
      for (const option of result.routeOptions) {
        expect(option.distanceUnit, startLocation).toBe('mi');
        expect(option.totalDistance).toBe(
          `${Math.round(option.totalDistanceKm / KM_PER_MILE).toLocaleString('en-US')} mi`,
        );
        for (const segment of option.dailySegments) expect(segment.description).toMatch(/\d mi, estimated\)/);
      }
    }
  });
});
