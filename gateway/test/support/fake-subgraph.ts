import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
  body: string;
}

/**
 * A stand-in subgraph that answers whatever a test tells it to: misbehaving upstreams (leaky error
 * messages, HTML error pages) and readiness probes. It records the headers it received.
 */
export async function startFakeSubgraph() {
  let answer: FakeAnswer = { body: '{}' };
  let ready = true;
  const received: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/readyz') {
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    received.push(req.headers);
    req.resume();
    req.on('end', () => {
      res
        .writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? 'application/json',
          ...answer.headers,
        })
        .end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    received,
    answer: (next: FakeAnswer) => {
      answer = next;
    },
    setReady: (value: boolean) => {
      ready = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeSubgraph = Awaited<ReturnType<typeof startFakeSubgraph>>;
