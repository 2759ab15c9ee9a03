import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in answers to one request: a status and a JSON body, after an optional delay. */
export interface JsonAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

export interface StandIn {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  close: () => Promise<void>;
}

/**
 * A stand-in for a service outside ours (a routing server, a photo API; none can be reached here), on a
 * free loopback port: it answers each request as `answer` says.
 */
export async function startJsonStandIn(answer: (request: IncomingMessage) => JsonAnswer): Promise<StandIn> {
  const server = createServer((req, res) => {
    const { status, body, delayMs = 0 } = answer(req);
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
