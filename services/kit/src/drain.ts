import type { NextFunction, Request, Response } from 'express';
import { isEventStream, PLANNING_TIME_BUDGET_MS } from './time-budget.js';

/**
 * How long a stopping server lets requests in flight finish before it closes their connections (idle
 * keep-alive connections close at once): the longest request budget, a plan (90 s), and a margin for its
 * answer to be written. Kubernetes' terminationGracePeriodSeconds (deploy/k8s) covers it with the preStop
 * sleep, the readiness notice and closing the database.
 */
export const SHUTDOWN_DRAIN_MS = PLANNING_TIME_BUDGET_MS + 10_000;

/**
 * How long readiness answers 503 while everything is still served, so a load balancer that follows
 * readiness (rather than the pod's endpoints, which Kubernetes drops during the preStop sleep) looks
 * elsewhere before the listener closes.
 */
export const DRAIN_NOTICE_MS = 2_000;

/** The process ends within this after SIGTERM, whatever is still open: notice, drain, then a few seconds to close. */
export const SHUTDOWN_TIMEOUT_MS = DRAIN_NOTICE_MS + SHUTDOWN_DRAIN_MS + 8_000;

/**
 * The event an event stream ends with when its process stops: the browser opens the stream again, and the
 * load balancer sends it to another replica (web-ui's plan-progress follower does this).
 */
export const RECONNECT_EVENT = 'reconnect';
// Led by a line end: a relayed stream may be cut inside a line, which this finishes (EventSource parses lines).
const RECONNECT_MESSAGE = `\nevent: ${RECONNECT_EVENT}\ndata: {"type":"${RECONNECT_EVENT}"}\n\n`;

/**
 * One server's stopping state: readiness turns false first, open event streams are told to reconnect
 * elsewhere, and only then does the listener close (in-flight requests keep SHUTDOWN_DRAIN_MS).
 */
export class Drain {
  #draining = false;
  /** Each held stream with what to do before its last event (a relay stops piping into it). */
  readonly #streams = new Map<Response, (() => void) | undefined>();

  /** True from the moment the server began stopping: /readyz answers 503. */
  get draining(): boolean {
    return this.#draining;
  }

  /**
   * An event stream this server keeps open: when the server stops it gets the reconnect event and ends.
   * One opened while stopping ends at once the same way. `beforeEnd` runs first (a relay unpipes its
   * source, which must not write after the end). Answers how to forget it (call it on 'close').
   */
  holdStream(res: Response, beforeEnd?: () => void): () => void {
    if (this.#draining) {
      beforeEnd?.();
      endWithReconnect(res);
      return () => undefined;
    }
    this.#streams.set(res, beforeEnd);
    return () => this.#streams.delete(res);
  }

  /**
   * Stops the server: readiness false, `noticeMs` still serving everything, every held stream told to
   * reconnect, then `closeServer` (which refuses new connections and waits for requests in flight).
   * No notice unless asked: a process's main asks for DRAIN_NOTICE_MS, tests stop at once.
   */
  async stop(closeServer: () => Promise<void>, noticeMs = 0): Promise<void> {
    this.#draining = true;
    if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
    for (const [res, beforeEnd] of this.#streams) {
      beforeEnd?.();
      endWithReconnect(res);
    }
    this.#streams.clear();
    await closeServer();
  }
}

/** Holds every event stream a server answers (requests accepting text/event-stream). */
export function holdEventStreams(drain: Drain) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isEventStream(req)) res.on('close', drain.holdStream(res));
    next();
  };
}

function endWithReconnect(res: Response): void {
  // A stream not begun yet is an ordinary request in flight: the drain waits for it.
  if (!res.headersSent || res.writableEnded || res.destroyed) return;
  // The route may write once more before it hears of the end (a heartbeat, a relayed chunk): dropped,
  // instead of an unhandled 'write after end' error ending the process.
  res.on('error', () => undefined);
  res.write(RECONNECT_MESSAGE);
  res.end();
}
