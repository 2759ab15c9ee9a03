import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { portOpen, quietLaunch, startEmbeddedDatabase } from './database.mjs';
import { FERRETDB_BIN } from './setup.mjs';
import { freePort } from '../../services/kit/src/testing/ferretdb.js';
import { registerModels } from '../../services/trips/src/data-access/models.js';
import { createTripRepository } from '../../services/trips/src/data-access/trip-repository.js';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'migrate-sqlite.mjs');

/** A data folder as the SQLite era left it: one first-release trip with its plan inline. */
async function sqliteEraFolder(dataDir: string) {
  const dir = path.join(dataDir, 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = quietLaunch('ferretdb', FERRETDB_BIN, [
    '--handler=sqlite',
    `--sqlite-url=file:${dir}/`,
    `--state-dir=${dataDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    '--debug-addr=-',
    '--telemetry=disable',
  ]);
  while (!(await portOpen(port))) await new Promise((resolve) => setTimeout(resolve, 100));
  const client = await new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${port}/`).connect();
  const now = new Date();
  await client
    .db('byway_trips')
    .collection('trips')
    .insertOne({
      _id: 7 as never,
      userId: 'u1',
      title: 'Old trip',
      startLocation: 'Austin, TX',
      endLocation: 'Marfa, TX',
      totalDays: 2,
      theme: 'history,quirky',
      status: 'planning',
      isPublic: true,
      itinerary: [{ day: 1 }],
      routeOptions: [{ routeName: 'Old Route' }],
      selectedRouteIndex: 0,
      planVersion: 0,
      createdAt: now,
      updatedAt: now,
    });
  await client
    .db('byway_users')
    .collection('users')
    .insertOne({ _id: 'u1' as never, email: 'old@example.com' });
  await client.close();
  await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
}

describe('npm run db:migrate-sqlite', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'byway-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('copies SQLite-era data into PostgreSQL, readable by today’s repositories, and is safe to run twice', async () => {
    await sqliteEraFolder(dataDir);
    const env = { ...process.env, BYWAY_DATA_DIR: dataDir };
    const first = await run(process.execPath, [script], { env });
    expect(first.stdout).toMatch(/copied 2 documents/);
    expect(existsSync(path.join(dataDir, 'ferretdb'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'ferretdb-sqlite-migrated'))).toBe(true);
    const again = await run(process.execPath, [script], { env });
    expect(again.stdout).toMatch(/nothing to migrate/);

    const database = await startEmbeddedDatabase({
      dataDir,
      ports: { postgres: await freePort(), ferretdb: await freePort() },
      launch: quietLaunch,
    });
    const connection = await mongoose.createConnection(database.uri, { dbName: 'byway_trips' }).asPromise();
    try {
      const trips = createTripRepository(connection, registerModels(connection));
      expect(await trips.findPublic(7)).toMatchObject({ title: 'Old trip', theme: 'history,quirky' });
      expect((await trips.planOf(7)).routeOptions).toEqual([{ routeName: 'Old Route' }]);
    } finally {
      await connection.close();
      await database.stop();
    }
  }, 120_000);
});
