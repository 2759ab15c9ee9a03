// `npm run bench:data`: how the platform answers as a community's data grows. Starts the whole platform on
// its embedded default (PostgreSQL + FerretDB, throw-away data folder, free ports), signs up 100
// travellers, seeds 100 trips each with full itineraries, and measures the gateway's REST paths at 1,000
// and at 10,000 stored trips. Prints figures; asserts nothing but that no acknowledged write was lost.
//
// Seeding writes through the trips repository (the same code `POST /api/trips` ends in) with plans the
// real planner made, so it takes minutes instead of the hours 10,000 planner runs would.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { TEST_RATE_LIMITS } from '../../deploy/local/test-env.mjs';
import { platformShape, request, sessionCookieOf, summary, withThrowAwayPlatform } from './bench-support.js';
import { registerModels } from '../../services/trips/src/data-access/models.js';
import {
  createTripRepository,
  type PlannedItinerary,
  type PlanSummary,
  type TripStopRecord,
} from '../../services/trips/src/data-access/trip-repository.js';

const TRAVELLERS = 100;
const TRIPS_EACH = 100;
/** Travellers whose trips exist at the 1,000-trip mark; the figures are measured on them at both marks. */
const MEASURED = 10;
const WRITERS = 20;
const MEMORIES_EACH = 10;
const SEED_CONCURRENCY = 6;
const ROUTES = [
  ['Denver, CO', 'Moab, UT'],
  ['San Francisco, CA', 'Los Angeles, CA'],
  ['Chicago, IL', 'Nashville, TN'],
  ['Seattle, WA', 'Portland, OR'],
  ['Austin, TX', 'Santa Fe, NM'],
] as const;

interface Traveller {
  cookie: string;
  id: string;
  tripIds: number[];
}

const log = (line: string) => console.log(`[bench:data] ${line}`);

async function signUp(base: string, n: number): Promise<Traveller> {
  const { response } = await request(base, 'POST', '/api/custom-login', undefined, {
    email: `bench.traveller.${n}@example.com`,
    password: `bench-${n}-correct-horse-battery`,
    isSignUp: true,
    firstName: 'Bench',
    lastName: `Traveller ${n}`,
  });
  const cookie = sessionCookieOf(response);
  const { json } = await request(base, 'GET', '/api/auth/user', cookie);
  return { cookie, id: (json as { id: string }).id, tripIds: [] };
}

/** Real plans, made once by the planner through `POST /api/trips`, used as templates for the seed. */
async function templates(base: string, traveller: Traveller): Promise<PlannedItinerary[]> {
  const plans: PlannedItinerary[] = [];
  for (const [startLocation, endLocation] of ROUTES) {
    const { json } = await request(base, 'POST', '/api/trips', traveller.cookie, {
      startLocation,
      endLocation,
      totalDays: 5,
      themes: ['nature', 'history', 'foodie'],
    });
    const trip = json as {
      id: number;
      itinerary: unknown[];
      routeOptions: unknown[];
      planner: PlanSummary;
      stops: TripStopRecord[];
    };
    traveller.tripIds.push(trip.id);
    plans.push({
      itinerary: trip.itinerary,
      routeOptions: trip.routeOptions,
      planner: trip.planner,
      stops: trip.stops.map(({ id: _id, tripId: _tripId, createdAt: _createdAt, ...stop }) => stop),
    });
  }
  return plans;
}

async function seed(
  repository: ReturnType<typeof createTripRepository>,
  travellers: Traveller[],
  plans: PlannedItinerary[],
) {
  const jobs: (() => Promise<void>)[] = [];
  travellers.forEach((traveller, t) => {
    for (let i = traveller.tripIds.length; i < TRIPS_EACH; i++) {
      jobs.push(async () => {
        const r = (t + i) % ROUTES.length;
        const [startLocation, endLocation] = ROUTES[r]!;
        const trip = await repository.create(
          {
            userId: traveller.id,
            title: `${startLocation} to ${endLocation} #${i + 1}`,
            description: '5 day road trip',
            startLocation,
            endLocation,
            totalDays: 5,
            themes: ['nature', 'history', 'foodie'],
            travelPartySize: 2,
            status: 'planning',
          },
          plans[r]!,
        );
        traveller.tripIds.push(trip.id);
      });
    }
  });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
  return { trips: jobs.length, seconds: (performance.now() - started) / 1000 };
}

async function measure(base: string, measured: Traveller[], mark: string) {
  // Warm-up, not counted: connection pools, caches and the JIT settle after the bulk seed.
  for (let i = 0; i < 30; i++) {
    const traveller = measured[i % measured.length]!;
    await request(
      base,
      'GET',
      `/api/trips/${traveller.tripIds[i % traveller.tripIds.length]!}`,
      traveller.cookie,
    );
    if (i % 5 === 0) await request(base, 'GET', '/api/trips', traveller.cookie);
  }
  const tripReads: number[] = [];
  for (let i = 0; i < 200; i++) {
    const traveller = measured[i % measured.length]!;
    const id = traveller.tripIds[(i * 37) % traveller.tripIds.length]!;
    tripReads.push((await request(base, 'GET', `/api/trips/${id}`, traveller.cookie)).ms);
  }
  const listReads: number[] = [];
  let listBytes = 0;
  for (let i = 0; i < 50; i++) {
    const result = await request(base, 'GET', '/api/trips', measured[i % measured.length]!.cookie);
    listReads.push(result.ms);
    listBytes = result.bytes;
  }

  // 20 writers at once, each saving 10 memories one after another on a trip of its own, about a stop of
  // that trip (the memories panel offers the trip's stops), read before the clock starts.
  const writes: number[] = [];
  const acknowledged = new Map<number, string[]>();
  const stopNames = await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      const traveller = measured[w % measured.length]!;
      const { json } = await request(base, 'GET', `/api/trips/${traveller.tripIds[w]!}`, traveller.cookie);
      return (json as { stops: { name: string }[] }).stops[0]?.name ?? 'A stop of the trip';
    }),
  );
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      const traveller = measured[w % measured.length]!;
      const tripId = traveller.tripIds[w]!;
      const contents: string[] = [];
      acknowledged.set(tripId, contents);
      for (let m = 0; m < MEMORIES_EACH; m++) {
        const content = `bench ${mark} writer ${w} memory ${m}`;
        const result = await request(base, 'POST', `/api/trips/${tripId}/memories`, traveller.cookie, {
          stopName: stopNames[w]!,
          memoryType: 'note',
          content,
        });
        writes.push(result.ms);
        contents.push(content);
      }
    }),
  );
  let lost = 0;
  let duplicated = 0;
  for (const [w, [tripId, contents]] of [...acknowledged].entries()) {
    const traveller = measured[w % measured.length]!;
    const { json } = await request(base, 'GET', `/api/trips/${tripId}/memories`, traveller.cookie);
    const stored = (json as { content: string | null }[]).map((memory) => memory.content);
    for (const content of contents) {
      const copies = stored.filter((value) => value === content).length;
      if (copies === 0) lost++;
      if (copies > 1) duplicated += copies - 1;
    }
  }
  return {
    trip: summary(tripReads),
    list: summary(listReads),
    listBytes,
    writes: summary(writes),
    lost,
    duplicated,
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;

function report(figures: Record<string, Figures>, shape: string) {
  const row = (label: string, pick: (f: Figures) => { p50: number; p95: number }, target: string) => {
    const cells = Object.values(figures).map((f) => {
      const { p50, p95 } = pick(f);
      return `${p50.toFixed(1).padStart(7)} / ${p95.toFixed(1).padStart(7)}`;
    });
    return `| ${label.padEnd(44)} | ${cells.join(' | ')} | ${target.padEnd(10)} |`;
  };
  const marks = Object.keys(figures);
  console.log('');
  console.log(
    `| ${'p50 / p95 in ms'.padEnd(44)} | ${marks.map((m) => m.padStart(17)).join(' | ')} | target p95 |`,
  );
  console.log(`|${'-'.repeat(46)}|${marks.map(() => '-'.repeat(19)).join('|')}|------------|`);
  console.log(row('GET /api/trips/{id}', (f) => f.trip, '<= 50'));
  console.log(row(`GET /api/trips (${TRIPS_EACH} trips)`, (f) => f.list, '<= 250'));
  console.log(row(`POST memories (${WRITERS} writers x ${MEMORIES_EACH})`, (f) => f.writes, '<= 500'));
  console.log('');
  for (const [mark, f] of Object.entries(figures)) {
    console.log(
      `${mark}: list answer ${(f.listBytes / 1024).toFixed(0)} KB; ${f.writes.n} memory writes acknowledged, ${f.lost} lost, ${f.duplicated} stored twice`,
    );
  }
  const [small, large] = Object.values(figures);
  if (small && large) {
    const ratio = (pick: (f: Figures) => number) => (pick(large) / pick(small)).toFixed(2);
    console.log(
      `growth ${marks[1]} / ${marks[0]} (p95): trip ${ratio((f) => f.trip.p95)}x, list ${ratio((f) => f.list.p95)}x, memory writes ${ratio((f) => f.writes.p95)}x (target within 2x)`,
    );
  }
  console.log(
    `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${shape}`,
  );
}

await withThrowAwayPlatform('bench-data', { RATE_LIMITS: TEST_RATE_LIMITS }, log, async (platform) => {
  const base = `http://127.0.0.1:${platform.ports.gateway}`;
  log(`platform up (embedded PostgreSQL + FerretDB); signing up ${TRAVELLERS} travellers`);
  const travellers: Traveller[] = [];
  for (let n = 0; n < TRAVELLERS; n++) travellers.push(await signUp(base, n));
  const plans = await templates(base, travellers[0]!);

  const connection = await mongoose
    .createConnection(platform.mongoUri, { dbName: 'byway_trips' })
    .asPromise();
  try {
    const repository = createTripRepository(connection, registerModels(connection));
    const measured = travellers.slice(0, MEASURED);
    const figures: Record<string, Figures> = {};
    log(`${await platform.syncPushdownIndexes()} pushdown indexes created`);
    const first = await seed(repository, measured, plans);
    // A bulk load outruns autovacuum; a community's data grows slowly enough for it to keep up.
    await platform.syncPushdownIndexes({ analyze: true });
    log(
      `seeded ${first.trips + ROUTES.length} trips in ${first.seconds.toFixed(0)} s; measuring at 1,000 trips`,
    );
    figures['1,000 trips'] = await measure(base, measured, '1k');
    const second = await seed(repository, travellers.slice(MEASURED), plans);
    await platform.syncPushdownIndexes({ analyze: true });
    log(`seeded ${second.trips} more in ${second.seconds.toFixed(0)} s; measuring at 10,000 trips`);
    figures['10,000 trips'] = await measure(base, measured, '10k');
    report(figures, platformShape(platform));
    const failed = Object.values(figures).some((f) => f.lost > 0 || f.duplicated > 0);
    if (failed) log('FAILED: an acknowledged memory write was lost or stored twice');
    return failed;
  } finally {
    await connection.close();
  }
});
