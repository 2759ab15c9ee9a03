// A small static server for the built front-ends in local runs (production uses a CDN or ingress).
// The shell's server also answers /remotes.json and forwards /api and /graphql to the gateway so the
// browser sees one origin and the session cookie stays first-party.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *           proxy?: { prefixes: string[], target: string }, remotes?: Record<string, string> }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(options) {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (
      options.proxy &&
      options.proxy.prefixes.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))
    ) {
      return forward(req, res, options.proxy.target);
    }
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    if (options.remotes && url.pathname === '/remotes.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      return void res.end(JSON.stringify(options.remotes));
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (!options.spa || path.extname(url.pathname)) return void res.writeHead(404).end('Not found');
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // index.html and manifests must be re-read after a deploy; hashed assets may be cached.
      'cache-control': ext === '.html' || file.endsWith('manifest.json') ? 'no-cache' : 'public, max-age=300',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

function forward(req, res, target) {
  const upstream = new URL(req.url ?? '/', target);
  const headers = { ...req.headers, host: upstream.host, 'x-forwarded-host': req.headers.host ?? '' };
  const proxied = http.request(upstream, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  proxied.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': TYPES['.json'] });
    res.end(
      JSON.stringify({ message: 'The Byway API is not reachable right now. Please try again shortly.' }),
    );
  });
  req.pipe(proxied);
}
