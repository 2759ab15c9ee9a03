import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, noteRequestUser, requestTracking } from '../src/index.js';

/**
 * Issue 23: a request's id is on every line any code writes while serving it, not only on the lines of
 * code that was handed a logger: here a module-level logger deep in the work, after a parsed body, timers
 * and promises.
 */
describe('the request context', () => {
  const lines: Array<Record<string, unknown>> = [];
  const destination = {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  const serverLogger = createLogger('probe', 'info', destination);
  // Stands for a repository's or a domain module's own logger, which knows nothing of requests.
  const deepLogger = createLogger('deep-module', 'info', destination);
  let origin = '';
  let close = () => undefined as unknown;

  beforeAll(async () => {
    const app = express();
    app.use(requestTracking('probe', serverLogger));
    app.post('/work', express.json(), async (req, res) => {
      noteRequestUser((req.body as { user: string }).user);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.resolve().then(() => deepLogger.info({ step: 'deep' }, 'working'));
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const work = (user: string, requestId?: string) =>
    fetch(`${origin}/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      body: JSON.stringify({ user }),
    });

  it('puts the id and the user on deep log lines and on the access line, one request apart from another', async () => {
    const [first, second] = await Promise.all([work('ada', 'request-one-1234'), work('grace')]);
    const secondId = second.headers.get('x-request-id');
    expect(first.headers.get('x-request-id')).toBe('request-one-1234');
    await new Promise((resolve) => setTimeout(resolve, 20));

    const deep = lines.filter((line) => line.step === 'deep');
    expect(deep).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ requestId: 'request-one-1234', userId: 'ada', service: 'deep-module' }),
        expect.objectContaining({ requestId: secondId, userId: 'grace' }),
      ]),
    );
    const access = lines.find((line) => line.msg === 'request' && line.requestId === 'request-one-1234');
    expect(access).toMatchObject({ method: 'POST', path: '/work', status: 200, userId: 'ada' });
  });

  it('writes nothing of a request on lines outside one', () => {
    deepLogger.info('between requests');
    expect(lines.at(-1)).not.toHaveProperty('requestId');
  });
});
