import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripDetailSchema } from '@byway/contracts/rest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@byway/kit';
import {
  startCuttableRelay,
  startFerretDb,
  testPostgresUrl,
  type CuttableRelay,
  type RunningDatabase,
} from '@byway/kit/testing';
import { signUp, startPlatform, type Platform } from './support/platform.js';
import type { Browser } from './support/browser.js';

/**
 * Issue 18 item 11: during a PostgreSQL outage 8 of 175 failures were 500 instead of 503. FerretDB stays up
 * and answers with its own errors (InternalError 'failed to connect to ...', 'unexpected EOF' for a query cut
 * short), which the services did not recognise as the database being away. Here the platform runs on a
 * FerretDB of its own whose PostgreSQL sits behind a relay: cutting the relay is a PostgreSQL outage for
 * this platform only. Every failure must then be a 503 with Retry-After (REST) or UNAVAILABLE with
 * retryAfter (GraphQL), never a 500.
 */
const postgresUrl = testPostgresUrl();

// Without Redis the gateway confirms every session with the users service, which then fails first; with
// Redis (as production replicas run) it remembers live sessions and the requests reach every service.
describe.skipIf(!postgresUrl).each([
  { redis: false, what: 'sessions confirmed per request' },
  { redis: true, what: 'sessions remembered (Redis)' },
])('a PostgreSQL outage under requests, $what', ({ redis }) => {
  let relay: CuttableRelay;
  let database: RunningDatabase;
  let platform: Platform;
  let ada: Browser;
  let tripId: number;

  beforeAll(async () => {
    const postgres = new URL(postgresUrl!);
    relay = await startCuttableRelay({ host: postgres.hostname, port: Number(postgres.port) });
    const viaRelay = new URL(postgresUrl!);
    viaRelay.host = `127.0.0.1:${relay.port()}`;
    database = await startFerretDb(viaRelay.href);
    platform = await startPlatform({ mongoUri: database.uri, redis });
    ada = platform.browser();
    // The first write to this brand-new FerretDB: under a loaded full run it once answered 500 before any
    // outage (not reproduced alone). The outage is what this suite is about, so its setup tries twice.
    await signUp(platform, ada).catch(() => signUp(platform, ada));
    const created = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    });
    expect(created.status).toBe(201);
    tripId = tripDetailSchema.parse(await created.json()).id;
  }, 120_000);
  afterAll(async () => {
    await relay?.restore().catch(() => undefined);
    await platform?.stop();
    await database?.stop();
    await relay?.close();
  });

  /** One of each kind of call a traveller makes: reads and writes, REST and GraphQL. */
  const requests = (): Array<{ name: string; write?: boolean; send: () => Promise<Response> }> => [
    { name: 'GET /api/trips', send: () => platform.api(ada, '/api/trips') },
    { name: 'GET /api/trips/:id', send: () => platform.api(ada, `/api/trips/${tripId}`) },
    { name: 'GET /api/user-stats', send: () => platform.api(ada, '/api/user-stats') },
    { name: 'GET /api/achievements', send: () => platform.api(ada, '/api/achievements') },
    {
      name: 'POST /api/trips/:id/memories',
      write: true,
      send: () =>
        platform.api(ada, `/api/trips/${tripId}/memories`, {
          method: 'POST',
          json: { stopName: 'Arches National Park', memoryType: 'note', content: 'Red rock at sunset' },
        }),
    },
    {
      name: 'PATCH /api/trips/:id/status',
      write: true,
      send: () =>
        platform.api(ada, `/api/trips/${tripId}/status`, {
          method: 'PATCH',
          json: { status: 'in_progress' },
        }),
    },
    {
      name: 'POST /graphql myTrips',
      send: () =>
        platform.api(ada, '/graphql', { method: 'POST', json: { query: '{ myTrips { id title } }' } }),
    },
    {
      name: 'POST /graphql topContributors (anonymous)',
      send: () =>
        platform.api(platform.browser(), '/graphql', {
          method: 'POST',
          json: { query: '{ topContributors { name } }' },
        }),
    },
  ];

  it('answers 503 with Retry-After (REST) and UNAVAILABLE with retryAfter (GraphQL), never 500', async () => {
    await relay.cut();
    const answers: Array<{ name: string; status: number; retryAfter: string | null; body: unknown }> = [];
    // Several rounds: the first requests meet connections PostgreSQL dropped mid-way, later ones meet
    // FerretDB failing to connect at all; the services' own database watchdog runs meanwhile.
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(
        requests().map(async ({ name, send }) => {
          const response = await send();
          return {
            name,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: (await response.json()) as unknown,
          };
        }),
      );
      answers.push(...results);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const failures = answers.filter((answer) => answer.status >= 400 || hasGraphQLErrors(answer.body));
    expect(failures.length).toBeGreaterThan(0);
    // Nothing internal: every failure says the database is away and when to try again.
    expect(
      failures.filter(
        (answer) => answer.status === 500 || codesOf(answer.body).includes('INTERNAL_SERVER_ERROR'),
      ),
    ).toEqual([]);
    for (const failure of failures) {
      if (failure.name.includes('/graphql')) {
        expect({ name: failure.name, codes: codesOf(failure.body) }).toEqual({
          name: failure.name,
          codes: codesOf(failure.body).map(() => 'UNAVAILABLE'),
        });
      } else {
        expect({ name: failure.name, status: failure.status }).toEqual({ name: failure.name, status: 503 });
      }
      expect({ name: failure.name, retryAfter: Number(failure.retryAfter) > 0 }).toEqual({
        name: failure.name,
        retryAfter: true,
      });
    }
    expect(
      failures.some((failure) => JSON.stringify(failure.body).includes(DATABASE_UNAVAILABLE_MESSAGE)),
    ).toBe(true);

    // PostgreSQL back: the reads succeed again (polled: FerretDB reconnects on its next query), and a write.
    await relay.restore();
    const deadline = Date.now() + 30_000;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all(
        requests()
          .filter((request) => !request.write)
          .map(async ({ send }) => (await send()).status),
      );
      if (statuses.every((status) => status < 400)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(statuses.every((status) => status < 400)).toBe(true);
    const memory = await requests()
      .find((request) => request.name.startsWith('POST /api/trips/:id/memories'))!
      .send();
    expect(memory.status).toBe(201);
  }, 120_000);
});

function codesOf(body: unknown): string[] {
  const errors = (body as { errors?: Array<{ extensions?: { code?: string } }> } | null)?.errors ?? [];
  return errors.map((error) => error.extensions?.code ?? '');
}

function hasGraphQLErrors(body: unknown): boolean {
  return codesOf(body).length > 0;
}
