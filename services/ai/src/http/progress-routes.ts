import type { Router } from 'express';
import { z } from 'zod';
import type { Caller, StreamSlots } from '@byway/kit';
import { planProgressMessage } from '@byway/contracts/rest/plan-progress';
import type { Ai } from '../domain/ai.js';
import { isFinalProgressEvent, type PlanProgressEvent } from '../domain/planner/progress.js';

/** A stream is never held open longer than a model may take. */
const MAX_STREAM_MS = 3 * 60_000;
const HEARTBEAT_MS = 15_000;
const progressId = z.uuid();

/**
 * GET /internal/plan-progress/:id: the plan's progress as server-sent events, for its own traveller
 * only (the gateway forwards it as /api/trips/plan-progress/:id). At most `slots` allows are open at once
 * (per traveller and per process, kit's stream-slots.ts); past them a 429 with Retry-After.
 */
export function progressRoutes(ai: Ai, slots: StreamSlots) {
  return (router: Router) => {
    router.get('/plan-progress/:id', (req, res) => {
      const caller = res.locals.caller as Caller;
      const id = progressId.safeParse(req.params.id);
      if (!caller.userId || !id.success) {
        res
          .status(caller.userId ? 400 : 401)
          .json({ message: caller.userId ? 'progress id must be a UUID' : 'Unauthorized' });
        return;
      }
      // Past a cap this throws a 429 (with Retry-After), answered by kit's JSON error handler.
      const release = slots.take(caller.userId);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // Headers now, not with the first event: the listener knows at once that it is connected.
      res.flushHeaders();
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(limit);
        unsubscribe?.();
        release();
        res.end();
      };
      const send = (event: PlanProgressEvent) => {
        // Written as the contract says, so both front-ends read it with its parser.
        res.write(planProgressMessage(event));
        if (isFinalProgressEvent(event)) setImmediate(end);
      };
      const heartbeat = setInterval(() => res.write(': still planning\n\n'), HEARTBEAT_MS);
      const limit = setTimeout(end, MAX_STREAM_MS);
      // Every way a stream ends comes through end(): the listener leaving, the final event, the time
      // limit, a failed subscription, and the response closing under us (an error, a shutdown).
      req.on('close', end);
      res.on('close', end);
      ai.progress
        .subscribe(id.data, caller.userId, (event) => {
          if (!ended) send(event);
        })
        .then((stop) => {
          // Another traveller's id looks exactly like an id nobody uses: a stream that ends without events.
          if (!stop) end();
          else if (ended) stop();
          else unsubscribe = stop;
        })
        .catch(() => end());
    });
  };
}
