import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripDetailSchema, tripMemoryListResponseSchema, tripMemorySchema } from '@byway/contracts/rest';
import { createGateway, type RunningGateway } from '../src/app.js';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from '../src/idempotency/middleware.js';
import { signUp, startPlatform, type Platform } from './support/platform.js';
import type { Browser } from './support/browser.js';

const ADD_MEMORY = `mutation Remember($tripId: Int!, $input: TripMemoryInput!) {
  addTripMemory(tripId: $tripId, input: $input) { id content }
}`;

/**
 * Issue 18.9: a client that saw a reset (the gateway restarting, a dropped connection) may send the same
 * write again with the same Idempotency-Key and gets the first answer, never a second memory.
 */
let platform: Platform;
let ada: Browser;
let grace: Browser;
let adasTrip: number;
let gracesTrip: number;
let n = 0;
const newKey = () => `key-${Date.now().toString(36)}-${(n += 1)}`;

const remember = (
  browser: Browser,
  tripId: number,
  key: string | null,
  content: string,
  base = platform.url,
) => {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (key !== null) headers.set('Idempotency-Key', key);
  return browser.fetch(`${base}/api/trips/${tripId}/memories`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ stopName: 'Moab', memoryType: 'note', content }),
  });
};
const memoriesOf = async (browser: Browser, tripId: number) => {
  const response = await platform.api(browser, `/api/trips/${tripId}/memories`);
  expect(response.status).toBe(200);
  return tripMemoryListResponseSchema.parse(await response.json());
};
const countWith = async (browser: Browser, tripId: number, content: string) =>
  (await memoriesOf(browser, tripId)).filter((memory) => memory.content === content).length;

beforeAll(async () => {
  platform = await startPlatform();
  ada = platform.browser();
  grace = platform.browser();
  await signUp(platform, ada);
  await signUp(platform, grace);
  const trip = async (browser: Browser) => {
    const created = await platform.api(browser, '/api/trips', {
      method: 'POST',
      json: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    });
    expect(created.status).toBe(201);
    return tripDetailSchema.parse(await created.json()).id;
  };
  adasTrip = await trip(ada);
  gracesTrip = await trip(grace);
});
afterAll(async () => {
  await platform?.stop();
});

describe('Idempotency-Key on writes', () => {
  it('answers a retry with the first answer and writes once', async () => {
    const key = newKey();
    const first = await remember(ada, adasTrip, key, 'Sunset at Dead Horse Point');
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const created = tripMemorySchema.parse(await first.json());

    const retry = await remember(ada, adasTrip, key, 'Sunset at Dead Horse Point');
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(retry.headers.get('content-type')).toContain('application/json');
    expect(tripMemorySchema.parse(await retry.json())).toEqual(created);
    expect(await countWith(ada, adasTrip, 'Sunset at Dead Horse Point')).toBe(1);
  });

  it('writes every time without a key, and once per key', async () => {
    await remember(ada, adasTrip, null, 'No key');
    await remember(ada, adasTrip, null, 'No key');
    expect(await countWith(ada, adasTrip, 'No key')).toBe(2);
    await remember(ada, adasTrip, newKey(), 'Two keys');
    await remember(ada, adasTrip, newKey(), 'Two keys');
    expect(await countWith(ada, adasTrip, 'Two keys')).toBe(2);
  });

  it('refuses the same key with another body, and a malformed key', async () => {
    const key = newKey();
    expect((await remember(ada, adasTrip, key, 'First body')).status).toBe(201);
    const other = await remember(ada, adasTrip, key, 'Second body');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.mismatch });
    expect(await countWith(ada, adasTrip, 'Second body')).toBe(0);

    const tooLong = await remember(ada, adasTrip, 'k'.repeat(256), 'Long key');
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey });
    expect((await remember(ada, adasTrip, 'has space', 'Spaced key')).status).toBe(400);
  });

  it("keeps one traveller's keys apart from another's", async () => {
    const key = newKey();
    expect((await remember(ada, adasTrip, key, 'Shared key')).status).toBe(201);
    const graces = await remember(grace, gracesTrip, key, 'Shared key');
    expect(graces.status).toBe(201);
    expect(graces.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countWith(grace, gracesTrip, 'Shared key')).toBe(1);
  });

  it('sends many copies at once and still writes once', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => remember(ada, adasTrip, key, 'Six at once')),
    );
    const statuses = answers.map((answer) => answer.status);
    // Each copy either is the first, replays it, or is told the first is still running (409, Retry-After).
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await countWith(ada, adasTrip, 'Six at once')).toBe(1);
  });

  it('replays from another gateway over the same database (a restart or a second replica)', async () => {
    const key = newKey();
    const first = await remember(ada, adasTrip, key, 'Before the restart');
    expect(first.status).toBe(201);
    const second = await createGateway(platform.config);
    let running: RunningGateway | undefined;
    try {
      running = await second.listen(0, '127.0.0.1');
      const retry = await remember(ada, adasTrip, key, 'Before the restart', running.url);
      expect(retry.status).toBe(201);
      expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    } finally {
      await running?.stop();
    }
    expect(await countWith(ada, adasTrip, 'Before the restart')).toBe(1);
  });
});

describe('Idempotency-Key on writes: GraphQL and the OpenAPI document', () => {
  it('does the same for a GraphQL mutation, and lets queries through', async () => {
    const key = newKey();
    const send = () =>
      platform.api(ada, '/graphql', {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true', 'Idempotency-Key': key },
        json: {
          query: ADD_MEMORY,
          variables: {
            tripId: adasTrip,
            input: { stopName: 'Moab', memoryType: 'note', content: 'Via GraphQL' },
          },
        },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { data: { addTripMemory: { id: number } } };
    const retry = await send();
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(await countWith(ada, adasTrip, 'Via GraphQL')).toBe(1);

    // A query with a key is just a query (nothing to repeat), answered fresh each time.
    const query = await platform.api(ada, '/graphql', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', 'Idempotency-Key': key },
      json: { query: '{ me { email } }' },
    });
    expect(query.status).toBe(200);
    expect(query.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it('is described for partners on every signed-in write of the OpenAPI document', async () => {
    const document = (await (await fetch(`${platform.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters: { $ref?: string }[] }>>;
    };
    const takesKey = (path: string, method: string) =>
      document.paths[path]?.[method]?.parameters.some(
        (p) => p.$ref === '#/components/parameters/IdempotencyKey',
      );
    expect(takesKey('/api/trips/{id}/memories', 'post')).toBe(true);
    expect(takesKey('/api/trips/{id}/memories', 'get')).toBe(false);
  });
});
