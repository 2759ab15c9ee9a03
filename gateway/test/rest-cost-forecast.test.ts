import { beforeAll, describe, expect, it } from 'vitest';
import {
  costForecastResponseSchema,
  errorResponseSchema,
  tripDetailSchema,
  type CostForecastResponse,
  type TripDetail,
} from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** GET /api/trips/{id}/cost-forecast with the real trips and AI services (offline planner). */
describe('REST adapter: trip cost forecast', () => {
  const { platform, ada, grace, anonymous } = platformSuite();
  let trip: TripDetail;

  const forecastOf = (browser: Browser, query = '', id: number | string = trip.id) =>
    platform.api(browser, `/api/trips/${id}/cost-forecast${query}`);
  const okForecast = async (query = ''): Promise<CostForecastResponse> => {
    const response = await forecastOf(ada, query);
    expect(response.status).toBe(200);
    return costForecastResponseSchema.parse(await response.json());
  };
  const milesOf = (detail: TripDetail, route = 0) =>
    detail.routeOptions[route]!.dailySegments.map((segment) => segment.driveSummary.distanceMiles ?? 0);

  beforeAll(async () => {
    trip = await createTrip(platform, ada, {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      travelPartySize: 2,
      budget: 'moderate',
      accommodationType: 'hotels',
    });
  });

  it('prices the first route option day by day from the stored plan, labelled an estimate', async () => {
    const forecast = await okForecast();
    expect(forecast).toMatchObject({ label: 'Estimate', currency: 'USD', routeIndex: 0, partySize: 2 });
    expect(forecast.routeName).toBe(trip.routeOptions[0]!.routeName);
    expect(forecast.days.map((day) => day.miles)).toEqual(milesOf(trip));
    // Two nights in one hotel room ($155), food for two at the moderate $65 each, every day.
    expect(forecast.days.map((day) => day.lodging)).toEqual([155, 155, 0]);
    expect(forecast.days.every((day) => day.food === 130 && day.fuel > 0)).toBe(true);
    expect(forecast.total.total).toBe(forecast.days.reduce((sum, day) => sum + day.total, 0));
    expect(forecast.perPerson).toBe(Math.round(forecast.total.total / 2));
    const fuelPrices = forecast.assumptions.filter((a) => a.label.startsWith('Fuel price'));
    expect(fuelPrices.length).toBeGreaterThan(0);
    expect(fuelPrices.every((a) => a.asOf && a.url === 'https://www.eia.gov/petroleum/gasdiesel/')).toBe(
      true,
    );
  });

  it('follows the chosen route option', async () => {
    const forecast = await okForecast('?route=1');
    expect(forecast.routeIndex).toBe(1);
    expect(forecast.routeName).toBe(trip.routeOptions[1]!.routeName);
    expect(forecast.days.map((day) => day.miles)).toEqual(milesOf(trip, 1));
  });

  it('answers only the owner: 404 for someone else, 401 signed out', async () => {
    const other = await forecastOf(grace);
    expect(other.status).toBe(404);
    expect(errorResponseSchema.parse(await other.json()).message).toBe('Trip not found');
    expect((await forecastOf(grace, '', 999_999)).status).toBe(404);
    expect((await forecastOf(anonymous)).status).toBe(401);
  });

  it('refuses a route the trip does not have, or that is not a number', async () => {
    const missing = await forecastOf(ada, '?route=5');
    expect(missing.status).toBe(400);
    expect(errorResponseSchema.parse(await missing.json()).message).toBe(
      'This trip has 3 route options: route 0 to 2',
    );
    const notNumber = await forecastOf(ada, '?route=abc');
    expect(notNumber.status).toBe(400);
    expect(errorResponseSchema.parse(await notNumber.json()).message).toContain(
      'route must be a whole number',
    );
    expect((await forecastOf(ada, '?route=-1')).status).toBe(400);
    expect((await forecastOf(ada, '', 'abc')).status).toBe(400);
  });

  it('gives a new forecast after the itinerary is regenerated with different distances', async () => {
    const before = await okForecast();
    const regenerated = await platform.api(ada, `/api/trips/${trip.id}/regenerate`, { method: 'POST' });
    expect(regenerated.status).toBe(200);
    const after = tripDetailSchema.parse(await regenerated.json());
    expect(milesOf(after)).not.toEqual(milesOf(trip));

    const forecast = await okForecast();
    expect(forecast.days.map((day) => day.miles)).toEqual(milesOf(after));
    expect(forecast.total.fuel).not.toBe(before.total.fuel);
  });
});
