// The static server of the built front-ends in local runs (production uses a CDN or ingress). The shell's
// server also answers /remotes.json and forwards /api and /graphql to the gateway, and /collab (the live
// trip documents' WebSocket) to the collaboration service, so the browser sees one origin and the session
// cookie stays first-party.
//
// Built from maintained parts (express's serve-static, http-proxy-middleware) rather than by hand: the
// hand-written one crashed on a malformed URL (`/%E0%A4%A`) and took the whole site down. Every bad
// request (malformed URL, path outside the folder, wrong method) gets a 4xx; nothing a client sends can
// stop the server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { pageHeaders, remoteOriginsOf } from '../page-headers.mjs';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Build output named by its content (`[name].[contenthash:8].js`): a new build gives it a new name. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|mjs|css)$/;

/**
 * Content-hashed files never change, so browsers keep them a year without asking; everything else
 * (index.html, mf-manifest.json, remoteEntry.js, remotes.json) names those files and must be revalidated
 * on every use, or a browser would keep running the previous deploy.
 */
function cacheControl(file) {
  return CONTENT_HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Encodings written next to each asset at build time (web-build/src/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Serves `file.br` or `file.gz` instead of `file` when the client accepts that encoding and the build wrote
 * it, with the original file's type, `Content-Encoding` and `Vary: Accept-Encoding`. Compressing at build
 * time lets brotli run at its slowest, best setting once instead of on every request. `/` and client-side
 * routes of an SPA are index.html.
 */
function precompressed(root, spa) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name = decodeURIComponent(req.path);
    if (name.endsWith('/')) name += 'index.html';
    if (spa && !path.extname(name) && !existsSync(path.join(root, name))) name = '/index.html';
    const file = path.join(root, name);
    if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) return next();
    const variants = PRECOMPRESSED.filter(({ suffix }) => existsSync(file + suffix));
    if (variants.length === 0) return next();
    res.vary('Accept-Encoding');
    // Our order, not the client's: browsers list `gzip, deflate, br` and mean any of them.
    const variant = variants.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!variant) return next();
    res.setHeader('content-encoding', variant.encoding);
    res.type(path.extname(file));
    res.locals.servedAs = file;
    const query = req.url.slice(req.path.length);
    req.url = (name + variant.suffix).split('/').map(encodeURIComponent).join('/') + query;
    next();
  };
}

/**
 * The headers of every answer: the one policy of the front-ends' pages (deploy/page-headers.mjs), which
 * the production images' nginx sends too.
 */
function securityHeaders(remoteOrigins, remote) {
  const headers = pageHeaders({ remoteOrigins, remote });
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *           proxy?: { prefixes: string[], target: string }, remotes?: Record<string, string> }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(options) {
  const root = path.resolve(options.root);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');

  // A path that does not decode names no file and no route: 400, before anything tries to use it.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return void res.status(400).type('text/plain').send('Bad request: the address is not valid');
    }
    next();
  });

  const proxyTo = ({ prefixes, target }, ws) =>
    createProxyMiddleware({
      target,
      ws,
      changeOrigin: true,
      xfwd: true,
      pathFilter: (pathname) => prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
      on: {
        error: (_error, _req, res) => {
          // `res` is a socket for upgrade requests; only an HTTP answer can carry the message.
          if (!('writeHead' in res) || res.headersSent) return void res.end?.();
          res.writeHead(502, { 'content-type': JSON_TYPE });
          res.end(
            JSON.stringify({
              message: 'The Byway API is not reachable right now. Please try again shortly.',
            }),
          );
        },
      },
    });
  if (options.proxy) app.use(proxyTo(options.proxy, false));
  // WebSocket upgrades never pass through express: the server's 'upgrade' event hands them over (below).
  const websockets = options.websocketProxy ? proxyTo(options.websocketProxy, true) : null;
  if (websockets) app.use(websockets);

  // After the proxy: the gateway's answers keep the gateway's own policy (gateway/src/security-headers.ts),
  // as behind the images' nginx.
  app.use(securityHeaders(remoteOriginsOf(options.remotes ?? {}), Boolean(options.cors)));

  if (options.cors) {
    // A preflight gets the CORS headers (page-headers.mjs, `remote`) and no body.
    app.use((req, res, next) => {
      if (req.method === 'OPTIONS') return void res.status(204).end();
      next();
    });
  }

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return void res.status(405).type('text/plain').send('Method not allowed');
    }
    next();
  });

  if (options.remotes) {
    const remotes = JSON.stringify(options.remotes);
    app.get('/remotes.json', (_req, res) => {
      res.setHeader('cache-control', 'no-cache');
      res.type('application/json').send(remotes);
    });
  }

  // serve-static refuses paths that leave `root` (sibling folders such as dist-other included) and answers
  // a URL it cannot decode with 400. A compressed twin is cached like the file it stands for.
  app.use(precompressed(root, Boolean(options.spa)));
  app.use(
    express.static(root, {
      index: 'index.html',
      dotfiles: 'ignore',
      setHeaders: (res, file) => res.setHeader('cache-control', cacheControl(res.locals.servedAs ?? file)),
    }),
  );

  if (options.spa) {
    // Client-side routes get the app; a missing file with an extension is a real 404.
    app.use((req, res, next) => {
      if (path.extname(req.path)) return next();
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(path.join(root, 'index.html'), (error) => error && next(error));
    });
  }

  app.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));

  // Express's last word: a client's mistake is a 4xx, anything else a plain 500, never a stack trace.
  app.use((error, _req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (res.headersSent) return void res.end();
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/plain')
      .send(status < 500 ? 'Bad request' : 'Something went wrong');
  });

  const server = app.listen(options.port, options.host ?? '127.0.0.1');
  if (websockets) server.on('upgrade', websockets.upgrade);
  // A client that sends a request Node cannot parse (a broken header) gets a 400, as Node answers by default.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
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
