import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { connectDatabase, createLogger, isDatabaseUnavailable, reserveSequence } from '../src/index.js';
import {
  startCuttableRelay,
  startFerretDb,
  testPostgresUrl,
  type CuttableRelay,
  type RunningDatabase,
} from '../src/testing/index.js';

/**
 * Issue 18 item 11 at the source: what the driver throws while FerretDB has lost its PostgreSQL (a FerretDB
 * of its own, its PostgreSQL behind a relay that is cut) must read as 'database unavailable' (a 503), and
 * no helper may turn it into something else.
 */
const postgresUrl = testPostgresUrl();

describe.skipIf(!postgresUrl)('database errors while PostgreSQL is away', () => {
  let relay: CuttableRelay;
  let database: RunningDatabase;
  let connection: Connection;

  beforeAll(async () => {
    const postgres = new URL(postgresUrl!);
    relay = await startCuttableRelay({ host: postgres.hostname, port: Number(postgres.port) });
    const viaRelay = new URL(postgresUrl!);
    viaRelay.host = `127.0.0.1:${relay.port()}`;
    database = await startFerretDb(viaRelay.href);
    connection = await connectDatabase(
      database.uri,
      `byway_kit_pg_${Date.now()}`,
      createLogger('kit', 'silent'),
    );
    await connection.collection('things').insertOne({ n: 1 });
    await reserveSequence(connection, 'things', 3);
    await relay.cut();
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await database?.stop();
    await relay?.close();
  });

  const failureOf = async (operation: () => Promise<unknown>) => {
    try {
      await operation();
    } catch (error) {
      return error;
    }
    return null;
  };

  it('reads every failed operation as the database being unavailable', async () => {
    const things = connection.collection<{ _id?: unknown; n: number }>('things');
    // Twice over: the first meets connections PostgreSQL dropped, the second FerretDB failing to connect.
    for (let round = 0; round < 2; round++) {
      const failures = await Promise.all([
        failureOf(() => things.find({ n: 1 }).toArray()),
        failureOf(() => things.insertOne({ n: 2 })),
        failureOf(() => things.insertMany([{ n: 3 }, { n: 4 }], { ordered: false })),
        failureOf(() => things.updateOne({ n: 1 }, { $set: { m: 1 } })),
        failureOf(() => things.countDocuments({})),
        failureOf(() => things.findOneAndUpdate({ n: 1 }, { $inc: { n: 1 } })),
      ]);
      for (const failure of failures) {
        expect(failure).not.toBeNull();
        expect({ failure: String(failure), unavailable: isDatabaseUnavailable(failure) }).toEqual({
          failure: String(failure),
          unavailable: true,
        });
      }
    }
  });

  it('lets an id reservation fail as unavailable instead of counting every id as taken', async () => {
    const failure = await failureOf(() => reserveSequence(connection, 'things', 3));
    expect(failure).not.toBeNull();
    expect(String(failure)).not.toMatch(/could not allocate/);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});
