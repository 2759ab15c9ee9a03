import { afterAll, describe, expect, it } from 'vitest';
import { baseConfigSchema, loadConfig } from '../src/config.js';
import { closeSharedRedis, connectRedis, sharedRedis } from '../src/redis.js';
import { testRedisEnv } from '../src/testing/index.js';

const env = testRedisEnv();

afterAll(closeSharedRedis);

describe('shared Redis (REDIS_URL)', () => {
  it('is configured by a URL; empty means none (a compose file without Redis), anything else is refused', () => {
    const config = (REDIS_URL: string) => loadConfig(baseConfigSchema, { NODE_ENV: 'test', REDIS_URL });
    expect(config('').REDIS_URL).toBeUndefined();
    expect(config('redis://:secret@redis.example.com:6379/0').REDIS_URL).toBe(
      'redis://:secret@redis.example.com:6379/0',
    );
    expect(() => config('not a url')).toThrow(/REDIS_URL/);
  });

  it('is off without REDIS_URL, and one handle per process and URL with it', () => {
    expect(sharedRedis({})).toBeNull();
    expect(sharedRedis(env)).toBe(sharedRedis(env));
  });

  it('keeps keys under the prefix, so deployments and test files sharing a server never collide', async () => {
    const redis = sharedRedis(env)!;
    await redis.client.set('greeting', 'hello');
    const other = connectRedis(env.REDIS_URL, 'elsewhere:');
    try {
      expect(await other.client.get('greeting')).toBeNull();
      const bare = connectRedis(env.REDIS_URL, '');
      expect(await bare.client.get(`${env.REDIS_KEY_PREFIX}greeting`)).toBe('hello');
      await bare.close();
    } finally {
      await other.close();
    }
  });

  it('delivers what another connection publishes on a channel, and stops after unsubscribe', async () => {
    const listener = sharedRedis(env)!;
    const publisher = connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX);
    const heard: string[] = [];
    const unsubscribe = await listener.subscribe('news', (message) => heard.push(message));
    await publisher.publish('news', 'first');
    await expect.poll(() => heard).toEqual(['first']);
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await publisher.publish('news', 'second');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['first']);
    await publisher.close();
  });

  it('answers a second listener of a channel only once the channel is subscribed', async () => {
    // A fresh handle: its subscriber connection is still connecting when both listeners ask.
    const listener = connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX);
    const publisher = connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX);
    await publisher.client.ping();
    const heard: string[] = [];
    const first = listener.subscribe('pair', () => undefined);
    await listener.subscribe('pair', (message) => heard.push(message));
    await publisher.publish('pair', 'hello');
    await expect.poll(() => heard).toEqual(['hello']);
    await first;
    await publisher.close();
    await listener.close();
  });

  it('tells listeners to forget what they hold when the subscriber connection drops', async () => {
    const name = `drops-${Date.now()}`;
    const redis = connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, name);
    let resets = 0;
    await redis.subscribe(
      'drops',
      () => undefined,
      () => resets++,
    );
    await expect.poll(() => redis.subscribed()).toBe(true);
    const before = resets;
    // Redis closes this handle's subscriber connection, as a network cut would.
    const admin = connectRedis(env.REDIS_URL, '');
    const clients = String(await admin.client.client('LIST'));
    const id = /id=(\d+) .*name=(\S+)/.exec(
      clients.split('\n').find((line) => line.includes(`name=${name}-subscriber`)) ?? '',
    )?.[1];
    expect(id).toBeDefined();
    await admin.client.client('KILL', 'ID', id!);
    await expect.poll(() => resets).toBeGreaterThan(before);
    await expect.poll(() => redis.subscribed()).toBe(true);
    await admin.close();
    await redis.close();
  });
});
