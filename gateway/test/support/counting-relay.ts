import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A relay in front of a real subgraph that counts the calls reaching it (and can hold each one for a
 * moment, so calls that arrive together are in flight together). What answers is still the real service.
 */
export async function startCountingRelay(holdMs = 0) {
  let target = '';
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST') bodies.push(body.toString('utf8'));
      setTimeout(() => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(
            ([name]) => !['host', 'connection', 'content-length'].includes(name),
          ),
        ) as Record<string, string>;
        fetch(new URL(req.url ?? '/graphql', target), {
          method: req.method,
          headers,
          ...(req.method === 'POST' ? { body } : {}),
        }).then(
          async (answer) => {
            res.writeHead(answer.status, {
              'content-type': answer.headers.get('content-type') ?? 'text/plain',
            });
            res.end(Buffer.from(await answer.arrayBuffer()));
          },
          () => res.writeHead(502).end(),
        );
      }, holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    /** The subgraph's GraphQL URL, set once it runs. */
    forwardTo: (url: string) => {
      target = url;
    },
    /** The GraphQL bodies received since the last reset. */
    bodies,
    reset: () => bodies.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
