import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// The same embedded database `npm start` runs (PostgreSQL + FerretDB), owned by deploy/local.
import { quietLaunch, startEmbeddedDatabase } from '../../../../deploy/local/database.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningDatabase {
  uri: string;
  /** The PostgreSQL under FerretDB; null when MONGODB_URI names a server of its own. */
  postgresUrl: string | null;
  stop: () => Promise<void>;
}

/**
 * A real FerretDB on its PostgreSQL backend, on free ports with a throw-away data folder, for integration
 * tests. `MONGODB_URI` in the environment wins (tests then run against that server); `POSTGRES_URL` puts
 * FerretDB over an existing PostgreSQL instead of the embedded one.
 */
export async function startTestDatabase(): Promise<RunningDatabase> {
  if (process.env.MONGODB_URI)
    return { uri: process.env.MONGODB_URI, postgresUrl: null, stop: async () => undefined };
  return startFerretDb(process.env.POSTGRES_URL);
}

/**
 * A FerretDB of its own over `postgresUrl` (an embedded PostgreSQL of its own when undefined). Outage tests
 * put one over a relay to the suite's PostgreSQL, so cutting the relay is a PostgreSQL outage for their
 * service only.
 */
export async function startFerretDb(postgresUrl: string | undefined): Promise<RunningDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'byway-db-'));
  try {
    const database = await startEmbeddedDatabase({
      dataDir,
      ports: { postgres: await freePort(), ferretdb: await freePort() },
      postgresUrl,
      launch: quietLaunch,
    });
    return {
      uri: database.uri,
      postgresUrl: database.postgresUrl,
      stop: async () => {
        await database.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
