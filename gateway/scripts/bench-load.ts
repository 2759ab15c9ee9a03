// `npm run bench:load`: the platform under many travellers at once (issue 13). Starts the whole platform on
// its embedded default (throw-away data folder, free ports; BYWAY_REPLICAS=2 for two gateways and two AI
// services behind round-robin balancers), signs up 100 travellers with a trip each, then for 60 s every
// traveller loops: sign in, list trips, open the trip, save a memory, save a price alert. Prints throughput,
// p50/p95/p99 per step and errors, checks that every acknowledged write is stored exactly once, and compares
// the gateway with a direct subgraph call for the same query. Asserts nothing but no lost or doubled writes.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEVELOPMENT_SECRETS, INTERNAL_TOKEN_HEADER, signInternalToken } from '@byway/kit';
import type { RunningPlatform } from '../../deploy/local/platform.mjs';
import { request, sessionCookieOf, summary, withThrowAwayPlatform } from './bench-support.js';

const TRAVELLERS = Number(process.env.BENCH_TRAVELLERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const COMPARE_SECONDS = 10;
const COMPARE_CONNECTIONS = 10;
const STEPS = ['sign in', 'list trips', 'open trip', 'save memory', 'save alert'] as const;
type Step = (typeof STEPS)[number];
// Every simulated traveller signs in again each round, all from this one machine: the per-account and
// per-address sign-in limits are opened for the run (the per-traveller budgets are not touched: planning
// happens once, before the clock starts).
const BENCH_RATE_LIMITS = JSON.stringify({
  signInPerAccount: { limit: 1_000_000 },
  signInPerAddress: { limit: 1_000_000 },
  signUpPerAddress: { limit: 1_000_000 },
});

interface Traveller {
  n: number;
  email: string;
  password: string;
  cookie: string;
  userId: string;
  tripId: number;
  memories: string[];
  alerts: string[];
}

const log = (line: string) => console.log(`[bench:load] ${line}`);

async function prepare(base: string, n: number): Promise<Traveller> {
  const email = `load.traveller.${n}@example.com`;
  const password = `load-${n}-correct-horse-battery`;
  const { response } = await request(base, 'POST', '/api/custom-login', undefined, {
    email,
    password,
    isSignUp: true,
    firstName: 'Load',
    lastName: `Traveller ${n}`,
  });
  const cookie = sessionCookieOf(response);
  const { json: me } = await request(base, 'GET', '/api/auth/user', cookie);
  const { json: trip } = await request(base, 'POST', '/api/trips', cookie, {
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 3,
  });
  return {
    n,
    email,
    password,
    cookie,
    userId: (me as { id: string }).id,
    tripId: (trip as { id: number }).id,
    memories: [],
    alerts: [],
  };
}

async function loop(base: string, traveller: Traveller, until: number, timings: Map<Step, number[]>) {
  const errors: string[] = [];
  let round = 0;
  const timed = async (step: Step, run: () => Promise<{ ms: number }>) => {
    try {
      timings.get(step)!.push((await run()).ms);
      return true;
    } catch (error) {
      errors.push(`${step}: ${(error as Error).message.slice(0, 120)}`);
      return false;
    }
  };
  while (performance.now() < until) {
    round++;
    await timed('sign in', async () => {
      const result = await request(base, 'POST', '/api/custom-login', undefined, {
        email: traveller.email,
        password: traveller.password,
      });
      traveller.cookie = sessionCookieOf(result.response);
      return result;
    });
    await timed('list trips', () => request(base, 'GET', '/api/trips', traveller.cookie));
    await timed('open trip', () => request(base, 'GET', `/api/trips/${traveller.tripId}`, traveller.cookie));
    const memory = `load ${traveller.n} memory ${round}`;
    if (
      await timed('save memory', () =>
        request(base, 'POST', `/api/trips/${traveller.tripId}/memories`, traveller.cookie, {
          stopName: 'Arches National Park',
          memoryType: 'note',
          content: memory,
        }),
      )
    ) {
      traveller.memories.push(memory);
    }
    const alert = `load ${traveller.n} alert ${round}`;
    if (
      await timed('save alert', () =>
        request(base, 'POST', '/api/price-alerts', traveller.cookie, {
          tripId: traveller.tripId,
          stopName: 'Moab',
          itemType: 'accommodation',
          itemName: alert,
          targetPrice: 120,
        }),
      )
    ) {
      traveller.alerts.push(alert);
    }
  }
  return errors;
}

/** Every acknowledged write read back: none missing, none stored twice. */
async function verify(base: string, travellers: Traveller[]) {
  let acknowledged = 0;
  let lost = 0;
  let doubled = 0;
  const count = (stored: string[], wanted: string[]) => {
    for (const value of wanted) {
      acknowledged++;
      const copies = stored.filter((item) => item === value).length;
      if (copies === 0) lost++;
      if (copies > 1) doubled += copies - 1;
    }
  };
  for (const traveller of travellers) {
    const { json: memories } = await request(
      base,
      'GET',
      `/api/trips/${traveller.tripId}/memories`,
      traveller.cookie,
    );
    count(
      (memories as { content: string | null }[]).map((memory) => memory.content ?? ''),
      traveller.memories,
    );
    const { json: alerts } = await request(base, 'GET', '/api/price-alerts', traveller.cookie);
    count(
      (alerts as { itemName: string }[]).map((alert) => alert.itemName),
      traveller.alerts,
    );
  }
  return { acknowledged, lost, doubled };
}

/** Requests per second and latency of one query, kept busy by a few connections for a few seconds. */
async function throughput(send: () => Promise<Response>) {
  const samples: number[] = [];
  let failures = 0;
  const until = performance.now() + COMPARE_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: COMPARE_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await send().catch(() => null);
        await response?.text();
        if (!response?.ok) failures++;
        samples.push(performance.now() - started);
      }
    }),
  );
  return { rps: samples.length / COMPARE_SECONDS, latency: summary(samples), failures };
}

async function compare(platform: RunningPlatform, traveller: Traveller) {
  const query = `query($id: Int!) { trip(id: $id) { id title totalDays startLocation endLocation } }`;
  const body = JSON.stringify({ query, variables: { id: traveller.tripId } });
  const viaGateway = await throughput(() =>
    fetch(`${platform.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        cookie: traveller.cookie,
      },
      body,
    }),
  );
  // The subgraph as the gateway calls it: the signed internal token (its lifetime covers the run).
  const token = signInternalToken(
    { userId: traveller.userId, sessionId: null, scopes: [] },
    process.env.INTERNAL_TOKEN_SECRET ?? DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET,
  );
  const direct = await throughput(() =>
    fetch(`http://127.0.0.1:${platform.ports.trips}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
      body,
    }),
  );
  return { viaGateway, direct };
}

await withThrowAwayPlatform('bench-load', { RATE_LIMITS: BENCH_RATE_LIMITS }, log, async (platform) => {
  const base = platform.apiUrl;
  log(`platform up at ${base}; preparing ${TRAVELLERS} travellers with a trip each`);
  const travellers: Traveller[] = [];
  for (let n = 0; n < TRAVELLERS; n++) travellers.push(await prepare(base, n));
  await platform.syncPushdownIndexes({ analyze: true });

  log(`${TRAVELLERS} travellers for ${SECONDS} s: sign in, list trips, open trip, save memory, save alert`);
  const timings = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const errors = (await Promise.all(travellers.map((t) => loop(base, t, until, timings)))).flat();
  const seconds = (performance.now() - started) / 1000;
  const requests = [...timings.values()].reduce((sum, list) => sum + list.length, 0) + errors.length;

  console.log('');
  console.log(`| ${'step'.padEnd(12)} | ${'requests'.padStart(8)} | p50 ms | p95 ms | p99 ms |`);
  console.log(`|${'-'.repeat(14)}|${'-'.repeat(10)}|--------|--------|--------|`);
  for (const step of STEPS) {
    const figures = summary(timings.get(step)!);
    console.log(
      `| ${step.padEnd(12)} | ${String(figures.n).padStart(8)} | ${figures.p50.toFixed(0).padStart(6)} | ${figures.p95.toFixed(0).padStart(6)} | ${figures.p99.toFixed(0).padStart(6)} |`,
    );
  }
  console.log('');
  log(
    `${requests} requests in ${seconds.toFixed(0)} s: ${(requests / seconds).toFixed(0)} per second; ${errors.length} errors`,
  );
  for (const error of [...new Set(errors)].slice(0, 5)) log(`  error: ${error}`);

  const writes = await verify(base, travellers);
  log(`${writes.acknowledged} acknowledged writes: ${writes.lost} lost, ${writes.doubled} stored twice`);

  const { viaGateway, direct } = await compare(platform, travellers[0]!);
  log(
    `one-subgraph query (trip by id), ${COMPARE_CONNECTIONS} connections for ${COMPARE_SECONDS} s: gateway ${viaGateway.rps.toFixed(0)} RPS (p50 ${viaGateway.latency.p50.toFixed(1)} ms), direct subgraph ${direct.rps.toFixed(0)} RPS (p50 ${direct.latency.p50.toFixed(1)} ms): ${(viaGateway.rps / direct.rps).toFixed(2)}x`,
  );
  log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, replicas: ${process.env.BYWAY_REPLICAS ?? 1}`,
  );
  const failed = writes.lost > 0 || writes.doubled > 0;
  if (failed) log('FAILED: an acknowledged write was lost or stored twice');
  return failed;
});
