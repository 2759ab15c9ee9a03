import { metricsRegistry } from '@byway/kit';
import { describe, expect, it } from 'vitest';
import { createAi } from '../src/domain/ai.js';
import { loadPlannerConfig } from '../src/domain/planner-config.js';
import { tripRequestSchema } from '../src/domain/planner/request.js';

/** The count of planner_duration_seconds for one planner and outcome, as Prometheus would scrape it. */
async function plansTimed(planner: string, outcome: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('planner_duration_seconds')?.get();
  const count = metric?.values.find(
    (value) =>
      // A histogram's values are its buckets, sum and count, each named.
      'metricName' in value &&
      value.metricName === 'planner_duration_seconds_count' &&
      value.labels.planner === planner &&
      value.labels.outcome === outcome,
  );
  return count?.value ?? 0;
}

// Issue 23: planner durations are one of the metrics an operator watches (a slow model, a slow catalogue).
describe('planner durations', () => {
  const ai = createAi(loadPlannerConfig({}), {
    progress: { publish: () => undefined, subscribe: async () => null },
  });

  it('times each plan under the planner that made it, and failures apart', async () => {
    const before = { ok: await plansTimed('offline', 'ok'), error: await plansTimed('offline', 'error') };
    const request = tripRequestSchema.parse({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
      themes: ['nature'],
      season: 'fall',
      pace: 'moderate',
    });
    await ai.planner.plan(request, 'user-1');
    expect(await plansTimed('offline', 'ok')).toBe(before.ok + 1);

    await expect(
      ai.planner.plan({ ...request, startLocation: 'Nowhere-at-all-xyzzy, ZZ' }, 'user-1'),
    ).rejects.toThrow();
    expect(await plansTimed('offline', 'error')).toBe(before.error + 1);
  });
});
