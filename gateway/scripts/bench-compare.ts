// The gateway comparison of `npm run bench:load` (issue 13): the same queries, in the same run, with the same
// connections and seconds, through our gateway, through Hive Gateway over the same supergraph and subgraphs
// (a reference of what a gateway engine costs), and straight to the subgraph where one subgraph answers.
// Every connection sends the same query as the same traveller, so a gateway that shares identical in-flight
// subgraph queries (Hive's HTTP executor does by default) may answer faster than the direct call.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PHOTOS_NEAR_ROUTE } from '@byway/contracts/rules';
import { DEVELOPMENT_SECRETS, INTERNAL_TOKEN_HEADER, signInternalToken } from '@byway/kit';
import type { RunningPlatform } from '../../deploy/local/platform.mjs';
import { printTable, summary } from './bench-support.js';

const SECONDS = Number(process.env.BENCH_COMPARE_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Discarded before each measurement: query plans, connection pools and JIT warm up. */
const WARM_UP_SECONDS = 1;
const HIVE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hive-reference.ts');

/** Who the comparison asks as: a signed-in traveller with a trip of their own. */
export interface ComparedTraveller {
  cookie: string;
  userId: string;
  tripId: number;
}

/** One subgraph (trips): what the gateway adds to a single call. */
const TRIP_BY_ID = `query TripById($id: Int!) { trip(id: $id) { id title totalDays startLocation endLocation } }`;

/**
 * The trip page in one request: the documents it sends for the trip (TripDetail,
 * mfe-trips/src/features/trip-detail/api/trip-detail.ts), its recommendations panel (TripRecommendations,
 * trip-panels/api/trip-recommendations.ts; an AI entity call that requires the trip's stops) and its photos
 * near the route (TripRoutePhotos, route-photos/api/route-photos.ts; media). Copied: keep them in step.
 */
const TRIP_PAGE = `
  fragment TripDetailStopFields on TripStop {
    name description category latitude longitude lat lng estimatedDuration dayNumber orderInDay address essential
  }
  query TripPage($id: Int!, $points: [GeoPointInput!]!) {
    trip(id: $id) {
      id title description startLocation endLocation totalDays isPublic status tripPackId hasPreviousItinerary
      routeOptions {
        routeName vibe totalDistance estimatedTime
        stops { ...TripDetailStopFields }
        dailySegments { day title description driveSummary { estimatedHours } path }
      }
      stops { ...TripDetailStopFields isCustom }
      smartRecommendations {
        id location recommendationType title description confidence dataSource metadata validFrom validUntil
      }
    }
    geoTaggedImagesNear(points: $points) { id imageUrl thumbnailUrl title locationName city state }
  }`;

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  failures: number;
}

export interface ComparisonRow {
  query: string;
  ours: Figures;
  hive: Figures;
  /** Null when the query needs more than one subgraph. */
  direct: Figures | null;
}

/** A GraphQL endpoint and the headers a request to it carries (called again before each measurement). */
interface Target {
  url: string;
  headers: () => Record<string, string>;
}

/** The answer is a 2xx with data and no errors: a fast error must not pass for a fast gateway. */
function answered(status: boolean, text: string): boolean {
  if (!status) return false;
  try {
    const body = JSON.parse(text) as { data?: { trip?: unknown } | null; errors?: unknown };
    return !body.errors && body.data?.trip != null;
  } catch {
    return false;
  }
}

/** The answers' latencies and failures of one query, kept busy by CONNECTIONS connections for `seconds`. */
async function load(target: Target, body: string, seconds: number) {
  const headers = { 'content-type': 'application/json', ...target.headers() };
  const samples: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(target.url, { method: 'POST', headers, body }).catch(() => null);
        const text = (await response?.text().catch(() => '')) ?? '';
        if (!answered(response?.ok ?? false, text)) failures++;
        samples.push(performance.now() - started);
      }
    }),
  );
  return { samples, failures };
}

/** Measured in turns: each round gives every target a slice, so a busy moment of the machine is shared. */
const ROUNDS = 5;

/**
 * The same query through each target: one request first (a target that cannot answer stops the
 * comparison with its reason), a warm-up, then SECONDS each in ROUNDS turns, alternating who goes first.
 */
async function measureInTurns(targets: { name: string; target: Target }[], body: string): Promise<Figures[]> {
  for (const { name, target } of targets) {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...target.headers() },
      body,
    });
    const text = await response.text();
    if (!answered(response.ok, text))
      throw new Error(`${name} did not answer: ${response.status} ${text.slice(0, 300)}`);
    await load(target, body, WARM_UP_SECONDS);
  }
  const gathered = targets.map(() => ({ samples: [] as number[], failures: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (let turn = 0; turn < targets.length; turn++) {
      const index = (round + turn) % targets.length;
      const { samples, failures } = await load(targets[index]!.target, body, SECONDS / ROUNDS);
      gathered[index]!.samples.push(...samples);
      gathered[index]!.failures += failures;
    }
  }
  return gathered.map(({ samples, failures }) => {
    const latency = summary(samples);
    return { rps: samples.length / SECONDS, p50: latency.p50, p95: latency.p95, failures };
  });
}

/** Hive Gateway in a child process over the platform's subgraphs; `stop` ends it. */
async function startHive(platform: RunningPlatform, log: (line: string) => void) {
  const { ports } = platform;
  const url = (port: number | undefined) => `http://127.0.0.1:${port}/graphql`;
  // With BYWAY_REPLICAS=2 the AI service is two processes behind a balancer, as our gateway sees it.
  const subgraphs = {
    users: url(ports.users),
    trips: url(ports.trips),
    discovery: url(ports.discovery),
    media: url(ports.media),
    ai: url(ports.aiBalancer ?? ports.ai),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', HIVE_SCRIPT], {
    env: { ...process.env, NODE_ENV: 'production', HIVE_SUBGRAPH_URLS: JSON.stringify(subgraphs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Hive Gateway did not start in 60 s: ${stderr}`)),
      60_000,
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const ready = /\{"port":(\d+)\}/.exec(stdout);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Hive Gateway exited (${code}): ${stderr}`));
    });
  });
  log(`Hive Gateway listening on 127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    stop: async () => {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill();
      await exited;
    },
  };
}

/** The trip page's 'Photos near this route' points: its stops rounded to about 100 m, without repeats. */
async function routePoints(ours: Target, tripId: number) {
  const response = await fetch(ours.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ours.headers() },
    body: JSON.stringify({
      query: 'query($id: Int!) { trip(id: $id) { stops { lat lng } } }',
      variables: { id: tripId },
    }),
  });
  const { data } = (await response.json()) as {
    data?: { trip?: { stops: { lat: number | null; lng: number | null }[] } | null };
  };
  const points = new Map<string, { latitude: number; longitude: number }>();
  for (const stop of data?.trip?.stops ?? []) {
    if (stop.lat === null || stop.lng === null) continue;
    const point = {
      latitude: Math.round(stop.lat * 1000) / 1000,
      longitude: Math.round(stop.lng * 1000) / 1000,
    };
    points.set(`${point.latitude},${point.longitude}`, point);
  }
  return [...points.values()].slice(0, PHOTOS_NEAR_ROUTE.maxPoints);
}

/** Both queries through ours, Hive and (one subgraph only) the subgraph itself, one after the other. */
export async function compareGateways(
  platform: RunningPlatform,
  traveller: ComparedTraveller,
  log: (line: string) => void,
): Promise<ComparisonRow[]> {
  // The subgraphs' signed internal token, as our gateway would sign it for this traveller; signed again for
  // each measurement, since it lives a minute.
  const token = () => ({
    [INTERNAL_TOKEN_HEADER]: signInternalToken(
      { userId: traveller.userId, sessionId: null, scopes: [] },
      process.env.INTERNAL_TOKEN_SECRET ?? DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET,
    ),
  });
  const ours: Target = {
    url: `${platform.apiUrl}/graphql`,
    headers: () => ({ 'apollo-require-preflight': 'true', cookie: traveller.cookie }),
  };
  const direct: Target = { url: `http://127.0.0.1:${platform.ports.trips}/graphql`, headers: token };
  const hive = await startHive(platform, log);
  try {
    const viaHive: Target = { url: hive.url, headers: token };
    const rows: ComparisonRow[] = [];
    const oneSubgraph = JSON.stringify({ query: TRIP_BY_ID, variables: { id: traveller.tripId } });
    log(`trip by id (trips): ours, Hive, direct, ${CONNECTIONS} connections, ${SECONDS} s each in turns`);
    const [oursById, hiveById, directById] = await measureInTurns(
      [
        { name: 'our gateway', target: ours },
        { name: 'Hive Gateway', target: viaHive },
        { name: 'the trips subgraph', target: direct },
      ],
      oneSubgraph,
    );
    rows.push({ query: 'trip by id (trips)', ours: oursById!, hive: hiveById!, direct: directById! });
    const points = await routePoints(ours, traveller.tripId);
    const tripPage = JSON.stringify({ query: TRIP_PAGE, variables: { id: traveller.tripId, points } });
    log(`trip page (trips + ai + media, ${points.length} route points): ours, Hive`);
    const [oursPage, hivePage] = await measureInTurns(
      [
        { name: 'our gateway', target: ours },
        { name: 'Hive Gateway', target: viaHive },
      ],
      tripPage,
    );
    rows.push({ query: 'trip page (trips+ai+media)', ours: oursPage!, hive: hivePage!, direct: null });
    return rows;
  } finally {
    await hive.stop();
  }
}

export function printComparison(rows: ComparisonRow[]) {
  const rps = (figures: Figures | null) => (figures ? figures.rps.toFixed(0) : '-');
  const latency = (figures: Figures | null) =>
    figures ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}` : '-';
  console.log('');
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating turns; latency p50 / p95 in ms`,
  );
  printTable(
    ['query', 'ours RPS', 'latency', 'Hive RPS', 'latency', 'direct RPS', 'latency', 'ours/Hive'],
    rows.map((row) => [
      row.query,
      rps(row.ours),
      latency(row.ours),
      rps(row.hive),
      latency(row.hive),
      rps(row.direct),
      latency(row.direct),
      `${(row.ours.rps / row.hive.rps).toFixed(2)}x`,
    ]),
  );
  console.log('');
  for (const row of rows) {
    for (const which of ['ours', 'hive', 'direct'] as const) {
      const failures = row[which]?.failures ?? 0;
      if (failures > 0) console.log(`  ${row.query} via ${which}: ${failures} requests failed`);
    }
  }
}
