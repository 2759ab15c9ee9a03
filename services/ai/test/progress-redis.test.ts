import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, connectRedis, createLogger, type SharedRedis } from '@byway/kit';
import { startTestRedis, testMongoUri, testRedisEnv } from '@byway/kit/testing';
import {
  createProgressHub,
  type PlanProgressEvent,
  type ProgressHub,
} from '../src/domain/planner/progress.js';
import { createRedisProgressHub, withDatabaseFallback } from '../src/domain/planner/progress-redis.js';

const { REDIS_URL, REDIS_KEY_PREFIX } = testRedisEnv();
const listenerName = `progress-listener-${process.pid}`;

/** Two replicas: one plans (publishes), the other serves the stream; each has its own connections. */
let planning: SharedRedis;
let streaming: SharedRedis;
let planner: ProgressHub;
let streams: ProgressHub;
beforeAll(() => {
  planning = connectRedis(REDIS_URL, REDIS_KEY_PREFIX, `progress-planner-${process.pid}`);
  streaming = connectRedis(REDIS_URL, REDIS_KEY_PREFIX, listenerName);
  planner = createRedisProgressHub(planning);
  streams = createRedisProgressHub(streaming);
});
afterAll(async () => {
  await planning.close();
  await streaming.close();
});

const started: PlanProgressEvent = { type: 'started', planner: 'offline' };
const day = (n: number): PlanProgressEvent => ({
  type: 'day',
  optionIndex: 0,
  day: n,
  title: `Day ${n}`,
  overnight: 'Moab',
});
const done: PlanProgressEvent = { type: 'done', planner: 'offline', fallbackReason: null };

/** Resolves once `count` events of the channel are stored (publishing does not wait for Redis). */
const stored = (id: string, count: number) =>
  expect.poll(() => planning.client.llen(`plan-progress:${id}:events`)).toBe(count);

async function listen(hub: ProgressHub, id: string, userId: string) {
  const heard: PlanProgressEvent[] = [];
  const stop = await hub.subscribe(id, userId, (event) => heard.push(event));
  return { heard, stop };
}

describe('plan progress through Redis', () => {
  it('delivers a plan made on another replica in order, once each, and stops after done', async () => {
    const id = randomUUID();
    const { heard, stop } = await listen(streams, id, 'ada');
    expect(stop).toBeTypeOf('function');
    planner.publish(id, 'ada', started);
    for (let n = 1; n <= 5; n++) planner.publish(id, 'ada', day(n));
    planner.publish(id, 'ada', done);
    await expect.poll(() => heard.length).toBe(7);
    expect(heard).toEqual([started, day(1), day(2), day(3), day(4), day(5), done]);
    // Nothing after the last event reaches the stream.
    planner.publish(id, 'ada', day(6));
    await stored(id, 8);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(7);
  });

  it('gives a late listener everything so far, then what follows', async () => {
    const id = randomUUID();
    planner.publish(id, 'ada', started);
    planner.publish(id, 'ada', day(1));
    await stored(id, 2);
    const { heard } = await listen(streams, id, 'ada');
    expect(heard).toEqual([started, day(1)]);
    planner.publish(id, 'ada', done);
    await expect.poll(() => heard).toEqual([started, day(1), done]);
  });

  it("refuses another traveller's channel, and keeps their events out of it", async () => {
    const id = randomUUID();
    planner.publish(id, 'ada', started);
    await stored(id, 1);
    expect(await streams.subscribe(id, 'mallory', () => undefined)).toBeNull();
    createRedisProgressHub(streaming).publish(id, 'mallory', { type: 'failed', message: 'spoofed' });
    planner.publish(id, 'ada', done);
    await stored(id, 2);
    const { heard } = await listen(streams, id, 'ada');
    expect(heard).toEqual([started, done]);
    // A listener claims a channel nobody has planned on yet: the planner of another traveller cannot use it.
    const claimed = randomUUID();
    const { heard: mine } = await listen(streams, claimed, 'ada');
    planner.publish(claimed, 'mallory', started);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine).toEqual([]);
    expect(await planning.client.llen(`plan-progress:${claimed}:events`)).toBe(0);
  });

  it('catches up from the stored events when its subscriber connection drops', async () => {
    const id = randomUUID();
    const { heard, stop } = await listen(streams, id, 'ada');
    planner.publish(id, 'ada', started);
    await expect.poll(() => heard).toEqual([started]);

    // Redis closes the stream replica's subscriber connection, as a network cut would; the events
    // published before it is back are heard by nobody.
    const admin = connectRedis(REDIS_URL, '');
    const clients = String(await admin.client.client('LIST'));
    const id_ = /id=(\d+) /.exec(
      clients.split('\n').find((line) => line.includes(`name=${listenerName}-subscriber`)) ?? '',
    )?.[1];
    expect(id_).toBeDefined();
    await admin.client.client('KILL', 'ID', id_!);
    await admin.close();
    planner.publish(id, 'ada', day(1));
    planner.publish(id, 'ada', day(2));
    await stored(id, 3);

    await expect.poll(() => heard).toEqual([started, day(1), day(2)]);
    planner.publish(id, 'ada', done);
    await expect.poll(() => heard).toEqual([started, day(1), day(2), done]);
    stop?.();
  });
});

describe('progress when Redis goes away', () => {
  it('goes through the database while Redis is down, so the listener still hears the plan', async () => {
    const own = await startTestRedis();
    const handle = connectRedis(own.url, REDIS_KEY_PREFIX, `progress-fallback-${process.pid}`);
    const connection = await connectDatabase(
      testMongoUri(),
      `byway_ai_progress_fallback_${process.pid}`,
      createLogger('ai', 'silent'),
    );
    try {
      await handle.client.ping();
      await own.stop();
      await expect.poll(() => handle.down()).toBe(true);
      const hub = withDatabaseFallback(handle, createRedisProgressHub(handle), createProgressHub(connection));
      const id = randomUUID();
      const heard: PlanProgressEvent[] = [];
      const stop = await hub.subscribe(id, 'ada', (event) => heard.push(event));
      expect(stop).not.toBeNull();
      hub.publish(id, 'ada', started);
      hub.publish(id, 'ada', done);
      await expect.poll(() => heard, { timeout: 5000 }).toEqual([started, done]);
      stop?.();
      expect(await connection.collection('plan_progress_events').countDocuments({ progressId: id })).toBe(2);
    } finally {
      await handle.close();
      await connection.dropDatabase();
      await connection.close();
    }
  });
});
