import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), scraped at /metrics: a subgraph serves them on its own
 * port, the gateway on an internal port of its own (METRICS_PORT), never on the public one. Every metric of
 * ours has a `service` label, since tests run several services in one process. The names are listed in
 * the README ("Observability").
 */
export const metricsRegistry = new Registry();

// Process CPU, memory, heap, GC and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route and status code.',
  labelNames: ['service', 'method', 'route', 'status_code'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route and status class.',
  labelNames: ['service', 'method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const graphqlOperations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations executed, by operation name and type; outcome is ok or error.',
  labelNames: ['service', 'operation', 'type', 'outcome'] as const,
  registers,
});

export const graphqlOperationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'Time to answer a GraphQL operation, by operation name and type.',
  labelNames: ['service', 'operation', 'type'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 90],
  registers,
});

export const plannerDuration = new Histogram({
  name: 'planner_duration_seconds',
  help: 'Time the trip planner took for one plan, by planner (openai, offline) and outcome (ok, error).',
  labelNames: ['service', 'planner', 'outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 90, 120],
  registers,
});

/** Times one plan from now: call the answer when it is done, with the planner that made it. */
export function startPlannerTimer(service = 'ai'): (planner: string, outcome: 'ok' | 'error') => void {
  const end = plannerDuration.startTimer({ service });
  return (planner, outcome) => {
    end({ planner, outcome });
  };
}

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by rule.',
  labelNames: ['service', 'rule'] as const,
  registers,
});

/** Prometheus' text format of every metric: `GET /metrics`. */
export const metricsHandler: RequestHandler = (_req, res, next) => {
  metricsRegistry
    .metrics()
    .then((text) => {
      res.set('content-type', metricsRegistry.contentType).set('cache-control', 'no-store').send(text);
    })
    .catch(next);
};

/** What the MongoDB driver's pools hold, as far as the driver lets it be read (see `poolsOf`). */
interface PoolCounts {
  totalConnectionCount?: number;
  currentCheckedOutCount?: number;
  waitQueueSize?: number;
}

const databases = new Map<string, Set<Connection>>();

const databasePool = new Gauge({
  name: 'mongodb_pool_connections',
  help: "Connections in the database driver's pools; state is open, in_use or waiting (requests queued for one).",
  labelNames: ['service', 'state'] as const,
  registers,
  collect() {
    this.reset();
    for (const [service, connections] of databases) {
      let open = 0;
      let inUse = 0;
      let waiting = 0;
      for (const connection of connections) {
        for (const pool of poolsOf(connection)) {
          open += pool.totalConnectionCount ?? 0;
          inUse += pool.currentCheckedOutCount ?? 0;
          waiting += pool.waitQueueSize ?? 0;
        }
      }
      this.set({ service, state: 'open' }, open);
      this.set({ service, state: 'in_use' }, inUse);
      this.set({ service, state: 'waiting' }, waiting);
    }
  },
});
void databasePool;

/** Reports the pool of this service's database connection (read at each scrape; nothing is kept open). */
export function observeDatabase(service: string, connection: Connection): void {
  let connections = databases.get(service);
  if (!connections) databases.set(service, (connections = new Set()));
  connections.add(connection);
  connection.once('close', () => connections.delete(connection));
}

/**
 * The driver's pools. The MongoDB driver has no public accessor for them: the counts are read through its
 * topology's server map (driver 6.x), and a driver that moves them yields no pool (gauges read 0) rather
 * than a failed scrape.
 */
function poolsOf(connection: Connection): PoolCounts[] {
  try {
    const client = connection.getClient() as unknown as {
      topology?: { s?: { servers?: Map<string, { pool?: PoolCounts }> } };
    };
    const servers = client.topology?.s?.servers;
    if (!servers) return [];
    return [...servers.values()].flatMap((server) => (server.pool ? [server.pool] : []));
  } catch {
    return [];
  }
}

const redisSources = new Map<string, () => Array<{ status: string }>>();

const redisClients = new Gauge({
  name: 'redis_clients',
  help: "The process's Redis connections by status (ready, connecting, reconnecting, end, ...).",
  labelNames: ['service', 'status'] as const,
  registers,
  collect() {
    this.reset();
    for (const [service, clients] of redisSources) {
      const counts = new Map<string, number>();
      for (const client of clients()) counts.set(client.status, (counts.get(client.status) ?? 0) + 1);
      for (const [status, count] of counts) this.set({ service, status }, count);
    }
  },
});
void redisClients;

/** Reports the status of the Redis connections `clients` answers at each scrape. */
export function observeRedis(service: string, clients: () => Array<{ status: string }>): void {
  redisSources.set(service, clients);
}
