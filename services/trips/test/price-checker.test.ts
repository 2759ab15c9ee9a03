import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@byway/kit';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { registerModels } from '../src/data-access/models.js';
import { createPriceAlertRepository } from '../src/data-access/price-alert-repository.js';
import { createHttpPriceSource } from '../src/domain/price-sources/http-price-source.js';
import { createPriceChecker } from '../src/domain/price-sources/price-checker.js';
import { priceSourceFromEnv } from '../src/domain/price-sources/price-source-config.js';
import { createTripId, useTripsService } from './support/trips-service.js';

/**
 * A STAND-IN for an outside price API, started by this test: it answers the simple JSON source's
 * question (`GET ?itemType=&itemName=&stopName=` -> `{ price, currency }`) from a table the test sets,
 * and can be told to fail or to be slow. No real prices: it only exercises our side of the interface.
 */
class StandInPriceApi {
  quotes = new Map<string, { status: number; body?: unknown; delayMs?: number }>();
  asked: URLSearchParams[] = [];
  private server: Server = createServer((req, res) => this.answer(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/quote`;
  }
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
  private answer(req: IncomingMessage, res: ServerResponse) {
    const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
    this.asked.push(query);
    const quote = this.quotes.get(query.get('itemName') ?? '') ?? { status: 404 };
    setTimeout(() => {
      res.writeHead(quote.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(quote.body ?? { message: 'no price' }));
    }, quote.delayMs ?? 0);
  }
}

const MY_ALERTS = `{ myPriceAlerts { id itemName currentPrice lastChecked targetReached
  history { price source url } } }`;
interface Listed {
  id: number;
  itemName: string;
  currentPrice: number | null;
  lastChecked: string | null;
  targetReached: boolean;
  history: { price: number; source: string; url: string | null }[];
}

describe('price sources: the checker over a simple JSON price source', () => {
  const service = useTripsService();
  const api = new StandInPriceApi();
  let apiUrl: string;
  const carol = callerFor('carol-price-checks');
  const logger = createLogger('trips', 'silent');

  const listed = async () =>
    (await callSubgraph<{ myPriceAlerts: Listed[] }>(service.url, MY_ALERTS, {}, carol)).data!.myPriceAlerts;
  const byName = async (name: string) => (await listed()).find((alert) => alert.itemName === name)!;

  beforeAll(async () => {
    apiUrl = await api.start();
    const tripId = await createTripId(
      service.url,
      { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
      carol,
    );
    for (const itemName of ['Red Cliffs Lodge', 'Jeep tour', 'Rafting', 'Slow Inn', 'Euro Hotel', 'Paused'])
      await callSubgraph(
        service.url,
        'mutation($input: PriceAlertInput!) { createPriceAlert(input: $input) { id } }',
        {
          input: {
            tripId,
            stopName: 'Moab',
            itemType: 'accommodation',
            itemName,
            targetPrice: 100,
          },
        },
        carol,
      );
    const paused = await byName('Paused');
    await callSubgraph(
      service.url,
      'mutation($id: Int!) { setPriceAlertActive(alertId: $id, isActive: false) { id } }',
      { id: paused.id },
      carol,
    );
  });
  afterAll(async () => {
    await api.stop();
  });

  it('asks the source about each active alert, records what it can and logs what fails', async () => {
    api.quotes.set('Red Cliffs Lodge', {
      status: 200,
      body: { price: 95.5, currency: 'USD', url: 'https://prices.example/red-cliffs' },
    });
    api.quotes.set('Jeep tour', { status: 200, body: { price: 120, currency: 'usd' } });
    api.quotes.set('Rafting', { status: 500 });
    api.quotes.set('Slow Inn', { status: 200, body: { price: 80, currency: 'USD' }, delayMs: 1_000 });
    api.quotes.set('Euro Hotel', { status: 200, body: { price: 80, currency: 'EUR' } });
    api.quotes.set('Paused', { status: 200, body: { price: 1, currency: 'USD' } });

    const alerts = createPriceAlertRepository(service.connection, registerModels(service.connection));
    const checker = createPriceChecker({
      alerts,
      source: createHttpPriceSource({ url: apiUrl, timeoutMs: 200 }),
      logger,
      intervalMinutes: 360,
    });
    const round = await checker.checkDue();
    expect(round).toEqual({ checked: 5, recorded: 2, noPrice: 0, failed: 3 });
    expect(api.asked.map((query) => query.get('itemName'))).not.toContain('Paused');
    expect(api.asked[0]?.get('stopName')).toBe('Moab');
    expect(api.asked[0]?.get('itemType')).toBe('accommodation');

    expect(await byName('Red Cliffs Lodge')).toMatchObject({
      currentPrice: 95.5,
      targetReached: true,
      history: [{ price: 95.5, source: 'http', url: 'https://prices.example/red-cliffs' }],
    });
    expect(await byName('Jeep tour')).toMatchObject({ currentPrice: 120, targetReached: false });
    // A failing, slow or foreign-currency source leaves the alert as it was.
    for (const name of ['Rafting', 'Slow Inn', 'Euro Hotel'])
      expect(await byName(name)).toMatchObject({ currentPrice: null, lastChecked: null, history: [] });
    expect((await byName('Paused')).currentPrice).toBeNull();

    // Everything was just asked about: nothing is due until an interval has passed.
    expect(await checker.checkDue()).toEqual({ checked: 0, recorded: 0, noPrice: 0, failed: 0 });
    const later = new Date(Date.now() + 361 * 60_000);
    api.quotes.set('Rafting', { status: 200, body: { price: 45, currency: 'USD' } });
    const next = await checker.checkDue(later);
    expect(next.checked).toBe(5);
    expect((await byName('Rafting')).currentPrice).toBe(45);
  });

  it('runs rounds on a timer that survives a source that is down', async () => {
    const models = registerModels(service.connection);
    // Make every alert due again, then take the stand-in away: every quote now fails to connect.
    await models.PriceAlert.updateMany({}, { $set: { lastAttempted: null, lastChecked: null } });
    await api.stop();
    const http = createHttpPriceSource({ url: apiUrl, timeoutMs: 200 });
    const asked: string[] = [];
    const checker = createPriceChecker({
      alerts: createPriceAlertRepository(service.connection, models),
      source: { name: http.name, quote: (alert) => (asked.push(alert.itemName), http.quote(alert)) },
      logger,
      intervalMinutes: 1,
    });
    const stop = checker.start(50);
    await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(5);
    stop();
    // The failures were caught and logged; the alerts keep their last known prices.
    expect((await byName('Rafting')).currentPrice).toBe(45);
    expect((await byName('Slow Inn')).currentPrice).toBeNull();
    await api.start();
  });

  it('is chosen by configuration: none by default, http with a URL, a clear error without one', () => {
    expect(priceSourceFromEnv({})).toEqual({ source: null, intervalMinutes: 360 });
    const http = priceSourceFromEnv({
      PRICE_SOURCE: 'http',
      PRICE_SOURCE_URL: apiUrl,
      PRICE_CHECK_INTERVAL_MINUTES: '60',
    });
    expect(http.source?.name).toBe('http');
    expect(http.intervalMinutes).toBe(60);
    expect(() => priceSourceFromEnv({ PRICE_SOURCE: 'http' })).toThrow(
      /PRICE_SOURCE_URL is required when PRICE_SOURCE is http/,
    );
    expect(() => priceSourceFromEnv({ PRICE_SOURCE: 'scraper' })).toThrow(/PRICE_SOURCE/);
  });
});
