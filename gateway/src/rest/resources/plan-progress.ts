import { Readable } from 'node:stream';
import type { Response } from 'express';
import { AppError, STREAM_RETRY_AFTER_SECONDS, TOO_MANY_STREAMS_MESSAGE } from '@byway/kit';
import { progressIdSchema } from '@byway/contracts/rest';
import { contextOf, requireSignedIn, type RestDeps } from '../adapter.js';
import { readInput, UNAVAILABLE, type RestOperation, type RestRoute } from '../route-table.js';

const followPlanProgress: RestOperation = {
  id: 'followPlanProgress',
  method: 'get',
  path: '/api/trips/plan-progress/{progressId}',
  tag: 'Planner',
  summary: "The planner's steps for a trip being created or regenerated, as server-sent events",
  description:
    'Events `started`, `day` (one per planned day of each route option), then `done` or `failed`; each ' +
    "event's data is the event as JSON, with its `type` (the contract: contracts/rest/plan-progress.ts). " +
    'A `reconnect` event ends the stream when a server stops: open it again (another server answers, ' +
    'from the first event).',
  auth: 'signed-in',
  pathParams: { progressId: { schema: progressIdSchema, description: 'The UUID sent with the request.' } },
  answers: [
    { status: 200, description: 'One event per step until the plan is done.', stream: 'text/event-stream' },
  ],
  errors: [UNAVAILABLE, { status: 502, when: 'The planner failed.' }],
};

/** A live stream of the planner's steps for a trip being created or regenerated. */
export const PLAN_PROGRESS_ROUTE: RestRoute = {
  ...followPlanProgress,
  handler: (deps) => async (req, res) => {
    const userId = requireSignedIn(res);
    const { progressId } = readInput(followPlanProgress, req).params as { progressId: string };
    await streamPlanProgress(deps, res, userId, progressId);
  },
};

/**
 * Relays the AI service's server-sent events for one planning run, as the signed-in traveller. Each relayed
 * stream holds two sockets for up to minutes, so a traveller and the process have a cap of open ones
 * (deps.progressStreams); past it a 429 with Retry-After, and the builder simply waits for its trip.
 */
async function streamPlanProgress(
  deps: RestDeps,
  res: Response,
  userId: string,
  progressId: string,
): Promise<void> {
  const { caller } = contextOf(res);
  const release = deps.progressStreams.take(userId);
  // 'close' comes once the response is over, whichever way: the traveller leaving, the AI service's stream
  // ending or failing, or an error answered before the stream began.
  res.on('close', release);
  const aborted = new AbortController();
  res.on('close', () => aborted.abort());
  // Unreachable (or no answer within the client's time limit) is kit's 503 naming the trip planner.
  const upstream = await deps.internal.planner.stream(`/plan-progress/${progressId}`, {
    caller,
    // Marks it a stream, so the AI service's request time budget does not cut it short.
    headers: { accept: 'text/event-stream' },
    signal: aborted.signal,
  });
  if (upstream.status === 429) {
    // The AI service's own cap (it counts the streams of every gateway replica): passed on as it is.
    const body = (await upstream.json().catch(() => ({}))) as { message?: unknown };
    throw AppError.tooManyRequests(
      typeof body.message === 'string' ? body.message : TOO_MANY_STREAMS_MESSAGE,
      Number(upstream.headers.get('retry-after')) || STREAM_RETRY_AFTER_SECONDS,
    );
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    throw new AppError('UPSTREAM_FAILED', 'The trip planner failed. Please try again.');
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies must pass each event on as it comes rather than buffer the stream.
    'x-accel-buffering': 'no',
  });
  // Headers now, not with the first event: the browser knows at once that it is connected.
  res.flushHeaders();
  const events = Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream);
  // When this gateway stops, the stream ends with kit's reconnect event (the browser opens it again on
  // another replica); the relay stops first so nothing is written after it.
  res.on(
    'close',
    deps.drain.holdStream(res, () => events.unpipe(res)),
  );
  events.on('error', () => res.end()).pipe(res);
}
