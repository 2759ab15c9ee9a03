import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTimeBudget, TIME_BUDGET_MESSAGE } from '../src/index.js';

describe('a time budget on every request', () => {
  let base: string;
  let close: () => void;
  const late: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(requestTimeBudget((req) => (req.path === '/stream' ? null : 100)));
    app.get('/fast', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/slow', (_req, res) => {
      // Answers after the budget: the caller already has its 503; this must neither throw nor reach it.
      setTimeout(() => {
        res.status(200).json({ ok: 'too late' });
        late.push('answered');
      }, 250);
    });
    app.get('/stream', (_req, res) => {
      setTimeout(() => res.json({ ok: 'streams may take their time' }), 250);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers 503 with Retry-After when a request runs over, and drops the late answer quietly', async () => {
    const response = await fetch(`${base}/slow`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: TIME_BUDGET_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(late).toEqual(['answered']);
    // The server is still answering.
    expect((await fetch(`${base}/fast`)).status).toBe(200);
  });

  it('leaves quick requests and requests without a budget alone', async () => {
    expect(await (await fetch(`${base}/fast`)).json()).toEqual({ ok: true });
    const stream = await fetch(`${base}/stream`);
    expect(stream.status).toBe(200);
  });
});
