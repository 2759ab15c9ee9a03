import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS_MESSAGE } from '@byway/kit';
import { callerFor, internalHeaders } from '@byway/kit/testing';
import { useAiService } from './support/ai-service.js';

/**
 * Issue 18 item 7 on the AI service: it holds a socket per plan-progress stream for up to 3 minutes, for
 * every gateway replica, so it caps them too (per traveller and per process); past a cap a 429.
 */
describe("the AI service's caps on open plan-progress streams", () => {
  const service = useAiService({
    PLAN_PROGRESS_STREAMS_PER_TRAVELLER: '2',
    PLAN_PROGRESS_STREAMS_PER_PROCESS: '3',
  });
  const open: AbortController[] = [];

  afterEach(() => {
    for (const stream of open.splice(0)) stream.abort();
  });

  /** What the gateway sends: the traveller's signed identity, asking for a stream. */
  async function openStream(userId: string, id: string = randomUUID()) {
    const aborted = new AbortController();
    const response = await fetch(service.url.replace(/\/graphql$/, `/internal/plan-progress/${id}`), {
      headers: {
        ...internalHeaders(callerFor(userId)),
        accept: 'text/event-stream',
      },
      signal: aborted.signal,
    });
    if (response.status === 200) open.push(aborted);
    else await response.body?.cancel();
    return { response, close: () => aborted.abort() };
  }

  /** A slot frees when the server notices the closed socket: polled, each refusal taking no slot. */
  async function openOnceFreed(userId: string, id?: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const stream = await openStream(userId, id);
      if (stream.response.status === 200 || Date.now() > deadline) return stream;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Until the stream's id is claimed for its first listener (the stream answers its headers before). */
  async function claimed(id: string) {
    const channels = service.connection.collection<{ _id: string }>('plan_progress_channels');
    while (!(await channels.findOne({ _id: id }))) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async function expectRefused(userId: string) {
    const aborted = new AbortController();
    const response = await fetch(
      service.url.replace(/\/graphql$/, `/internal/plan-progress/${randomUUID()}`),
      {
        headers: {
          ...internalHeaders(callerFor(userId)),
          accept: 'text/event-stream',
        },
        signal: aborted.signal,
      },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
  }

  it('refuses a traveller past the cap, frees the slot of a closed stream, and leaves others alone', async () => {
    const first = await openStream('ada');
    const second = await openStream('ada');
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    await expectRefused('ada');
    expect((await openStream('grace')).response.status).toBe(200);

    first.close();
    expect((await openOnceFreed('ada')).response.status).toBe(200);
    await expectRefused('ada');
  });

  it('refuses everybody past the per-process cap until a stream closes', async () => {
    // Three let in (polled past the last test's closing streams) means exactly three open.
    const ada = await openOnceFreed('ada');
    await openOnceFreed('ada');
    expect((await openOnceFreed('grace')).response.status).toBe(200);
    await expectRefused('grace');
    ada.close();
    expect((await openOnceFreed('grace')).response.status).toBe(200);
  });

  it('releases the slot of a stream that ended on its own', async () => {
    const id = randomUUID();
    expect((await openOnceFreed('ada', id)).response.status).toBe(200);
    await claimed(id);
    // Ada's id asked for by someone else ends at once, without events, more times than grace's cap.
    for (let i = 0; i < 5; i++) {
      const ended = await openOnceFreed('grace', id);
      expect(ended.response.status).toBe(200);
      expect(await ended.response.text()).toBe('');
    }
    // None of them is still counted: grace may hold her two.
    expect((await openOnceFreed('grace')).response.status).toBe(200);
    expect((await openOnceFreed('grace')).response.status).toBe(200);
  });
});
