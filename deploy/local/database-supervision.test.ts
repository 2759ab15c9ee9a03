import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connection } from 'mongoose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOpen, quietLaunch, startEmbeddedDatabase, type EmbeddedDatabase } from './database.mjs';
import { createSupervisor, type Supervisor } from './supervisor.mjs';
import { connectDatabase } from '../../services/kit/src/database.js';
import { createLogger } from '../../services/kit/src/logger.js';
import { freePort } from '../../services/kit/src/testing/ferretdb.js';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// `npm start` keeps its database up: PostgreSQL and FerretDB killed outright come back by themselves,
// with their data, and a service's connection (kit's connectDatabase, as the services open it) carries on.
describe('embedded database under supervision', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'byway-supervised-db-'));
  const log: string[] = [];
  const children: Record<string, ChildProcess> = {};
  let supervisor: Supervisor;
  let database: EmbeddedDatabase;
  let ports: { postgres: number; ferretdb: number };
  let connection: Connection;

  beforeAll(async () => {
    supervisor = createSupervisor({ log: (line) => log.push(line) });
    ports = { postgres: await freePort(), ferretdb: await freePort() };
    database = await startEmbeddedDatabase({
      dataDir,
      ports,
      // The process running now of each name: a restart launches a new one.
      launch: (name, ...rest) => (children[name] = quietLaunch(name, ...rest)),
      supervisor,
    });
    connection = await connectDatabase(database.uri, 'byway_supervision', createLogger('test', 'silent'));
  }, 60_000);
  afterAll(async () => {
    supervisor?.stopRestarting();
    await connection?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Kills `name` with SIGKILL; answers once its successor is `ready`, with how long the restart waited. */
  async function killAndAwaitReturn(name: 'ferretdb' | 'postgres', ready: () => Promise<boolean>) {
    const killed = children[name]!;
    const killedAt = Date.now();
    killed.kill('SIGKILL');
    await until(() => children[name] !== killed);
    const restartedAfterMs = Date.now() - killedAt;
    await until(ready);
    expect(killed.signalCode).toBe('SIGKILL');
    return restartedAfterMs;
  }
  /** PostgreSQL takes logins again (its port opens while it still recovers). */
  const postgresReady = async () => {
    const client = new pg.Client({ connectionString: database.postgresUrl });
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  it('brings FerretDB back on its port after SIGKILL; the connection reconnects and reads what was written', async () => {
    const things = connection.collection<{ _id: string; n: number }>('things');
    await things.insertOne({ _id: 'before-ferretdb', n: 1 });

    const restartedAfterMs = await killAndAwaitReturn('ferretdb', () => portOpen(ports.ferretdb));
    expect(log).toEqual(['ferretdb died (SIGKILL); restarting in 1 s']);
    expect(restartedAfterMs).toBeGreaterThanOrEqual(950);

    expect(await things.findOne({ _id: 'before-ferretdb' })).toEqual({ _id: 'before-ferretdb', n: 1 });
    await things.insertOne({ _id: 'after-ferretdb', n: 2 });
    expect(await things.countDocuments()).toBe(2);
  }, 60_000);

  it('brings PostgreSQL back after SIGKILL, recovering its cluster, and FerretDB serves the data again', async () => {
    const ferretdb = children.ferretdb;
    const things = connection.collection<{ _id: string; n: number }>('things');
    await things.insertOne({ _id: 'before-postgres', n: 3 });

    const restartedAfterMs = await killAndAwaitReturn('postgres', postgresReady);
    expect(restartedAfterMs).toBeGreaterThanOrEqual(950);
    // The leftovers of the killed server (postmaster.pid, its children on the shared memory) did not
    // make the restart fail: one death, one restart.
    expect(log.slice(1)).toEqual(['postgres died (SIGKILL); restarting in 1 s']);

    expect(await things.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 'after-ferretdb', n: 2 },
      { _id: 'before-ferretdb', n: 1 },
      { _id: 'before-postgres', n: 3 },
    ]);
    await things.insertOne({ _id: 'after-postgres', n: 4 });
    expect(await things.countDocuments()).toBe(4);
    // FerretDB rode it out: the same process, reconnected to the new server.
    expect(children.ferretdb).toBe(ferretdb);
    expect(log).toHaveLength(2);
  }, 60_000);

  it('restarts PostgreSQL past a child of the killed server that still holds its shared memory', async () => {
    // A session's server process, frozen so it cannot notice its parent's death and exit on its own:
    // PostgreSQL refuses to start while it stays attached to the old shared memory.
    const session = new pg.Client({ connectionString: database.postgresUrl });
    session.on('error', () => undefined); // its server goes away
    await session.connect();
    const { rows } = await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const orphan = rows[0]!.pid;
    process.kill(orphan, 'SIGSTOP');
    try {
      await killAndAwaitReturn('postgres', postgresReady);
      // Dead within the minute after its last restart: the next delay.
      expect(log.slice(2)).toEqual(['postgres died (SIGKILL); restarting in 2 s']);
      // Ended (a zombie at most, where nothing reaps orphans).
      expect(existsSync(`/proc/${orphan}`) ? readFileSync(`/proc/${orphan}/stat`, 'utf8') : ') Z ').toMatch(
        /\) Z /,
      );
      expect(await connection.collection('things').countDocuments()).toBe(4);
    } finally {
      try {
        process.kill(orphan, 'SIGKILL'); // when the test failed
      } catch {
        // gone, as it should be
      }
      await session.end().catch(() => undefined);
    }
  }, 60_000);
});
