import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { httpRequestDuration, httpRequests } from './metrics.js';
import {
  currentRequest,
  REQUEST_ID_HEADER,
  requestIdFrom,
  runInRequest,
  type RequestContext,
} from './request-context.js';

/** Probes and scrapes: counted, but logged at debug only (a probe every few seconds would drown the log). */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The first middleware of every server: gives the request its id (the incoming `x-request-id` when
 * well-formed, else a new one), returns it in `x-request-id`, runs the rest of the request inside its
 * request context (so every log line carries the id), and when the answer is sent writes one access-log
 * line and the HTTP metrics.
 */
export function requestTracking(service: string, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const context: RequestContext = { requestId: requestIdFrom(req.headers[REQUEST_ID_HEADER]), service };
    res.setHeader(REQUEST_ID_HEADER, context.requestId);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const seconds = (performance.now() - started) / 1000;
      // A client that left before the answer was sent: nginx's 499.
      const status = res.writableFinished ? res.statusCode : 499;
      const route = routeOf(req, status);
      httpRequests.inc({ service, method: req.method, route, status_code: String(status) });
      httpRequestDuration.observe(
        { service, method: req.method, route, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
      const path = req.originalUrl.split('?')[0] ?? '/';
      const line = {
        requestId: context.requestId,
        method: req.method,
        path,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(context.userId ? { userId: context.userId } : {}),
        ...(context.operationName ? { operationName: context.operationName } : {}),
      };
      if (QUIET_PATHS.has(path)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    };
    res.once('finish', finish);
    res.once('close', finish);
    runInRequest(context, next);
  };
}

/**
 * The route a request matched (`/api/trips/:id`), never the raw path: metric labels must stay few. A
 * request no route took is 'unmatched' when it was not found, else its mount point.
 */
function routeOf(req: Request, status: number): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.baseUrl) return req.baseUrl;
  if (status === 404) return 'unmatched';
  return QUIET_PATHS.has(req.path) || req.path === '/graphql' ? req.path : 'other';
}

/** Records who the request is for, once known (it appears on the access line and every later log line). */
export function noteRequestUser(userId: string | null | undefined): void {
  const context = currentRequest();
  if (context && userId) context.userId = userId;
}
