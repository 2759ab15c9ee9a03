import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLaunch, startEmbeddedDatabase, type EmbeddedDatabase } from './database.mjs';
import { freePort } from '../../services/kit/src/testing/ferretdb.js';

// The embedded database itself: loopback only, a password kept private, and indexes FerretDB's
// pushed-down filters can use.
describe('embedded PostgreSQL + FerretDB', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'byway-database-'));
  let database: EmbeddedDatabase;
  let client: mongoose.mongo.MongoClient;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await startEmbeddedDatabase({
      dataDir,
      ports: { postgres: await freePort(), ferretdb: await freePort() },
      launch: quietLaunch,
    });
    client = await new mongoose.mongo.MongoClient(database.uri).connect();
    sql = new pg.Client({ connectionString: database.postgresUrl });
    await sql.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await sql?.end();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps its generated password readable by its owner only and PostgreSQL on loopback', async () => {
    expect(statSync(path.join(dataDir, 'postgres.password')).mode & 0o077).toBe(0);
    const { rows } = await sql.query<{ setting: string }>(
      "SELECT setting FROM pg_settings WHERE name = 'listen_addresses'",
    );
    expect(rows[0]?.setting).toBe('127.0.0.1');
    await expect(
      new pg.Client({ connectionString: database.postgresUrl.replace(/:[^:@/]+@/, ':wrong@') }).connect(),
    ).rejects.toThrow(/password authentication failed/);
  });

  it('gives every FerretDB index a GIN twin that the pushed-down filter uses', async () => {
    const things = client.db('byway_test').collection<{ _id: number; owner: string; body: string }>('things');
    await things.createIndex({ owner: 1, createdAt: -1 });
    // Large documents, as trip plans are: a sequential scan has to unpack each of them.
    const body = 'x'.repeat(20_000);
    await things.insertMany(
      Array.from({ length: 300 }, (_, i) => ({ _id: i + 1, owner: `traveller-${i % 100}`, body })),
    );

    expect(await database.syncPushdownIndexes()).toBeGreaterThanOrEqual(2); // _id and owner
    expect(await database.syncPushdownIndexes()).toBe(0); // nothing left to do

    const { rows: tables } = await sql.query<{ table: string }>(
      "SELECT tablename AS table FROM pg_tables WHERE schemaname = 'byway_test' AND tablename LIKE 'things%'",
    );
    const table = `byway_test."${tables[0]!.table}"`;
    await sql.query(`ANALYZE ${table}`);
    for (const [field, value] of [
      ['_id', '17'],
      ['owner', '"traveller-3"'],
    ] as const) {
      // The SQL FerretDB sends for `{ field: value }` (see its postgresql backend's filterEqual).
      await sql.query('BEGIN');
      await sql.query('SET LOCAL plan_cache_mode = force_custom_plan');
      const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT _jsonb FROM ${table} WHERE _jsonb->'${field}' @> '${value}'`,
      );
      await sql.query('COMMIT');
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Scan (on|using) gin_/);
    }
    expect(await things.countDocuments({ owner: 'traveller-3' })).toBe(3);
  });

  it('puts FerretDB over an existing PostgreSQL when given its URL (POSTGRES_URL), starting none', async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'byway-database-url-'));
    const launched: string[] = [];
    const over = await startEmbeddedDatabase({
      dataDir: otherDir,
      ports: { postgres: await freePort(), ferretdb: await freePort() },
      postgresUrl: database.postgresUrl,
      launch: (name, ...rest) => (launched.push(name), quietLaunch(name, ...rest)),
    });
    const other = await new mongoose.mongo.MongoClient(over.uri).connect();
    try {
      expect(launched).toEqual(['ferretdb']);
      // The same PostgreSQL: what one FerretDB wrote, the other reads.
      expect(await other.db('byway_test').collection('things').countDocuments({ owner: 'traveller-3' })).toBe(
        3,
      );
    } finally {
      await other.close();
      await over.stop();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
