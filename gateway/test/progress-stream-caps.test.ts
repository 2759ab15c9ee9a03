import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS_MESSAGE } from '@byway/kit';
import { startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition as aiDefinition } from '../../services/ai/src/definition.js';
import { signUp, startPlatform, TEST_SECRET, type Platform } from './support/platform.js';
import type { Browser } from './support/browser.js';

/**
 * Issue 18 item 7: one session held 241 plan-progress streams open (each allowed 3 minutes), 600 file
 * descriptors on the gateway. Open streams are capped per traveller and per process, on the gateway and
 * on the AI service (PLAN_PROGRESS_STREAMS_PER_TRAVELLER / _PER_PROCESS); past a cap the answer is 429.
 */
interface OpenStream {
  status: number;
  response: Response;
  close: () => void;
}

/** Opens a plan-progress stream as a browser's EventSource does; a fresh id stays open until closed. */
async function openStream(
  platform: Platform,
  browser: Browser,
  id: string = randomUUID(),
): Promise<OpenStream> {
  const aborted = new AbortController();
  const response = await platform.api(browser, `/api/trips/plan-progress/${id}`, {
    headers: { accept: 'text/event-stream' },
    signal: aborted.signal,
  });
  return { status: response.status, response, close: () => aborted.abort() };
}

/**
 * Until a new stream is let in: a slot is freed when the server notices the closed socket, so this polls
 * (each refusal takes no slot) instead of guessing a delay.
 */
async function openOnceFreed(platform: Platform, browser: Browser, id?: string): Promise<OpenStream> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const stream = await openStream(platform, browser, id);
    if (stream.status === 200 || Date.now() > deadline) return stream;
    await stream.response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectRefused(stream: OpenStream) {
  expect(stream.status).toBe(429);
  expect(Number(stream.response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await stream.response.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
}

describe("the gateway's caps on open plan-progress streams", () => {
  let platform: Platform;
  let ada: Browser;
  let grace: Browser;
  const open: OpenStream[] = [];
  const track = async (stream: Promise<OpenStream>) => {
    const opened = await stream;
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    platform = await startPlatform({
      env: { PLAN_PROGRESS_STREAMS_PER_TRAVELLER: '2', PLAN_PROGRESS_STREAMS_PER_PROCESS: '3' },
    });
    ada = platform.browser();
    await signUp(platform, ada);
    grace = platform.browser();
    await signUp(platform, grace);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('refuses a traveller past the cap with 429 and Retry-After, frees the slot of a closed stream, and leaves another traveller alone', async () => {
    const first = await track(openStream(platform, ada));
    const second = await track(openStream(platform, ada));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await expectRefused(await openStream(platform, ada));

    // Another traveller still gets one.
    expect((await track(openStream(platform, grace))).status).toBe(200);

    // Closing one of ada's frees its slot.
    first.close();
    expect((await track(openOnceFreed(platform, ada))).status).toBe(200);
    await expectRefused(await openStream(platform, ada));
  });

  it('refuses everybody past the per-process cap until a stream closes', async () => {
    // Polled: the streams the last test closed may still be counted for a moment. Three let in means
    // exactly three open.
    const adas = [await track(openOnceFreed(platform, ada)), await track(openOnceFreed(platform, ada))];
    expect((await track(openOnceFreed(platform, grace))).status).toBe(200);
    expect(adas.map((stream) => stream.status)).toEqual([200, 200]);
    // Three open in all: grace, under her own cap, is refused by the process's.
    await expectRefused(await openStream(platform, grace));

    adas[0]!.close();
    expect((await track(openOnceFreed(platform, grace))).status).toBe(200);
  });

  it('releases the slots of streams that ended on their own', async () => {
    const adasId = randomUUID();
    expect((await track(openOnceFreed(platform, ada, adasId))).status).toBe(200);
    // The id is claimed for ada just after her stream's headers: wait for it, or grace would claim it.
    const channels = platform.services.ai!.connection.collection<{ _id: string }>('plan_progress_channels');
    while (!(await channels.findOne({ _id: adasId })))
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Ada's id, asked for by grace: the AI service ends the stream at once, without events. Done more
    // times than her cap, nothing stays counted: she can still open her two.
    for (let i = 0; i < 5; i++) {
      const ended = await openOnceFreed(platform, grace, adasId);
      expect(ended.status).toBe(200);
      expect(await ended.response.text()).toBe('');
    }
    const held = [await track(openOnceFreed(platform, grace)), await track(openOnceFreed(platform, grace))];
    expect(held.map((stream) => stream.status)).toEqual([200, 200]);
    await expectRefused(await openStream(platform, grace));
  });
});

describe("the AI service's cap, behind the gateway", () => {
  let platform: Platform;
  let ai: RunningService;
  let ada: Browser;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    // An AI service that lets a traveller hold one stream (as if other gateway replicas held the rest).
    ai = await startService(aiDefinition, testMongoUri(), {
      secret: TEST_SECRET,
      env: { PLAN_PROGRESS_STREAMS_PER_TRAVELLER: '1' },
    });
    platform = await startPlatform({ env: { AI_URL: ai.url } });
    ada = platform.browser();
    await signUp(platform, ada);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await platform?.stop();
    await ai?.stop();
  });

  it("passes the AI service's 429 and Retry-After on to the browser", async () => {
    const first = await openStream(platform, ada);
    open.push(first);
    expect(first.status).toBe(200);
    await expectRefused(await openStream(platform, ada));
    first.close();
    const again = await openOnceFreed(platform, ada);
    open.push(again);
    expect(again.status).toBe(200);
  });
});
