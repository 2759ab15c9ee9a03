/**
 * `npm run bench`: offline generation time for a fixed set of trips in the US and abroad (1 to 14 days,
 * a ferry crossing among them), p50 and p95 per trip and per group, and the ratio to the original
 * product's promise of at least 60 s ('usually takes 1-2 minutes').
 * Everything is measured in this one run on this machine; no number here is asserted by a test.
 */
import { performance } from 'node:perf_hooks';
import { catalogue } from '../src/data/catalogue.js';
import { createGazetteer } from '../src/domain/geo/gazetteer.js';
import { estimateRouting } from '../src/domain/geo/routing.js';
import { createOfflinePlanner } from '../src/domain/planner/offline-planner.js';
import { tripRequestSchema, type TripRequestInput } from '../src/domain/planner/request.js';

const ORIGINAL_MINIMUM_MS = 60_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const TRIPS: { label: string; abroad?: true; input: TripRequestInput }[] = [
  {
    label: '1 day, Chicago to Milwaukee',
    input: {
      startLocation: 'Chicago, IL',
      endLocation: 'Milwaukee, WI',
      totalDays: 1,
      themes: ['breweries', 'history'],
    },
  },
  {
    label: '7 days, Denver to San Francisco',
    input: {
      startLocation: 'Denver, CO',
      endLocation: 'San Francisco, CA',
      totalDays: 7,
      themes: ['nature', 'photography'],
    },
  },
  {
    label: '14 days, Los Angeles to New York',
    input: {
      startLocation: 'Los Angeles, CA',
      endLocation: 'New York, NY',
      totalDays: 14,
      themes: ['quirky', 'history', 'foodie'],
    },
  },
  {
    label: '4 days, Denver to Moab',
    input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4, themes: ['nature'] },
  },
  {
    label: '4 days, Sydney to Melbourne',
    abroad: true,
    input: {
      startLocation: 'Sydney, Australia',
      endLocation: 'Melbourne, Australia',
      totalDays: 4,
      themes: ['nature', 'foodie'],
    },
  },
  {
    label: '3 days, Edinburgh to Inverness',
    abroad: true,
    input: {
      startLocation: 'Edinburgh, UK',
      endLocation: 'Inverness, UK',
      totalDays: 3,
      themes: ['history'],
    },
  },
  {
    label: '3 days, Rome to Florence',
    abroad: true,
    input: {
      startLocation: 'Rome',
      endLocation: 'Florence',
      totalDays: 3,
      themes: ['arts-culture', 'foodie'],
    },
  },
  {
    label: '3 days, Wellington to Christchurch',
    abroad: true,
    input: {
      startLocation: 'Wellington, New Zealand',
      endLocation: 'Christchurch, New Zealand',
      totalDays: 3,
      themes: ['nature'],
    },
  },
  {
    label: '14 days, Hanoi to Ho Chi Minh City',
    abroad: true,
    input: {
      startLocation: 'Hanoi',
      endLocation: 'Ho Chi Minh City',
      totalDays: 14,
      themes: ['foodie', 'history'],
    },
  },
];

const started = performance.now();
const data = catalogue();
const planner = createOfflinePlanner({
  places: data.places,
  gazetteer: createGazetteer(data.places),
  routing: estimateRouting,
});
console.log(
  `Loaded ${data.places.length} places and the gazetteer in ${(performance.now() - started).toFixed(0)} ms (once per process).\n`,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

console.log('trip                                  p50 ms   p95 ms   p95 vs 60 s');
const byGroup = { us: [] as number[], abroad: [] as number[] };
for (const { label, abroad, input } of TRIPS) {
  const request = tripRequestSchema.parse(input);
  await planner.plan(request); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    await planner.plan({ ...request, variant: run });
    times.push(performance.now() - t0);
  }
  byGroup[abroad ? 'abroad' : 'us'].push(...times);
  times.sort((a, b) => a - b);
  console.log(row(label, times));
}
console.log('');
for (const [group, times] of Object.entries(byGroup)) {
  times.sort((a, b) => a - b);
  console.log(row(group === 'us' ? 'all US trips' : 'all trips abroad', times));
}
console.log(
  `\n${RUNS} runs per trip, each a different regeneration variant; the road estimate, no routing server.`,
);

function row(label: string, sorted: number[]): string {
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  return `${label.padEnd(36)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(8)}   ${Math.round(ORIGINAL_MINIMUM_MS / p95).toLocaleString('en-US')}x faster`;
}
