import { startTestDatabase } from './ferretdb.js';

export const TEST_MONGODB_URI_ENV = 'BYWAY_TEST_MONGODB_URI';

/**
 * Vitest global setup: one real FerretDB for the whole run (or MONGODB_URI). Workers are forked after this
 * runs, so they inherit the address through the environment; test files isolate themselves by database name.
 */
export default async function setup() {
  const database = await startTestDatabase();
  process.env[TEST_MONGODB_URI_ENV] = database.uri;
  return async () => {
    await database.stop();
  };
}

/** The test database address inside a test file. */
export function testMongoUri(): string {
  const uri = process.env[TEST_MONGODB_URI_ENV];
  if (!uri)
    throw new Error('No test database: run the suite through vitest (its global setup starts FerretDB)');
  return uri;
}
