import { randomUUID } from 'node:crypto';
import { startTestDatabase } from './ferretdb.js';
import { startTestRedis } from './redis.js';

export const TEST_MONGODB_URI_ENV = 'BYWAY_TEST_MONGODB_URI';
export const TEST_REDIS_URL_ENV = 'BYWAY_TEST_REDIS_URL';
export const TEST_POSTGRES_URL_ENV = 'BYWAY_TEST_POSTGRES_URL';

/**
 * Vitest global setup: one real FerretDB for the whole run (or MONGODB_URI). Workers are forked after this
 * runs, so they inherit the address through the environment; test files isolate themselves by database name.
 */
export default async function setup() {
  const [database, redis] = await Promise.all([startTestDatabase(), startTestRedis()]);
  process.env[TEST_MONGODB_URI_ENV] = database.uri;
  process.env[TEST_REDIS_URL_ENV] = redis.url;
  if (database.postgresUrl) process.env[TEST_POSTGRES_URL_ENV] = database.postgresUrl;
  return async () => {
    await Promise.all([database.stop(), redis.stop()]);
  };
}

/** The test database address inside a test file. */
export function testMongoUri(): string {
  const uri = process.env[TEST_MONGODB_URI_ENV];
  if (!uri)
    throw new Error('No test database: run the suite through vitest (its global setup starts FerretDB)');
  return uri;
}

/** The PostgreSQL under the test FerretDB (outage tests), or null when MONGODB_URI names another server. */
export function testPostgresUrl(): string | null {
  return process.env[TEST_POSTGRES_URL_ENV] ?? null;
}

/**
 * The test Redis, as the environment of a process or service under test: `REDIS_URL` and a key prefix of
 * its own, so test files sharing the one server never see each other's keys or channels.
 */
export function testRedisEnv(): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  const url = process.env[TEST_REDIS_URL_ENV];
  if (!url) throw new Error('No test Redis: run the suite through vitest (its global setup starts one)');
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `test:${randomUUID().slice(0, 8)}:` };
}
