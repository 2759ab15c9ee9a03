import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger.js';

export const TIME_BUDGET_MESSAGE = 'This is taking too long. Please try again in a moment.';

/** Most requests: reads, writes, a stop analysis. */
export const REQUEST_TIME_BUDGET_MS = 20_000;
/** Planning a trip waits for the planner (a model may take up to a minute before the offline fallback). */
export const PLANNING_TIME_BUDGET_MS = 90_000;
/** A subgraph answers within the gateway's longest budget, so the gateway's 503 comes first. */
export const SUBGRAPH_TIME_BUDGET_MS = 85_000;

/** Event streams stay open on purpose. */
export const isEventStream = (req: Request) => (req.get('accept') ?? '').includes('text/event-stream');

/**
 * A time budget on every request (issue 12): past it the caller gets 503 with Retry-After instead of
 * waiting on, and whatever the handler writes later is dropped (never a second answer, never a crash).
 * `budgetMs` answers the budget of a request, or null for the few that are long on purpose (event
 * streams). The work itself is bounded by the next hop's own budget and the clients' timeouts.
 */
export function requestTimeBudget(budgetMs: (req: Request) => number | null, logger?: Pick<Logger, 'warn'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const budget = budgetMs(req);
    if (budget === null) {
      next();
      return;
    }
    const timer = setTimeout(() => {
      if (res.headersSent || res.writableEnded) return;
      logger?.warn({ method: req.method, path: req.path, budgetMs: budget }, 'request over its time budget');
      res.status(503).set('Retry-After', '5').json({ message: TIME_BUDGET_MESSAGE });
      muteLateAnswer(res);
    }, budget);
    timer.unref();
    const stop = () => clearTimeout(timer);
    res.once('finish', stop);
    res.once('close', stop);
    next();
  };
}

/** After the 503, the handler's own answer goes nowhere instead of throwing 'headers already sent'. */
function muteLateAnswer(res: Response): void {
  const ignore = () => res;
  res.status = ignore as Response['status'];
  res.set = ignore as Response['set'];
  res.setHeader = ignore as unknown as Response['setHeader'];
  res.json = ignore as Response['json'];
  res.send = ignore as Response['send'];
  res.writeHead = ignore as unknown as Response['writeHead'];
  res.write = (() => true) as unknown as Response['write'];
  res.end = ignore as unknown as Response['end'];
}
