import { beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { createTripId, useTripsService } from './support/trips-service.js';

const ALERT_FIELDS = `id currentPrice lastChecked isActive targetPrice targetReached
  history { price source seenOn url observedAt }`;
const CREATE_ALERT = `mutation($input: PriceAlertInput!) { createPriceAlert(input: $input) { ${ALERT_FIELDS} } }`;
const RECORD = `mutation($alertId: Int!, $price: Float!, $source: String) {
  recordAlertPrice(alertId: $alertId, price: $price, source: $source) { ${ALERT_FIELDS} }
}`;
const SET_ACTIVE = `mutation($alertId: Int!, $isActive: Boolean!) {
  setPriceAlertActive(alertId: $alertId, isActive: $isActive) { id isActive }
}`;
const MY_ALERTS = `query($limit: Int) { myPriceAlerts { id currentPrice isActive targetReached
  history(limit: $limit) { price source } } }`;

interface Observation {
  price: number;
  source: string;
  seenOn: string | null;
  url: string | null;
  observedAt: string;
}
interface Alert {
  id: number;
  currentPrice: number | null;
  lastChecked: string | null;
  isActive: boolean;
  targetPrice: number;
  targetReached: boolean;
  history: Observation[];
}

/** Recording prices on price alerts (issue 11): current price, history, 'Target reached!', Active/Inactive. */
describe('trips subgraph: recorded prices of price alerts', () => {
  const service = useTripsService();
  const alice = callerFor('alice-prices');
  const bob = callerFor('bob-prices');
  let alertId: number;

  const record = (variables: Record<string, unknown>, caller = alice) =>
    callSubgraph<{ recordAlertPrice: Alert }>(service.url, RECORD, variables, caller);

  beforeAll(async () => {
    const tripId = await createTripId(
      service.url,
      { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
      alice,
    );
    const created = await callSubgraph<{ createPriceAlert: Alert }>(
      service.url,
      CREATE_ALERT,
      {
        input: {
          tripId,
          stopName: 'Moab',
          itemType: 'accommodation',
          itemName: 'Red Cliffs Lodge',
          targetPrice: 150,
        },
      },
      alice,
    );
    expect(created.errors).toBeUndefined();
    alertId = created.data!.createPriceAlert.id;
    expect(created.data!.createPriceAlert).toMatchObject({
      currentPrice: null,
      lastChecked: null,
      targetReached: false,
      history: [],
    });
  });

  it('records a price above target: current price, lastChecked and history set, target not reached', async () => {
    const before = Date.now();
    const result = await record({ alertId, price: 180.5, source: ' Booking.com ' });
    expect(result.errors).toBeUndefined();
    const alert = result.data!.recordAlertPrice;
    expect(alert).toMatchObject({ currentPrice: 180.5, targetReached: false });
    expect(Date.parse(alert.lastChecked!)).toBeGreaterThanOrEqual(before - 1000);
    expect(alert.history).toEqual([
      { price: 180.5, source: 'traveller', seenOn: 'Booking.com', url: null, observedAt: alert.lastChecked },
    ]);
  });

  it('says the target is reached at the target price and below, keeping every price newest first', async () => {
    const atTarget = await record({ alertId, price: 150 });
    expect(atTarget.data!.recordAlertPrice).toMatchObject({ currentPrice: 150, targetReached: true });
    const below = await record({ alertId, price: 139.99 });
    expect(below.data!.recordAlertPrice.targetReached).toBe(true);
    expect(below.data!.recordAlertPrice.history.map((seen) => [seen.price, seen.seenOn])).toEqual([
      [139.99, null],
      [150, null],
      [180.5, 'Booking.com'],
    ]);
    const limited = await callSubgraph<{ myPriceAlerts: Alert[] }>(
      service.url,
      MY_ALERTS,
      { limit: 2 },
      alice,
    );
    expect(limited.data!.myPriceAlerts[0]?.history.map((seen) => seen.price)).toEqual([139.99, 150]);
    const badLimit = await callSubgraph(service.url, MY_ALERTS, { limit: 500 }, alice);
    expect(badLimit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a price that is not more than 0 with at most 2 decimals, and changes nothing', async () => {
    const cases: [number, string][] = [
      [0, 'Price must be more than 0'],
      [-5, 'Price must be more than 0'],
      [10.005, 'Price must have at most 2 decimals'],
      [100_000_000, 'Price must be at most 99999999.99'],
    ];
    for (const [price, message] of cases) {
      const result = await record({ alertId, price });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain(message);
    }
    const tooLong = await record({ alertId, price: 20, source: 'x'.repeat(101) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const mine = await callSubgraph<{ myPriceAlerts: Alert[] }>(service.url, MY_ALERTS, {}, alice);
    expect(mine.data!.myPriceAlerts[0]).toMatchObject({ currentPrice: 139.99 });
    expect(mine.data!.myPriceAlerts[0]?.history).toHaveLength(3);
  });

  it("answers another traveller's alert as not found and writes nothing", async () => {
    const theirs = await record({ alertId, price: 1 }, bob);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.errors?.[0]?.message).toBe('Price alert not found');
    const toggled = await callSubgraph(service.url, SET_ACTIVE, { alertId, isActive: false }, bob);
    expect(toggled.errors?.[0]?.message).toBe('Price alert not found');
    const missing = await record({ alertId: 999_999, price: 1 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mine = await callSubgraph<{ myPriceAlerts: Alert[] }>(service.url, MY_ALERTS, {}, alice);
    expect(mine.data!.myPriceAlerts[0]).toMatchObject({ currentPrice: 139.99, isActive: true });
    expect(mine.data!.myPriceAlerts[0]?.history).toHaveLength(3);
    const anonymous = await record({ alertId, price: 1 }, callerFor(null));
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('turns an alert Inactive and Active again', async () => {
    const off = await callSubgraph<{ setPriceAlertActive: Alert }>(
      service.url,
      SET_ACTIVE,
      { alertId, isActive: false },
      alice,
    );
    expect(off.data!.setPriceAlertActive).toEqual({ id: alertId, isActive: false });
    const listed = await callSubgraph<{ myPriceAlerts: Alert[] }>(service.url, MY_ALERTS, {}, alice);
    expect(listed.data!.myPriceAlerts[0]?.isActive).toBe(false);
    const on = await callSubgraph<{ setPriceAlertActive: Alert }>(
      service.url,
      SET_ACTIVE,
      { alertId, isActive: true },
      alice,
    );
    expect(on.data!.setPriceAlertActive.isActive).toBe(true);
  });
});
