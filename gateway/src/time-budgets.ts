import type { Request } from 'express';
import { isEventStream, PLANNING_TIME_BUDGET_MS, REQUEST_TIME_BUDGET_MS } from '@byway/kit';

/** REST paths that plan a whole trip (and photo uploads, whose bodies may come slowly). */
const LONG_REST_PATHS = [
  /^\/api\/trips$/,
  /^\/api\/trips\/from-pack$/,
  /^\/api\/trips\/\d+\/regenerate$/,
  /^\/api\/geo-tagged-images(\/upload)?$/,
];
const PLANNING_FIELDS = /\b(createTrip|createTripFromPack|regenerateTrip)\b/;

/**
 * Every gateway request's time budget (kit's requestTimeBudget): planning gets the planner's time, event
 * streams none, everything else the default.
 */
export function timeBudgetOf(req: Request): number | null {
  if (isEventStream(req)) return null;
  const path = `${req.baseUrl}${req.path}`;
  if (req.method === 'POST' && LONG_REST_PATHS.some((long) => long.test(path)))
    return PLANNING_TIME_BUDGET_MS;
  // Mounted after the body parser on /graphql: a planning operation is recognised by its query.
  const query: unknown = (req.body as { query?: unknown } | undefined)?.query;
  if (req.baseUrl === '/graphql' && typeof query === 'string' && PLANNING_FIELDS.test(query)) {
    return PLANNING_TIME_BUDGET_MS;
  }
  return REQUEST_TIME_BUDGET_MS;
}
