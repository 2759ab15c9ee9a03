import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { AppError, connectDatabase, createLogger, createRateLimiter, rateLimitRules } from '../src/index.js';
import { testMongoUri } from '../src/testing/index.js';

describe('rate limits against a real FerretDB', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectDatabase(
      testMongoUri(),
      `byway_kit_limits_${Date.now()}`,
      createLogger('kit', 'silent'),
    );
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const env = { RATE_LIMITS: JSON.stringify({ stopAnalysis: { limit: 3, windowSeconds: 60 } }) };

  it('allows the limit in the window, then refuses with the seconds until a slot frees', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(connection, env, () => now);
    for (let i = 0; i < 3; i++) {
      await limiter.consume('stopAnalysis', 'traveller-1');
      now += 10_000;
    }
    const refused = await limiter.consume('stopAnalysis', 'traveller-1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The window started at 1,000,000; the fourth attempt came 30 s in: the first slots free after 30-40 s.
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(20);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own budget; a later window opens again.
    await expect(limiter.consume('stopAnalysis', 'traveller-2')).resolves.toBeUndefined();
    now += 5 * 60_000;
    await expect(limiter.consume('stopAnalysis', 'traveller-1')).resolves.toBeUndefined();
  });

  it('lets no more than the limit through when attempts arrive all at once', async () => {
    const limiter = createRateLimiter(connection, env);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => limiter.consume('stopAnalysis', 'burst@example.test')),
    );
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(3);
  });

  it('is shared by every process on the same database, and stores no email or address', async () => {
    const first = createRateLimiter(connection, env);
    const second = createRateLimiter(connection, env);
    await first.consume('stopAnalysis', 'Shared@Example.test');
    await second.consume('stopAnalysis', 'shared@example.test');
    await first.consume('stopAnalysis', 'shared@example.test');
    await expect(second.consume('stopAnalysis', 'shared@example.test')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const stored = JSON.stringify(await connection.collection('rate_limit_hits').find().toArray());
    expect(stored).not.toMatch(/example\.test/i);
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

  it('refuses an unknown rule or a bad value in RATE_LIMITS at start-up', () => {
    expect(() => rateLimitRules({ RATE_LIMITS: '{"nope":{"limit":1}}' })).toThrow(/unknown rule/);
    expect(() => rateLimitRules({ RATE_LIMITS: '{"stopAnalysis":{"limit":0}}' })).toThrow(/not valid/);
    expect(rateLimitRules({}).signInPerAccount.limit).toBe(10);
  });
});
