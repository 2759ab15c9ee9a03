import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import {
  AppError,
  isErrorCode,
  PUBLIC_ERROR_MESSAGE,
  statusForCode,
  type Drain,
  type ErrorIssue,
  type StreamSlots,
} from '@byway/kit';
import { UNAUTHORIZED_MESSAGE, type ErrorResponse } from '@byway/contracts/rest';
import { bodyParseFailure } from '../body-errors.js';
import type { GatewayContext } from '../context.js';
import { settleSessionCookie } from '../auth/session-cookie.js';
import type { SessionStore } from '../auth/session-store.js';
import { UNAVAILABLE_MESSAGE } from '../supergraph/subgraph-data-source.js';
import type { GatewayInternalServices } from '../internal-services.js';
import type { UsersClient } from '../auth/users-client.js';

export interface RestDeps {
  server: ApolloServer<GatewayContext>;
  sessions: SessionStore;
  cookieSecure: boolean;
  /** Caps on open plan-progress streams (per traveller and per process). */
  progressStreams: StreamSlots;
  /** This gateway's stopping state: open plan-progress streams are held here and told to reconnect. */
  drain: Drain;
  /** The subgraph calls outside the supergraph: the traveller's data, plan progress, photo files. */
  internal: GatewayInternalServices;
  /** The users subgraph's gateway-only calls (deleting an account is confirmed there). */
  users: UsersClient;
  /** Where the browser reaches the app: a deletion must come from this origin. */
  publicUrl: string;
  /** The maps' tile server (MAP_TILE_URL) and its credit; null: the offline basemap only. */
  mapTiles: { url: string; attribution: string | null } | null;
  /** Signs collaboration tokens (COLLAB_TOKEN_SECRET); absent or null: live co-editing is not set up. */
  collabTokenSecret?: string | null;
}

/** The per-request context the session middleware built (the same object /graphql operations get). */
export function contextOf(res: Response): GatewayContext {
  return res.locals.gatewayContext as GatewayContext;
}

/** The signed-in user's id, or 401 (503 when the users service could not vouch for the cookie). */
export function requireSignedIn(res: Response): string {
  const context = contextOf(res);
  if (context.caller.userId) return context.caller.userId;
  if (context.session.unverified) throw AppError.unavailable(UNAVAILABLE_MESSAGE);
  throw new AppError('UNAUTHENTICATED', UNAUTHORIZED_MESSAGE);
}

/**
 * Runs one operation against the gateway's own Apollo Server, in process and with the request's context,
 * so the session-cookie plugin applies exactly as on /graphql. GraphQL errors become an AppError carrying
 * the code the subgraph (or the gateway's masking) gave them.
 */
export async function execute<T>(
  deps: RestDeps,
  res: Response,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await deps.server.executeOperation<T>(
    { query, variables },
    { contextValue: contextOf(res) },
  );
  const cookie = result.http.headers.get('set-cookie');
  if (cookie) res.append('Set-Cookie', cookie);
  if (result.body.kind !== 'single') throw new Error('unexpected incremental GraphQL response');
  const { data, errors } = result.body.singleResult;
  const first = errors?.[0];
  if (first) throw appErrorFrom(first);
  if (!data) throw new Error('GraphQL response without data');
  return data;
}

function appErrorFrom(error: GraphQLFormattedError): AppError {
  const code = error.extensions?.code;
  const issues = error.extensions?.issues as ErrorIssue[] | undefined;
  if (!isErrorCode(code)) return new AppError('INTERNAL_SERVER_ERROR', error.message);
  if (code === 'UNAUTHENTICATED') return new AppError(code, UNAUTHORIZED_MESSAGE);
  const retryAfter = error.extensions?.retryAfter;
  if (code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number') {
    return AppError.tooManyRequests(error.message, retryAfter);
  }
  const appError = new AppError(code, error.message, issues);
  // A database outage's 503 says when to try again too (kit's errors.ts); REST sends it as Retry-After.
  if (typeof retryAfter === 'number' && retryAfter > 0) appError.retryAfterSeconds = Math.ceil(retryAfter);
  return appError;
}

/** Sends a JSON answer after writing any Set-Cookie the request still owes (e.g. clearing a dead session). */
export async function sendJson(deps: RestDeps, res: Response, status: number, body: unknown): Promise<void> {
  const cookie = await settleSessionCookie(contextOf(res), deps.sessions, deps.cookieSecure);
  if (cookie) res.append('Set-Cookie', cookie);
  res.status(status).json(body);
}

/** The adapter's single error mapping: `{ message }` with the code's status; internals stay in the log. */
export function restErrorHandler(deps: RestDeps) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const body = (message: string, issues?: ErrorIssue[]): ErrorResponse =>
      issues ? { message, issues } : { message };
    let status: number;
    let payload: ErrorResponse;
    const failure = bodyParseFailure(error);
    if (failure) {
      status = failure.status;
      payload = body(failure.message);
    } else if (error instanceof AppError) {
      status = statusForCode(error.code);
      if (error.retryAfterSeconds && !res.headersSent)
        res.set('Retry-After', String(error.retryAfterSeconds));
      payload = body(
        status >= 500 && error.code === 'INTERNAL_SERVER_ERROR' ? PUBLIC_ERROR_MESSAGE : error.message,
        error.issues,
      );
    } else {
      status = 500;
      payload = body(PUBLIC_ERROR_MESSAGE);
    }
    if (status >= 500) {
      const logger = res.locals.gatewayContext ? contextOf(res).logger : undefined;
      logger?.error({ err: error, path: req.path }, 'REST request failed');
    }
    if (res.headersSent) return;
    if (!res.locals.gatewayContext) {
      res.status(status).json(payload);
      return;
    }
    sendJson(deps, res, status, payload).catch(() => res.status(status).json(payload));
  };
}
