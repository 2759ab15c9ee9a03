import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, priceAlertListResponseSchema, priceAlertSchema } from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** 'Record a price' through the REST adapter (issue 11), with the real trips and users services. */
describe('REST adapter: POST /api/price-alerts/{id}/prices', () => {
  const { platform, ada, grace, anonymous } = platformSuite();
  let alertId: number;

  const post = (browser: Browser, path: string, json?: unknown, headers?: Record<string, string>) =>
    platform.api(browser, path, { method: 'POST', ...(json === undefined ? {} : { json }), headers });
  const prices = (id: number | string = alertId) => `/api/price-alerts/${id}/prices`;
  const adasAlert = async () =>
    priceAlertListResponseSchema
      .parse(await (await platform.api(ada, '/api/price-alerts')).json())
      .find((alert) => alert.id === alertId);

  beforeAll(async () => {
    const trip = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 };
    const tripId = (await createTrip(platform, ada, trip)).id;
    const created = await post(ada, '/api/price-alerts', {
      tripId,
      stopName: 'Moab',
      itemType: 'accommodation',
      itemName: 'Red Cliffs Lodge',
      targetPrice: 150,
    });
    alertId = priceAlertSchema.parse(await created.json()).id;
  });

  it('records the price the traveller sees: current price and lastChecked set', async () => {
    const response = await post(ada, prices(), { price: '129.99', source: 'Booking.com' });
    expect(response.status).toBe(200);
    const alert = priceAlertSchema.parse(await response.json());
    expect(alert).toMatchObject({ id: alertId, currentPrice: 129.99, targetPrice: 150 });
    expect(alert.lastChecked).not.toBeNull();
    expect(await adasAlert()).toMatchObject({ currentPrice: 129.99 });
  });

  it('answers 400 naming the field for a bad price or id, and changes nothing', async () => {
    for (const price of [0, -3, 'abc', '10.005', undefined]) {
      const response = await post(ada, prices(), { price });
      expect(response.status).toBe(400);
      const body = errorResponseSchema.parse(await response.json());
      expect(body.issues?.map((issue) => issue.path)).toContain('price');
    }
    expect((await post(ada, prices('abc'), { price: 10 })).status).toBe(400);
    expect(await adasAlert()).toMatchObject({ currentPrice: 129.99 });
  });

  it("answers another traveller's or a missing alert as not found, and a signed-out caller with 401", async () => {
    const other = await post(grace, prices(), { price: 1 });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Price alert not found' });
    expect((await post(ada, prices(999_999), { price: 1 })).status).toBe(404);
    const signedOut = await post(anonymous, prices(), { price: 1 });
    expect(signedOut.status).toBe(401);
    expect(await adasAlert()).toMatchObject({ currentPrice: 129.99 });
  });

  it('refuses a cross-site post with 403 before anything is recorded', async () => {
    const fromElsewhere = await post(ada, prices(), { price: 1 }, { origin: 'https://evil.example' });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await post(ada, prices(), { price: 1 }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await adasAlert()).toMatchObject({ currentPrice: 129.99 });
  });
});
