import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { createInternalService, InternalCallError } from '../src/internal-client.js';
import { ANONYMOUS, INTERNAL_TOKEN_HEADER, verifyInternalToken } from '../src/internal-token.js';

const SECRET = 'an-internal-secret-for-unit-tests-0123456789';
const caller = { ...ANONYMOUS, userId: 'u1', scopes: ['session:read'] };

/** A stand-in service: each route says who called, or misbehaves on purpose. */
const server = http.createServer((req, res) => {
  const who = verifyInternalToken(req.headers[INTERNAL_TOKEN_HEADER] as string, SECRET);
  if (req.url === '/graphql') {
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-seen', who.userId ?? '');
    return res.end(JSON.stringify({ data: { me: who.userId }, errors: undefined }));
  }
  if (req.url === '/internal/json') {
    res.writeHead(201, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ scopes: who.scopes }));
  }
  if (req.url === '/internal/file') return res.end(Buffer.from([1, 2, 3]));
  if (req.url === '/internal/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
    // Longer than the time limit: a started stream is not cut short.
    setTimeout(() => res.end('data: done\n\n'), 300);
    return;
  }
  // /internal/silent: never answers.
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const service = (timeoutMs = 150) =>
  createInternalService({ url, secret: SECRET, serviceLabel: 'the test service', timeoutMs });

describe("kit's internal client", () => {
  it('signs every variant with the caller', async () => {
    const client = service();
    expect(await client.graphql('query { me }', {}, caller)).toEqual({ me: 'u1' });
    const reply = await client.graphqlReply('query { me }', {}, caller);
    expect(reply.headers.get('x-seen')).toBe('u1');
    const json = await client.json('/json', { caller, body: {} });
    expect(json).toMatchObject({ status: 201, body: { scopes: ['session:read'] } });
    const file = await client.binary('/file', { caller });
    expect([...file.bytes]).toEqual([1, 2, 3]);
  });

  it('times JSON and binary calls out as unreachable, in the same words', async () => {
    const client = service();
    for (const call of [client.json('/silent', { caller }), client.binary('/silent', { caller })]) {
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InternalCallError);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'The test service is not available right now. Please try again.',
      });
    }
  });

  it('times a stream out only until it starts', async () => {
    const client = service();
    const signal = new AbortController().signal;
    const silent = await client.stream('/silent', { caller, signal }).catch((caught: unknown) => caught);
    expect(silent).toBeInstanceOf(InternalCallError);
    const events = await client.stream('/events', { caller, signal });
    expect(await events.text()).toBe('data: done\n\n');
  });

  it('says unreachable when nothing listens, with its own message when given one', async () => {
    const client = createInternalService({
      url: 'http://127.0.0.1:9/graphql',
      secret: SECRET,
      serviceLabel: 'the test service',
      timeoutMs: 1000,
      unavailableMessage: 'Service temporarily unavailable. Please try again.',
    });
    await expect(client.graphql('query { me }', {}, caller)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Service temporarily unavailable. Please try again.',
    });
  });
});
