import { quietLaunch } from '../../../../deploy/local/database.mjs';
import { startRedisServer } from '../../../../deploy/local/redis.mjs';
import { freePort } from './ferretdb.js';

/**
 * A real Redis for the tests of the Redis paths: a throw-away `redis-server` on a free port, or the one at
 * `BYWAY_TEST_REDIS_URL_OVERRIDE` when set. Tests isolate themselves with a key prefix of their own.
 */
export async function startTestRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = process.env.BYWAY_TEST_REDIS_URL_OVERRIDE;
  if (given) return { url: given, stop: async () => undefined };
  return startRedisServer({ port: await freePort(), launch: quietLaunch });
}
