import type { Router } from 'express';
import { z } from 'zod';
import type { Caller } from '@byway/kit';
import type { Ai } from '../domain/ai.js';
import { isFinalProgressEvent, type PlanProgressEvent } from '../domain/planner/progress.js';

/** A stream is never held open longer than a model may take. */
const MAX_STREAM_MS = 3 * 60_000;
const HEARTBEAT_MS = 15_000;
const progressId = z.uuid();

/**
 * GET /internal/plan-progress/:id: the plan's progress as server-sent events, for its own traveller
 * only (the gateway forwards it as /api/trips/plan-progress/:id).
 */
export function progressRoutes(ai: Ai) {
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
        res.end();
      };
      const send = (event: PlanProgressEvent) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        if (isFinalProgressEvent(event)) setImmediate(end);
      };
      const heartbeat = setInterval(() => res.write(': still planning\n\n'), HEARTBEAT_MS);
      const limit = setTimeout(end, MAX_STREAM_MS);
      req.on('close', end);
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
