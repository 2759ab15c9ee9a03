import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import {
  AppError,
  closeSharedRedis,
  connectDatabase,
  connectRedis,
  createLogger,
  createRateLimiter,
  rateLimitRules,
} from '../src/index.js';
import { freePort } from '../src/testing/ferretdb.js';
import { testMongoUri, testRedisEnv } from '../src/testing/index.js';

let connection: Connection;
beforeAll(async () => {
  connection = await connectDatabase(
    testMongoUri(),
    `byway_kit_limits_${Date.now()}`,
    createLogger('kit', 'silent'),
  );
});
afterAll(async () => {
  await closeSharedRedis();
  await connection.dropDatabase();
  await connection.close();
});

const limits = { RATE_LIMITS: JSON.stringify({ stopAnalysis: { limit: 3, windowSeconds: 60 } }) };
const redisEnv = testRedisEnv();

/** What the store holds that could name a traveller: the hits in the database, and the keys in Redis. */
async function stored(): Promise<string> {
  const hits = await connection.collection('rate_limit_hits').find().toArray();
  const bare = connectRedis(redisEnv.REDIS_URL, '');
  const keys = await bare.client.keys(`${redisEnv.REDIS_KEY_PREFIX}*`);
  await bare.close();
  return JSON.stringify([hits, keys]);
}

describe.each([
  { store: 'the database', storeEnv: {} },
  { store: 'Redis', storeEnv: redisEnv },
])('rate limits kept in $store', ({ storeEnv }) => {
  const env = { ...limits, ...storeEnv };

  it('allows the limit in the window, then refuses with the seconds until a slot frees', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(connection, env, () => now);
    for (let i = 0; i < 3; i++) {
      // Each allowed attempt says what is left (the gateway's RateLimit headers for API tokens).
      await expect(limiter.consume('stopAnalysis', 'traveller-1')).resolves.toEqual({
        limit: 3,
        windowSeconds: 60,
        remaining: 2 - i,
        resetSeconds: 60,
      });
      now += 10_000;
    }
    const refused = await limiter.consume('stopAnalysis', 'traveller-1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The window started at 1,000,000; the fourth attempt came 30 s in: the first slots free after 30-40 s.
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(20);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own budget; a later window opens again.
    await expect(limiter.consume('stopAnalysis', 'traveller-2')).resolves.toMatchObject({ remaining: 2 });
    now += 5 * 60_000;
    await expect(limiter.consume('stopAnalysis', 'traveller-1')).resolves.toMatchObject({ remaining: 2 });
  });

  it('keeps counting attempts made while over the limit, so hammering keeps the door shut', async () => {
    let now = 5_000_000;
    const limiter = createRateLimiter(connection, env, () => now);
    for (let i = 0; i < 3; i++) await limiter.consume('stopAnalysis', 'hammer');
    // Refused attempts every 10 s: each one counts.
    for (let i = 0; i < 4; i++) {
      now += 10_000;
      await expect(limiter.consume('stopAnalysis', 'hammer')).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    }
    // 70 s on, the three allowed attempts have left the window, but the refused ones at 20-40 s have not.
    now += 30_000;
    const refused = await limiter.consume('stopAnalysis', 'hammer').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).retryAfterSeconds).toBe(20);
  });

  it('lets no more than the limit through when attempts arrive all at once', async () => {
    const limiter = createRateLimiter(connection, env);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => limiter.consume('stopAnalysis', 'burst@example.test')),
    );
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(3);
  });

  it('is shared by every process on the same store, and stores no email or address', async () => {
    const first = createRateLimiter(connection, env);
    const second = createRateLimiter(connection, env);
    await first.consume('stopAnalysis', 'Shared@Example.test');
    await second.consume('stopAnalysis', 'shared@example.test');
    await first.consume('stopAnalysis', 'shared@example.test');
    await expect(second.consume('stopAnalysis', 'shared@example.test')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await stored()).not.toMatch(/example\.test/i);
  });

  it("counts a caller's own budget and answers whether it is spent, without throwing", async () => {
    const first = createRateLimiter(connection, env);
    const second = createRateLimiter(connection, env);
    const rule = { limit: 2, windowSeconds: 3600 };
    expect(await first.allow('modelPlans', rule, 'grace')).toBe(true);
    expect(await second.allow('modelPlans', rule, 'grace')).toBe(true);
    expect(await first.allow('modelPlans', rule, 'grace')).toBe(false);
    expect(await second.allow('modelPlans', rule, 'linus')).toBe(true);
  });

  it('takes back a held attempt that proved harmless, so only the others count (issue 18)', async () => {
    const limiter = createRateLimiter(connection, {
      ...storeEnv,
      RATE_LIMITS: JSON.stringify({ signInPerAccountAndAddress: { limit: 2 } }),
    });
    // Ten harmless attempts (correct passwords) in a row, each taken back: none counts.
    for (let i = 0; i < 10; i++) await (await limiter.hold('signInPerAccountAndAddress', 'held')).release();
    await limiter.hold('signInPerAccountAndAddress', 'held');
    await limiter.hold('signInPerAccountAndAddress', 'held');
    const refused = await limiter.hold('signInPerAccountAndAddress', 'held').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('slows a key down past its limit with delays that double up to a cap, and never refuses', async () => {
    const limiter = createRateLimiter(connection, {
      ...storeEnv,
      RATE_LIMITS: JSON.stringify({ signInSlowdownPerAccount: { limit: 2, delayMs: 100, maxDelayMs: 350 } }),
    });
    const delays: number[] = [];
    for (let i = 0; i < 6; i++)
      delays.push((await limiter.slowDown('signInSlowdownPerAccount', 'slow')).delayMs);
    expect(delays).toEqual([0, 0, 100, 200, 350, 350]);
    // A released attempt does not count: the next one waits as long as the last.
    await (await limiter.slowDown('signInSlowdownPerAccount', 'slow')).release();
    expect((await limiter.slowDown('signInSlowdownPerAccount', 'slow')).delayMs).toBe(350);
    expect((await limiter.slowDown('signInSlowdownPerAccount', 'other')).delayMs).toBe(0);
  });
});

describe('rate limits in Redis across replicas', () => {
  it('gives two replicas (two Redis connections, one prefix) one budget, and writes nothing to the database', async () => {
    const { REDIS_URL, REDIS_KEY_PREFIX } = testRedisEnv();
    const env = { ...limits, REDIS_URL, REDIS_KEY_PREFIX };
    const handles = [connectRedis(REDIS_URL, REDIS_KEY_PREFIX), connectRedis(REDIS_URL, REDIS_KEY_PREFIX)];
    try {
      const [first, second] = handles.map((redis) => createRateLimiter(connection, env, Date.now, redis));
      const key = 'replicated@example.test';
      const before = await connection.collection('rate_limit_hits').countDocuments();
      await first!.consume('stopAnalysis', key);
      await second!.consume('stopAnalysis', key);
      await first!.consume('stopAnalysis', key);
      await expect(second!.consume('stopAnalysis', key)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      await expect(first!.consume('stopAnalysis', key)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(await connection.collection('rate_limit_hits').countDocuments()).toBe(before);
    } finally {
      await Promise.all(handles.map((redis) => redis.close()));
    }
  });

  it('counts in the database while Redis cannot be reached, instead of failing the request', async () => {
    const unreachable = connectRedis(`redis://127.0.0.1:${await freePort()}`, 'nowhere:');
    try {
      const limiter = createRateLimiter(
        connection,
        { ...limits, LOG_LEVEL: 'silent' },
        Date.now,
        unreachable,
      );
      const before = await connection.collection('rate_limit_hits').countDocuments();
      for (let i = 0; i < 3; i++) await limiter.consume('stopAnalysis', 'offline@example.test');
      await expect(limiter.consume('stopAnalysis', 'offline@example.test')).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
      expect(await connection.collection('rate_limit_hits').countDocuments()).toBe(before + 4);
    } finally {
      await unreachable.close();
    }
  });
});

it('refuses an unknown rule or a bad value in RATE_LIMITS at start-up', () => {
  expect(() => rateLimitRules({ RATE_LIMITS: '{"nope":{"limit":1}}' })).toThrow(/unknown rule/);
  expect(() => rateLimitRules({ RATE_LIMITS: '{"stopAnalysis":{"limit":0}}' })).toThrow(/not valid/);
  expect(rateLimitRules({}).signInPerAccountAndAddress.limit).toBe(10);
  expect(
    rateLimitRules({ RATE_LIMITS: '{"signInSlowdownPerAccount":{"delayMs":5}}' }).signInSlowdownPerAccount,
  ).toMatchObject({ delayMs: 5, maxDelayMs: 10_000 });
});
