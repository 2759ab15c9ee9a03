import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHeaders } from '../page-headers.mjs';
import { serveStatic } from './static-server.mjs';

/** A raw request, byte for byte as given (fetch would normalise a malformed URL before sending it). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A GET with exactly these request headers; the body as sent (Node's fetch would decompress it). */
function get(
  port: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const BUNDLE = `console.log(${JSON.stringify('a hashed bundle '.repeat(200))});`;
const INDEX = '<!doctype html><title>Byway</title>';

describe('the front-end server', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'byway-static-'));
  const root = path.join(base, 'dist');
  let api: http.Server;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let port: number;

  beforeAll(async () => {
    mkdirSync(root);
    mkdirSync(path.join(base, 'dist-other'));
    writeFileSync(path.join(root, 'index.html'), INDEX);
    writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
    // As the build writes them (web-build/src/precompress.ts): a content-hashed bundle with its
    // compressed twins, index.html with a gzip twin only, and the manifests that name the bundles.
    writeFileSync(path.join(root, 'main.0a1b2c3d.js'), BUNDLE);
    writeFileSync(path.join(root, 'main.0a1b2c3d.js.gz'), zlib.gzipSync(BUNDLE));
    writeFileSync(path.join(root, 'main.0a1b2c3d.js.br'), zlib.brotliCompressSync(BUNDLE));
    writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(INDEX));
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"shell"}');
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var mfe_trips;');
    writeFileSync(path.join(base, 'dist-other', 'secret.txt'), 'not for you');
    api = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url, forwardedHost: req.headers['x-forwarded-host'] ?? null }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as net.AddressInfo).port;
    server = await serveStatic({
      root,
      port: 0,
      spa: true,
      proxy: { prefixes: ['/api', '/graphql'], target: `http://127.0.0.1:${apiPort}` },
      remotes: { mfe_trips: 'http://localhost:3001/mf-manifest.json' },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => api?.close(resolve));
    rmSync(base, { recursive: true, force: true });
  });

  it('answers a malformed URL with 400 and keeps serving', async () => {
    const answer = await raw(port, 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).not.toMatch(/node_modules|at \w+ \(/);
    expect((await fetch(`${server.url}/main.js`)).status).toBe(200);
  });

  it('answers a malformed request line or header with 400 and keeps serving', async () => {
    expect(await raw(port, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400/,
    );
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('serves nothing outside its folder, sibling folders included', async () => {
    for (const url of [
      '/../dist-other/secret.txt',
      '/%2e%2e/dist-other/secret.txt',
      '/..%2fdist-other%2fsecret.txt',
    ]) {
      const answer = await raw(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer).not.toContain('not for you');
      expect(answer).toMatch(/^HTTP\/1\.1 (400|403|404)/);
    }
  });

  it('serves files, the app for client-side routes, 404 for missing files, 405 for writes', async () => {
    expect(await (await fetch(`${server.url}/trip/12`)).text()).toContain('<title>Byway</title>');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/main.js`, { method: 'POST' })).status).toBe(405);
    const remotes = await fetch(`${server.url}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await remotes.json()).toEqual({ mfe_trips: 'http://localhost:3001/mf-manifest.json' });
  });

  it('sends the security headers: a CSP naming the remotes, no framing, no sniffing', async () => {
    const page = await fetch(`${server.url}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' http://localhost:3001");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("sends exactly the pages' header policy (deploy/page-headers.mjs), which the images' nginx sends too", async () => {
    const expected = pageHeaders({ remoteOrigins: ['http://localhost:3001'] });
    for (const url of ['/', '/trip/12', '/main.0a1b2c3d.js', '/missing.js']) {
      const answer = await fetch(`${server.url}${url}`);
      for (const [name, value] of expected) expect(answer.headers.get(name), `${url} ${name}`).toBe(value);
    }
    // The gateway's answers keep the gateway's own policy, as behind nginx.
    const api = await fetch(`${server.url}/api/trips`);
    for (const [name] of expected) expect(api.headers.get(name), `/api ${name}`).toBeNull();
  });

  it('forwards /api and /graphql to the gateway with the original host', async () => {
    const answer = await fetch(`${server.url}/api/trips?x=1`);
    expect(await answer.json()).toEqual({ path: '/api/trips?x=1', forwardedHost: `localhost:${port}` });
    const graphql = await fetch(`${server.url}/graphql`, { method: 'POST', body: '{}' });
    expect(((await graphql.json()) as { path: string }).path).toBe('/graphql');
    // '/apiary' is not the API.
    expect((await fetch(`${server.url}/apiary`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('sends brotli to a browser that accepts it and gzip to one that accepts only gzip', async () => {
    const brotli = await get(port, '/main.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(BUNDLE);
    expect(brotli.body.length).toBeLessThan(BUNDLE.length / 10);

    const gzip = await get(port, '/main.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(BUNDLE);
    // Each encoding is its own representation for caches.
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
  });

  it('sends the file as it is to a client that accepts no compression, or refuses it', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await get(port, '/main.0a1b2c3d.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body.toString()).toBe(BUNDLE);
    }
  });

  it('serves the app page compressed at / and on client-side routes, where a twin exists', async () => {
    for (const url of ['/', '/index.html', '/trip/12?tab=map']) {
      const page = await get(port, url, { 'accept-encoding': 'br, gzip' });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(zlib.gunzipSync(page.body).toString()).toBe(INDEX);
    }
  });

  it('lets browsers keep content-hashed files for a year and revalidate the files that name them', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const bundle = await get(port, '/main.0a1b2c3d.js', { 'accept-encoding': encoding });
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of [
      '/',
      '/index.html',
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/remotes.json',
      '/main.js',
    ]) {
      expect((await get(port, url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('still answers a malformed or escaping URL with 400 or 404, with compression accepted', async () => {
    const malformed = await raw(
      port,
      'GET /%E0%A4%A.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n\r\n',
    );
    expect(malformed).toMatch(/^HTTP\/1\.1 400/);
    const escaping = await raw(
      port,
      'GET /%2e%2e/dist-other/secret.txt HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n\r\n',
    );
    expect(escaping).not.toContain('not for you');
    expect(escaping).toMatch(/^HTTP\/1\.1 (400|403|404)/);
  });
});

describe("a remote's front-end server", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'byway-remote-'));
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var mfe_trips;');
    server = await serveStatic({ root, port: 0, cors: true });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets the shell read its files from another origin, with the rest of the pages’ policy', async () => {
    const expected = pageHeaders({ remote: true });
    expect(expected).toContainEqual(['Access-Control-Allow-Origin', '*']);
    const file = await fetch(`${server.url}/remoteEntry.js`);
    for (const [name, value] of expected) expect(file.headers.get(name), name).toBe(value);
    const preflight = await fetch(`${server.url}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });
});
