import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type SubgraphServiceDefinition } from '../src/index.js';
import {
  callSubgraph,
  callerFor,
  startService,
  testMongoUri,
  type RunningService,
} from '../src/testing/index.js';

const probe: SubgraphServiceDefinition = {
  name: 'probe',
  defaultPort: 0,
  schemaPath: path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/probe.graphql'),
  resolvers: () => ({
    Query: {
      whoAmI: (_: unknown, __: unknown, context: { caller: { userId: string | null } }) =>
        context.caller.userId,
      broken: () => {
        throw new Error('connection string mongodb://admin:hunter2@db/ refused');
      },
      missingTrip: () => {
        throw AppError.notFound('Trip');
      },
    },
  }),
};

describe('subgraph server', () => {
  let service: RunningService;
  const base = () => service.url.replace(/\/graphql$/, '');
  beforeAll(async () => {
    service = await startService(probe, testMongoUri());
  });
  afterAll(async () => {
    await service.stop();
  });

  it('answers health and readiness', async () => {
    expect((await fetch(`${base()}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('refuses callers without the gateway’s internal token', async () => {
    const answer = await callSubgraph(service.url, '{ whoAmI }', {}, null);
    expect(answer.status).toBe(401);
    expect(answer.data).toBeUndefined();
  });

  it('passes the vouched-for caller to resolvers', async () => {
    const answer = await callSubgraph(service.url, '{ whoAmI }', {}, callerFor('traveller-7'));
    expect(answer.data).toEqual({ whoAmI: 'traveller-7' });
  });

  it('answers a malformed body, a malformed URL and an unknown path with JSON, never a stack trace', async () => {
    const { INTERNAL_TOKEN_HEADER, signInternalToken } = await import('../src/index.js');
    const { TEST_INTERNAL_SECRET } = await import('../src/testing/subgraph-client.js');
    const token = signInternalToken(callerFor('u'), TEST_INTERNAL_SECRET);
    const malformed = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(JSON.parse(text)).toEqual({ message: 'Malformed JSON body' });
    expect(text).not.toMatch(/node_modules|<html|at \w+ \(/i);

    for (const url of [`${base()}/%E0%A4%A`, `${base()}/nowhere`]) {
      const answer = await fetch(url);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(await answer.json()).toHaveProperty('message');
    }
  });

  it('masks unexpected errors and keeps ours', async () => {
    const broken = await callSubgraph(service.url, '{ broken }', {}, callerFor('u'));
    expect(JSON.stringify(broken.errors)).not.toMatch(/hunter2|mongodb|stack/i);
    expect(broken.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const missing = await callSubgraph(service.url, '{ missingTrip }', {}, callerFor('u'));
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Trip not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
