import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../src/index.js';

/**
 * Issue 23: the ready Grafana dashboard (deploy/observability/byway-dashboard.json) must only chart metrics
 * the processes export, under the names they export them: a renamed metric would leave a blank panel.
 */
interface Panel {
  type: string;
  title: string;
  targets?: Array<{ expr: string }>;
}

const dashboard = JSON.parse(
  readFileSync(new URL('../../../deploy/observability/byway-dashboard.json', import.meta.url), 'utf8'),
) as { uid: string; panels: Panel[] };

// A histogram's series carry these suffixes in Prometheus.
const SERIES_SUFFIXES = ['_bucket', '_count', '_sum'];

describe('the Grafana dashboard', () => {
  const exported = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
  const charts = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('charts every family of metric the issue asks for', () => {
    const expressions = charts.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'graphql_operations_total',
      'graphql_operation_duration_seconds_bucket',
      'planner_duration_seconds_bucket',
      'rate_limit_refusals_total',
      'mongodb_pool_connections',
      'redis_clients',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(
        expressions.some((expr) => expr.includes(name)),
        name,
      ).toBe(true);
    }
  });

  it.each(charts.map((panel) => [panel.title, panel] as const))(
    '"%s" reads only metrics the processes export',
    (_title, panel) => {
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? []) {
        const names = [
          ...expr.matchAll(
            /\b([a-z][a-z0-9_]*_(?:total|seconds|bytes|connections|clients)(?:_bucket|_count|_sum)?)\b/g,
          ),
        ]
          .map((match) => match[1]!)
          .filter((name) => !name.startsWith('__'));
        expect(names.length, expr).toBeGreaterThan(0);
        for (const name of names) {
          const family = SERIES_SUFFIXES.reduce(
            (base, suffix) =>
              base.endsWith(suffix) && !exported.has(base) ? base.slice(0, -suffix.length) : base,
            name,
          );
          expect(exported.has(family), `${name} in ${expr}`).toBe(true);
        }
      }
    },
  );
});
