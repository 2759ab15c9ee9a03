// `npm run bench:load`: the platform under many travellers at once (issue 13). Starts the whole platform on
// its embedded default (throw-away data folder, free ports; BYWAY_REPLICAS=2 for two gateways and two AI
// services behind round-robin balancers), signs up 100 travellers with a trip each, then for 60 s every
// traveller loops: sign in, list trips, open the trip, save a memory, save a price alert. Prints throughput,
// p50/p95/p99 per step and errors, checks that every acknowledged write is stored exactly once, then compares
// our gateway with Hive Gateway and a direct subgraph call on the same queries (bench-compare.ts). Asserts
// nothing but no lost or doubled writes. BENCH_COMPARE_ONLY=1 skips the travellers' loop and runs only the
// comparison (about a minute), for work on the gateway's speed.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { compareGateways, printComparison } from './bench-compare.js';
import { platformShape, request, sessionCookieOf, summary, withThrowAwayPlatform } from './bench-support.js';

const COMPARE_ONLY = process.env.BENCH_COMPARE_ONLY === '1';
const TRAVELLERS = COMPARE_ONLY ? 3 : Number(process.env.BENCH_TRAVELLERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const STEPS = ['sign in', 'list trips', 'open trip', 'save memory', 'save alert'] as const;
type Step = (typeof STEPS)[number];
// Every simulated traveller signs in again each round, all from this one machine: the per-account and
// per-address sign-in limits are opened for the run (the per-traveller budgets are not touched: planning
// happens once, before the clock starts).
const BENCH_RATE_LIMITS = JSON.stringify({
  signInPerAccountAndAddress: { limit: 1_000_000 },
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

/** The travellers' loop for SECONDS, its figures printed; answers whether an acknowledged write went astray. */
async function run(base: string, travellers: Traveller[]) {
  log(
    `${travellers.length} travellers for ${SECONDS} s: sign in, list trips, open trip, save memory, save alert`,
  );
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
  const failed = writes.lost > 0 || writes.doubled > 0;
  if (failed) log('FAILED: an acknowledged write was lost or stored twice');
  return failed;
}

await withThrowAwayPlatform('bench-load', { RATE_LIMITS: BENCH_RATE_LIMITS }, log, async (platform) => {
  const base = platform.apiUrl;
  log(`platform up at ${base}; preparing ${TRAVELLERS} travellers with a trip each`);
  const travellers: Traveller[] = [];
  for (let n = 0; n < TRAVELLERS; n++) travellers.push(await prepare(base, n));
  await platform.syncPushdownIndexes({ analyze: true });

  const failed = COMPARE_ONLY ? false : await run(base, travellers);
  printComparison(await compareGateways(platform, travellers[0]!, log));
  log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${platformShape(platform)} (Hive Gateway: one process)`,
  );
  return failed;
});
