// Starts the whole platform as local processes: PostgreSQL + FerretDB (database.mjs), the OpenID provider, five subgraphs, the gateway,
// the collaboration service and the static servers of the shell and the three remotes. Used by `npm start` and the e2e harness.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sqliteEraData, startEmbeddedDatabase } from './database.mjs';
import { ROOT } from './setup.mjs';
import { startRedisServer } from './redis.mjs';
import { startRoundRobin } from './round-robin.mjs';
import { serveStatic } from './static-server.mjs';
import { createSupervisor } from './supervisor.mjs';

export const DEFAULT_PORTS = {
  shell: 3000,
  'mfe-trips': 3001,
  'mfe-discovery': 3002,
  'mfe-account': 3003,
  gateway: 4000,
  users: 4001,
  trips: 4002,
  discovery: 4003,
  media: 4004,
  ai: 4005,
  collab: 4006,
  identity: 4010,
  ferretdb: 27017,
  postgres: 5433,
};

export const SUBGRAPHS = ['users', 'trips', 'discovery', 'media', 'ai'];
export const FRONT_ENDS = ['shell', 'mfe-trips', 'mfe-discovery', 'mfe-account'];
const REMOTE_NAMES = {
  'mfe-trips': 'mfe_trips',
  'mfe-discovery': 'mfe_discovery',
  'mfe-account': 'mfe_account',
};

const COLORS = [36, 32, 33, 35, 34, 96, 92, 93, 95, 94, 91, 37];
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function freePorts() {
  const ports = {};
  for (const name of Object.keys(DEFAULT_PORTS)) ports[name] = await freePort();
  return ports;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** What every front-end's build reads besides its own folder: a change in any of them rebuilds all four. */
const SHARED_FRONT_END_SOURCES = ['contracts', 'web-ui', 'web-build'];

/** Builds a front-end when its dist/ is missing or older than its sources (one at a time: 2 cores). */
export function buildFrontEnds(log = console.log) {
  for (const app of FRONT_ENDS) {
    const dir = path.join(ROOT, app);
    const built = path.join(dir, 'dist/index.html');
    const sources = Math.max(
      newestMtime(dir),
      ...SHARED_FRONT_END_SOURCES.map((shared) => newestMtime(path.join(ROOT, shared))),
    );
    if (existsSync(built) && statSync(built).mtimeMs >= sources) continue;
    log(`building ${app}`);
    const result = spawnSync('npm', ['run', 'build', '-w', app], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout);
      process.stderr.write(result.stderr);
      throw new Error(`building ${app} failed`);
    }
  }
}

/** Turns a pino JSON line into `level message key=value`; other lines pass through. */
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const {
      level,
      msg,
      time: _time,
      pid: _pid,
      hostname: _host,
      service: _service,
      name: _name,
      ...rest
    } = JSON.parse(line);
    const extra = Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
    return `${LEVELS[level] ?? level} ${msg ?? ''}${extra ? ` ${extra}` : ''}`;
  } catch {
    return line;
  }
}

function prefixer(name, index, sink) {
  const label = `\x1b[${COLORS[index % COLORS.length]}m${name.padEnd(13)}\x1b[0m|`;
  let buffered = '';
  return (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) sink(`${label} ${readable(line)}`);
  };
}

async function waitFor(check, what, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const httpOk = async (url) => (await fetch(url)).ok;

/**
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, dataDir?: string, env?: Record<string,string>,
 *           sink?: (line: string) => void, remotesOverride?: Record<string,string>,
 *           frontEnds?: boolean, replicas?: number, redis?: boolean }} options
 *   `redis` (or BYWAY_REDIS=1) starts a throw-away Redis for the shared state's fast paths; REDIS_URL in
 *   the environment points every process at an existing one instead.
 */
export async function startPlatform(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const sink = options.sink ?? ((line) => console.log(line));
  const dataDir = options.dataDir ?? path.join(ROOT, '.data');
  const publicUrl = `http://localhost:${ports.shell}`;
  const closers = [];
  let index = 0;

  /** Spawns a supervised process; `spawnOptions` may set env, cwd, uid and gid. */
  const launch = (name, command, args, spawnOptions = {}, onOutput = () => undefined) => {
    const prefixed = prefixer(name, index++, sink);
    const write = (chunk) => (onOutput(chunk.toString()), prefixed(chunk));
    const child = spawn(command, args, {
      cwd: ROOT,
      ...spawnOptions,
      env: { ...process.env, ...options.env, ...spawnOptions.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.on('exit', (code, signal) => {
      if (!stopping) write(`exited (${signal ?? code})\n`);
    });
    // A process that could not even start (its program gone) emits 'error' and 'close' but no 'exit':
    // say why, and report it as an exit so the supervisor's backoff applies instead of a crash of the
    // whole platform on an unhandled 'error'.
    child.on('error', (error) => {
      write(`could not run ${command}: ${error.message}\n`);
      if (child.pid === undefined) child.emit('exit', 1, null);
    });
    return child;
  };

  /**
   * Processes that die once the platform is up are started again with the backoff of supervisor.mjs:
   * the services, gateways and identity provider (armed when all are ready) and the embedded database
   * (armed by database.mjs when it is ready).
   */
  const supervisor = createSupervisor({ log: (line) => sink(`byway        | ${line}`) });
  const services = [];
  const supervise = (name, command, args, spawnOptions) => {
    const service = supervisor.supervise(name, () => launch(name, command, args, spawnOptions));
    services.push(service);
    return service.child;
  };
  let stopping = false;

  let databaseStop = async () => undefined;
  const stop = async () => {
    stopping = true;
    supervisor.stopRestarting();
    await Promise.all(closers.map((close) => close()));
    // The services first, then the database they write to.
    await Promise.all(services.map((service) => service.stop('SIGTERM', 8000)));
    await databaseStop();
  };

  const run = { options, ports, sink, publicUrl, launch, supervisor, supervise, closers };
  try {
    const data = await startData(run, dataDir);
    databaseStop = data.stop;
    const syncIndexes = data.syncIndexes;
    await (await import('../../migrations/run.mjs')).migrateBeforeServices(data.mongoUri, sink);
    const { shared, subgraphUrls, issuer, balanced } = await startSubgraphs(run, data);
    if (syncIndexes) {
      // The services have created their collections and indexes at start; twin them now, and again
      // every minute for collections made later.
      const sync = () =>
        syncIndexes().catch((error) => sink(`byway        | index sync failed: ${error.message}`));
      await sync();
      const timer = setInterval(sync, 60_000);
      timer.unref();
      closers.push(async () => clearInterval(timer));
    }
    const [apiUrl, collabUrl] = await Promise.all([
      startGateways(run, { shared, subgraphUrls, issuer, balanced }),
      startCollab(run, shared, subgraphUrls.TRIPS_URL),
    ]);

    for (const service of services) service.arm();
    const syncPushdownIndexes = async (syncOptions) => (syncIndexes ? syncIndexes(syncOptions) : 0);
    const { mongoUri, redisUrl } = data;
    // Benchmarks of the API need no front-ends.
    if (options.frontEnds !== false) await serveFrontEnds(run, apiUrl, collabUrl);
    return { url: publicUrl, apiUrl, collabUrl, ports, mongoUri, redisUrl, stop, syncPushdownIndexes };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The platform's data: the embedded database (or MONGODB_URI) and, when asked, a throw-away Redis (or
 * REDIS_URL). `syncIndexes` makes the GIN twins of the services' indexes (database.mjs); null with
 * MONGODB_URI.
 */
async function startData({ options, ports, sink, launch, supervisor }, dataDir) {
  let stop = async () => undefined;
  let syncIndexes = null;
  let mongoUri = process.env.MONGODB_URI ?? options.env?.MONGODB_URI;
  if (!mongoUri) {
    const oldData = sqliteEraData(dataDir);
    if (oldData)
      sink(
        `byway        | ${oldData} holds data of the SQLite era; it is not read. Copy it with \`npm run db:migrate-sqlite\`, or delete the folder.`,
      );
    const database = await startEmbeddedDatabase({
      dataDir,
      ports,
      postgresUrl: process.env.POSTGRES_URL ?? options.env?.POSTGRES_URL,
      launch,
      supervisor,
    });
    stop = database.stop;
    syncIndexes = database.syncPushdownIndexes;
    mongoUri = database.uri;
  }
  let redisUrl = process.env.REDIS_URL ?? options.env?.REDIS_URL;
  if (!redisUrl && (options.redis ?? process.env.BYWAY_REDIS === '1')) {
    ports.redis ??= await freePort();
    const redis = await startRedisServer({ port: ports.redis, launch });
    redisUrl = redis.url;
    const stopDatabase = stop;
    stop = async () => (await redis.stop(), await stopDatabase());
  }
  return { mongoUri, redisUrl, stop, syncIndexes };
}

// tsx, then the tracing preload (services/kit/src/observability/preload.ts): it patches what it traces before
// the process's modules load, and does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
const TSX = ['--import', 'tsx', '--import', './services/kit/src/observability/preload.ts'];

/**
 * The five subgraphs (and, with replicas, a second AI service behind a round-robin balancer) and the local
 * OpenID provider, started together and waited for.
 */
async function startSubgraphs({ options, ports, publicUrl, supervise, closers }, { mongoUri, redisUrl }) {
  const shared = {
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    // The development secrets only work with an explicit development (npm start) or test (e2e) run.
    NODE_ENV: options.env?.NODE_ENV ?? process.env.NODE_ENV ?? 'development',
    MONGODB_URI: mongoUri,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  // Replicas (issue 13): a second gateway and a second AI service, each pair behind a round-robin
  // balancer, so every request may reach either one, as in a cluster.
  const replicas = Math.max(1, Number(options.replicas ?? process.env.BYWAY_REPLICAS ?? 1));
  const balanced = replicas > 1;
  if (balanced) {
    for (const name of ['gateway2', 'ai2', 'gatewayBalancer', 'aiBalancer']) ports[name] ??= await freePort();
  }
  const aiUrl = `http://127.0.0.1:${balanced ? ports.aiBalancer : ports.ai}/graphql`;
  const subgraphUrls = {};
  const waits = [];
  for (const unit of balanced ? [...SUBGRAPHS, 'ai2'] : SUBGRAPHS) {
    const name = unit === 'ai2' ? 'ai' : unit;
    const child = supervise(
      unit === 'ai2' ? 'ai-2' : name,
      process.execPath,
      [...TSX, `services/${name}/src/main.ts`],
      {
        env: {
          ...shared,
          [`${name.toUpperCase()}_PORT`]: String(ports[unit]),
          // The trips service asks the AI service for itineraries directly.
          AI_URL: aiUrl,
          // Trips, discovery, media and ai report what travellers did (points, achievements) to users.
          USERS_URL: `http://127.0.0.1:${ports.users}/graphql`,
          // The trips service reads a trip pack's stops from the discovery service (trips from a pack).
          DISCOVERY_URL: `http://127.0.0.1:${ports.discovery}/graphql`,
        },
      },
    );
    subgraphUrls[`${name.toUpperCase()}_URL`] =
      name === 'ai' ? aiUrl : `http://127.0.0.1:${ports[name]}/graphql`;
    waits.push(waitFor(() => httpOk(`http://127.0.0.1:${ports[unit]}/readyz`), unit, 60_000, child));
  }
  if (balanced) {
    const ai = await startRoundRobin({
      port: ports.aiBalancer,
      targets: [`http://127.0.0.1:${ports.ai}`, `http://127.0.0.1:${ports.ai2}`],
    });
    closers.push(ai.close);
  }
  const issuer = process.env.OIDC_ISSUER_URL ?? `http://localhost:${ports.identity}`;
  if (!process.env.OIDC_ISSUER_URL) {
    const idp = supervise('identity', process.execPath, [...TSX, 'gateway/dev/identity-provider-main.ts'], {
      env: { ...shared, OIDC_PROVIDER_PORT: String(ports.identity), OIDC_ISSUER_URL: issuer },
    });
    waits.push(waitFor(() => httpOk(`${issuer}/.well-known/openid-configuration`), 'identity', 60_000, idp));
  }
  await Promise.all(waits);
  return { shared, subgraphUrls, issuer, balanced };
}

/** The gateway (two behind a round-robin balancer with replicas); answers the URL the API is reached at. */
async function startGateways({ ports, supervise, closers }, { shared, subgraphUrls, issuer, balanced }) {
  for (const replica of balanced ? ['gateway', 'gateway2'] : ['gateway']) {
    const gateway = supervise(
      replica === 'gateway2' ? 'gateway-2' : 'gateway',
      process.execPath,
      [...TSX, 'gateway/src/main.ts'],
      {
        env: {
          ...shared,
          ...subgraphUrls,
          GATEWAY_PORT: String(ports[replica]),
          OIDC_ISSUER_URL: issuer,
          // The shell's server (and the balancer) are loopback proxies in front of the gateway, as an
          // ingress is in production: trusting them gives the per-address sign-in limits the browser's
          // address (X-Forwarded-For), which the journeys use to sign in from two addresses.
          TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
        },
      },
    );
    await waitFor(() => httpOk(`http://127.0.0.1:${ports[replica]}/readyz`), replica, 60_000, gateway);
  }
  if (!balanced) return `http://127.0.0.1:${ports.gateway}`;
  const gateways = await startRoundRobin({
    port: ports.gatewayBalancer,
    targets: [`http://127.0.0.1:${ports.gateway}`, `http://127.0.0.1:${ports.gateway2}`],
  });
  closers.push(gateways.close);
  return gateways.url;
}

/** The collaboration service (issue 22): one process here; it reads and writes trip plans at `tripsUrl`. */
async function startCollab({ ports, supervise }, shared, tripsUrl) {
  const env = { ...shared, COLLAB_PORT: String(ports.collab), TRIPS_URL: tripsUrl };
  const collab = supervise('collab', process.execPath, [...TSX, 'services/collab/src/main.ts'], { env });
  await waitFor(() => httpOk(`http://127.0.0.1:${ports.collab}/readyz`), 'collab', 60_000, collab);
  return `http://127.0.0.1:${ports.collab}`;
}

/** The built front-ends: each remote on its own port, the shell proxying /api and /graphql to `apiUrl`, /collab to `collabUrl`. */
async function serveFrontEnds({ options, ports, closers }, apiUrl, collabUrl) {
  const remotes = {};
  for (const app of FRONT_ENDS.slice(1)) {
    const server = await serveStatic({ root: path.join(ROOT, app, 'dist'), port: ports[app], cors: true });
    closers.push(server.close);
    remotes[REMOTE_NAMES[app]] = `${server.url}/mf-manifest.json`;
  }
  const shell = await serveStatic({
    root: path.join(ROOT, 'shell/dist'),
    port: ports.shell,
    spa: true,
    proxy: { prefixes: ['/api', '/graphql'], target: apiUrl },
    websocketProxy: { prefixes: ['/collab'], target: collabUrl },
    remotes: { ...remotes, ...options.remotesOverride },
  });
  closers.push(shell.close);
}
