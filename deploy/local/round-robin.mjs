// A plain round-robin load balancer for local replicas (issue 13): each request goes to the next target,
// as a cluster's Service or an ingress would spread them. Used by the platform when it runs replicas.
import http from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

export async function startRoundRobin({ port, targets, host = '127.0.0.1' }) {
  let next = 0;
  const proxy = createProxyMiddleware({
    target: targets[0],
    router: () => targets[next++ % targets.length],
    // Streams (plan progress) pass through as they come.
    proxyTimeout: 0,
    on: {
      error: (_error, _req, res) => {
        if (!('writeHead' in res) || res.headersSent) return res.end?.();
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The service is not available right now. Please try again.' }));
      },
    },
  });
  const server = http.createServer((req, res) =>
    proxy(req, res, () => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
