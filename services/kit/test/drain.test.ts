import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, createLogger, createSubgraph, type RunningSubgraph } from '../src/index.js';
import { callerFor, internalHeaders, TEST_INTERNAL_SECRET, testMongoUri } from '../src/testing/index.js';

/**
 * Issue 23: a rollout must not cut a plan. A stopping subgraph answers 503 on /readyz at once, tells an open
 * event stream to reconnect (the browser goes to another replica), refuses new connections once the notice
 * is over, and still finishes the request it holds, however long past the old 5 s drain window.
 */

/** A GET on a connection of its own: its status, or the error code when no connection is made. */
function getOnFreshConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean) {
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const chunk = await reader.read();
    if (chunk.done) return { text, ended: true };
    text += decoder.decode(chunk.value, { stream: true });
  }
  return { text, ended: false };
}

describe('a subgraph told to stop while a plan is in flight', () => {
  let connection: Connection;
  let running: RunningSubgraph;
  let origin: string;
  let heardPlan: () => void = () => undefined;
  const planHeard = new Promise<void>((resolve) => (heardPlan = resolve));
  let finishPlan: () => void = () => undefined;
  const planFinished = new Promise<void>((resolve) => (finishPlan = resolve));

  beforeAll(async () => {
    const logger = createLogger('drain-probe', 'silent');
    const dbName = `byway_drain_${Math.random().toString(36).slice(2, 10)}`;
    connection = await connectDatabase(testMongoUri(), dbName, logger);
    const subgraph = await createSubgraph({
      name: 'drain-probe',
      schemaPath: path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/probe.graphql'),
      resolvers: { Query: { whoAmI: () => null } },
      connection,
      logger,
      internalTokenSecret: TEST_INTERNAL_SECRET,
      routes: (router) => {
        // A slow planner stand-in: answers once the test lets it.
        router.get('/plan', async (_req, res) => {
          heardPlan();
          await planFinished;
          res.json({ planned: true });
        });
        // A progress stream as the AI service writes one, with a heartbeat that goes on writing.
        router.get('/progress', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
          res.flushHeaders();
          res.write('event: started\ndata: {"type":"started","planner":"offline"}\n\n');
          const heartbeat = setInterval(() => res.write(': still planning\n\n'), 20);
          res.on('close', () => clearInterval(heartbeat));
        });
      },
    });
    running = await subgraph.listen(0);
    origin = new URL(running.url).origin;
  });
  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
  });

  it('turns unready, tells the stream to reconnect, refuses new connections and still answers the plan', async () => {
    const headers = internalHeaders(callerFor('traveller-1'));
    const plan = fetch(`${origin}/internal/plan`, { headers });
    await planHeard;
    const stream = await fetch(`${origin}/internal/progress`, {
      headers: { ...headers, accept: 'text/event-stream' },
    });
    const reader = stream.body!.getReader();
    expect((await readUntil(reader, (text) => text.includes('event: started'))).ended).toBe(false);
    expect(await getOnFreshConnection(`${origin}/readyz`)).toBe(200);

    const signalledAt = Date.now();
    const stopping = running.stop(500);
    const readiness = await fetch(`${origin}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'draining' });

    const rest = await readUntil(reader, () => false);
    expect(rest.ended).toBe(true);
    expect(rest.text).toMatch(/event: reconnect\ndata: \{"type":"reconnect"\}\n\n$/);

    // Through the notice a new connection is still served (unready); then the listener is closed.
    let fresh = await getOnFreshConnection(`${origin}/readyz`);
    while (fresh === 503) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      fresh = await getOnFreshConnection(`${origin}/readyz`);
    }
    // Reset rather than refused only for a connection caught in the kernel's queue as the listener closed.
    expect(fresh).toMatch(/^ECONN(REFUSED|RESET)$/);

    // Past the old 5 s window the plan is still being waited for.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5_500 - (Date.now() - signalledAt))));
    finishPlan();
    const answer = await plan;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ planned: true });
    await stopping;
  }, 30_000);
});
