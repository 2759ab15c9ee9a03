import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServiceProcess, testMongoUri, type ServiceProcess } from '@byway/kit/testing';

/**
 * Issue 23, "Nothing to see": one request followed through the gateway and a subgraph, both run as
 * deployed (child processes with the tracing preload): the request id in the answer and in both
 * processes' log lines, the trace across both at an OTLP receiver, the counters on both /metrics.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
interface ExportedSpan extends OtlpSpan {
  service: string;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

/** A collector's OTLP/HTTP trace endpoint on loopback, keeping every span it is sent. */
async function startOtlpReceiver() {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const exported = JSON.parse(body) as OtlpExport;
        for (const resource of exported.resourceSpans) {
          const service =
            resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
              .stringValue ?? '';
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

/** Every JSON line a process writes from now on. */
function logLines(process: ServiceProcess) {
  const lines: Array<Record<string, unknown>> = [];
  let buffered = '';
  process.child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line.
      }
    }
  });
  return lines;
}

async function eventually<T>(
  read: () => T | undefined,
  what: string | (() => string),
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`never saw ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The value of one sample in Prometheus' text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const SECRET = `observability-test-secret-${randomBytes(8).toString('hex')}`;
const QUERY = 'query PackContinents { tripPackContinents { id name } }';

describe('one request seen through the gateway and a subgraph', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let discovery: ServiceProcess;
  let gateway: ServiceProcess;
  let gatewayLogs: Array<Record<string, unknown>>;
  let discoveryLogs: Array<Record<string, unknown>>;
  let metricsPort: number;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // JSON so the test reads the spans without a protobuf decoder; production sends http/protobuf.
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      NODE_ENV: 'test',
      INTERNAL_TOKEN_SECRET: SECRET,
      MONGODB_URI: testMongoUri(),
    };
    discovery = await startServiceProcess(
      'services/discovery/src/main.ts',
      'DISCOVERY_PORT',
      tracing,
      '/readyz',
    );
    discoveryLogs = logLines(discovery);
    metricsPort = await freePort();
    gateway = await startServiceProcess('gateway/src/main.ts', 'GATEWAY_PORT', {
      ...tracing,
      DISCOVERY_URL: `${discovery.origin}/graphql`,
      METRICS_PORT: String(metricsPort),
    });
    gatewayLogs = logLines(gateway);
  }, 120_000);

  afterAll(async () => {
    for (const process of [gateway, discovery]) {
      process?.child.kill('SIGTERM');
      await process?.exited;
    }
    receiver?.close();
  });

  const ask = (
    headers: Record<string, string> = {},
    operation: { query: string; operationName: string; variables?: object } = {
      query: QUERY,
      operationName: 'PackContinents',
    },
  ) =>
    fetch(`${gateway.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
      body: JSON.stringify(operation),
    });

  it('returns the request id and finds it in the access lines of the gateway and the subgraph', async () => {
    const requestId = `req-${randomBytes(8).toString('hex')}`;
    const answer = await ask({ 'x-request-id': requestId });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();

    const accessLine = (lines: Array<Record<string, unknown>>) => () =>
      lines.find((line) => line.msg === 'request' && line.requestId === requestId);
    const atGateway = await eventually(accessLine(gatewayLogs), "the gateway's access line");
    expect(atGateway).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
    expect(atGateway.operationName).toBe('PackContinents');
    expect(typeof atGateway.ms).toBe('number');
    const atSubgraph = await eventually(accessLine(discoveryLogs), "the subgraph's access line");
    expect(atSubgraph).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
    expect(atSubgraph.operationName).toBe('PackContinents');
  });

  it('makes an id when the client sends none or one that is not well-formed', async () => {
    const none = await ask();
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const smuggled = await ask({ 'x-request-id': 'bad id"}{' });
    const replaced = smuggled.headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced).not.toBe(none.headers.get('x-request-id'));
  });

  it("continues the caller's W3C trace through the gateway into the subgraph and its database", async () => {
    const packs = (await (
      await ask({}, { query: 'query PackIds { tripPacks { id } }', operationName: 'PackIds' })
    ).json()) as { data: { tripPacks: Array<{ id: number }> } };
    const packId = packs.data.tripPacks[0]?.id;
    expect(packId).toBeTypeOf('number');

    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    const answer = await ask(
      { traceparent: `00-${traceId}-${parent}-01` },
      {
        query: 'query PackReviews($packId: Int!) { tripPackReviews(packId: $packId) { id } }',
        operationName: 'PackReviews',
        variables: { packId },
      },
    );
    expect(answer.status).toBe(200);

    const spansOf = (service: string) =>
      receiver.spans.filter((span) => span.traceId === traceId && span.service === service);
    const SERVER = 2;
    const CLIENT = 3;
    // The subgraph's server span is a child of the gateway's client span (its fetch to the subgraph).
    const subgraphServer = await eventually(
      () => spansOf('byway-discovery').find((span) => span.kind === SERVER),
      "the subgraph's server span",
    );
    const gatewaySpans = await eventually(
      () =>
        spansOf('byway-gateway').some((span) => span.kind === CLIENT) ? spansOf('byway-gateway') : undefined,
      "the gateway's spans",
    );
    expect(gatewaySpans.find((span) => span.kind === SERVER)?.parentSpanId).toBe(parent);
    const gatewayClient = gatewaySpans.find((span) => span.spanId === subgraphServer.parentSpanId);
    expect(gatewayClient?.kind).toBe(CLIENT);
    // And the subgraph's database call is in the same trace.
    const databaseCall = await eventually(
      () => spansOf('byway-discovery').find((span) => span.kind === CLIENT && span.name === 'find reviews'),
      () =>
        `the subgraph's database span among ${receiver.spans
          .filter((span) => span.traceId === traceId)
          .map((span) => `${span.service} ${span.kind} ${span.name}`)
          .join(', ')}`,
    );
    expect(spansOf('byway-discovery').map((span) => span.spanId)).toContain(databaseCall.parentSpanId);
  });

  it('counts the request on both /metrics, and the public port does not serve them', async () => {
    const scrape = async (url: string) => (await fetch(url)).text();
    const gatewayMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
    const discoveryMetrics = `${discovery.origin}/metrics`;
    const http200 = { method: 'POST', route: '/graphql', status_code: '200' };
    const operation = { operation: 'PackContinents', type: 'query', outcome: 'ok' };
    const before = {
      gateway: await scrape(gatewayMetrics),
      discovery: await scrape(discoveryMetrics),
    };
    expect((await ask()).status).toBe(200);
    const after = { gateway: await scrape(gatewayMetrics), discovery: await scrape(discoveryMetrics) };

    for (const [service, label] of [
      ['gateway', 'gateway'],
      ['discovery', 'discovery'],
    ] as const) {
      const labels = { service: label };
      expect(sample(after[service], 'http_requests_total', { ...labels, ...http200 })).toBe(
        sample(before[service], 'http_requests_total', { ...labels, ...http200 }) + 1,
      );
      expect(sample(after[service], 'graphql_operations_total', { ...labels, ...operation })).toBe(
        sample(before[service], 'graphql_operations_total', { ...labels, ...operation }) + 1,
      );
      expect(after[service]).toContain('nodejs_eventloop_lag_seconds');
    }
    expect(after.discovery).toMatch(/mongodb_pool_connections\{service="discovery",state="open"\} [1-9]/);

    const publicPort = await fetch(`${gateway.origin}/metrics`);
    expect(publicPort.status).toBe(404);
  });
});
