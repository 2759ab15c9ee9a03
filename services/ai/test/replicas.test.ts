import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedRedis } from '@byway/kit';
import {
  callSubgraph,
  callerFor,
  startService,
  testMongoUri,
  testRedisEnv,
  type RunningService,
  internalHeaders,
} from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { PLAN_TRIP } from '../../trips/src/data-access/planner-client.js';

afterAll(closeSharedRedis);

/** Each replica's own Redis address for one server and prefix, so each gets connections of its own. */
function redisReplicas(): (replica: number) => Record<string, string> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = testRedisEnv();
  return (replica) => {
    // One process holds one Redis handle per address: a query item ioredis ignores makes it another.
    const url = new URL(REDIS_URL);
    url.searchParams.set('replica', String(replica));
    return { REDIS_URL: url.toString(), REDIS_KEY_PREFIX };
  };
}

/**
 * Issue 13: two AI replicas on one database behave as one, whether the plan's progress goes through the
 * database or through Redis. The browser's progress stream may reach one replica while the trips service
 * asks the other for the plan.
 */
describe.each([
  { store: 'the database', envOf: (): Record<string, string> => ({}) },
  { store: 'Redis', envOf: redisReplicas() },
])('two AI replicas sharing $store', ({ store, envOf }) => {
  let first: RunningService;
  let second: RunningService;
  const replica = (index: number) =>
    startService(
      {
        ...definition,
        resolvers: (connection, env) =>
          definition.resolvers(connection, { ...env, LOG_LEVEL: 'silent', OPENAI_API_KEY: '' }),
      },
      testMongoUri(),
      {
        dbSuffix: `replicas_${store === 'Redis' ? 'redis_' : ''}${process.pid}`,
        env: { OPENAI_API_KEY: '', ...envOf(index) },
      },
    );

  beforeAll(async () => {
    first = await replica(1);
    second = await replica(2);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
  });

  // The document the trips service sends (every field of the typed plan).
  const PLAN = PLAN_TRIP;
  const input = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] };
  const stream = (service: RunningService, progressId: string, userId: string) =>
    fetch(service.url.replace(/\/graphql$/, `/internal/plan-progress/${progressId}`), {
      headers: internalHeaders(callerFor(userId)),
    });

  it('streams the progress of a plan made on the other replica, to its own traveller only', async () => {
    const progressId = randomUUID();
    const listening = await stream(first, progressId, 'ada');
    const planned = await callSubgraph(
      second.url,
      PLAN,
      { input: { ...input, progressId } },
      callerFor('ada', { scopes: ['trips:plan'] }),
    );
    expect(planned.errors).toBeUndefined();
    const events = await listening.text();
    const types = [...events.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(types[0]).toBe('started');
    expect(types).toContain('day');
    expect(types.at(-1)).toBe('done');

    // A late listener on either replica still sees it all; another traveller sees nothing.
    expect(await (await stream(second, progressId, 'ada')).text()).toContain('event: done');
    expect(await (await stream(first, progressId, 'mallory')).text()).toBe('');

    // With Redis the database holds none of it.
    const kept = await first.connection.collection('plan_progress_events').countDocuments({ progressId });
    expect(kept).toBe(store === 'Redis' ? 0 : types.length);
  });
});
