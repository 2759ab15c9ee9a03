import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the front-end server', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'byway-static-'));
  const root = path.join(base, 'dist');
  let api: http.Server;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let port: number;

  beforeAll(async () => {
    mkdirSync(root);
    mkdirSync(path.join(base, 'dist-other'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Byway</title>');
    writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
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
    expect(remotes.headers.get('cache-control')).toBe('no-store');
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
  });

  it('forwards /api and /graphql to the gateway with the original host', async () => {
    const answer = await fetch(`${server.url}/api/trips?x=1`);
    expect(await answer.json()).toEqual({ path: '/api/trips?x=1', forwardedHost: `localhost:${port}` });
    const graphql = await fetch(`${server.url}/graphql`, { method: 'POST', body: '{}' });
    expect(((await graphql.json()) as { path: string }).path).toBe('/graphql');
    // '/apiary' is not the API.
    expect((await fetch(`${server.url}/apiary`)).headers.get('content-type')).toMatch(/text\/html/);
  });
});
