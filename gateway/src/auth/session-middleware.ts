import type { NextFunction, Request, Response } from 'express';
import { AppError, noteRequestUser, type Logger, type RateRule } from '@byway/kit';
import { anonymousContext, type GatewayContext } from '../context.js';
import { bearerTokenOf, resolveApiToken } from './api-token.js';
import { readCookie, SESSION_COOKIE } from './cookies.js';
import { sendExhaustedRateLimitHeaders, sendRateLimitHeaders } from './rate-limit-headers.js';
import type { SessionStore } from './session-store.js';
import type { UsersClient } from './users-client.js';

/**
 * Runs before /graphql and /api: turns the request's credentials into its caller. A personal API token
 * (Authorization: Bearer) wins over any cookie and must be good: a bad one is refused, never anonymous.
 * Otherwise the session cookie's JWT must verify and the users service must confirm the session is live;
 * else the request is anonymous, and a dead cookie is marked for clearing.
 */
export function sessionMiddleware(
  sessions: SessionStore,
  users: Pick<UsersClient, 'request'>,
  logger: Logger,
  /** The `apiToken` rule, named in a refused token's RateLimit headers. */
  apiTokenRule: Pick<RateRule, 'limit' | 'windowSeconds'>,
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const context: GatewayContext = anonymousContext(logger);
    res.locals.gatewayContext = context;
    // The client's address (trust proxy decides which hop) travels with the caller, for per-address limits.
    const clientAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    context.caller = { ...context.caller, clientAddress };

    let token: string | null;
    try {
      token = bearerTokenOf(req);
      if (token) {
        const found = await resolveApiToken(users, token);
        sendRateLimitHeaders(res, found.quota);
        context.caller = { userId: found.userId, sessionId: null, scopes: [], clientAddress };
        context.apiTokenScope = found.scope;
        // The user goes on every later log line through the request context (kit's logger).
        noteRequestUser(found.userId);
        context.logger = logger.child({ via: 'api-token' });
        // Apollo's CSRF prevention guards the ambient cookie, which a token request does not use (and a
        // browser sends Authorization cross-site only after a preflight we never grant): mark it as one
        // that needs no preflight header.
        req.headers['apollo-require-preflight'] = 'api-token';
      }
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS' && error.retryAfterSeconds) {
        sendExhaustedRateLimitHeaders(res, error.retryAfterSeconds, apiTokenRule);
      }
      if (error instanceof AppError && req.baseUrl === '/graphql') return refuseGraphQL(res, error);
      throw error;
    }
    if (token) return next();

    const check = await sessions.check(readCookie(req, SESSION_COOKIE));
    switch (check.state) {
      case 'signed-in':
        context.caller = { ...check.caller, clientAddress };
        noteRequestUser(check.caller.userId);
        break;
      case 'invalid':
        context.session.clearCookie = true;
        break;
      case 'unverified':
        context.session.unverified = true;
        logger.warn('could not confirm a session: users service unavailable');
        break;
      case 'anonymous':
        break;
    }
    next();
  };
}

/** A refused token on /graphql, answered as GraphQL errors are (the REST adapter words its own). */
function refuseGraphQL(res: Response, error: AppError): void {
  if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json({
    errors: [
      {
        message: error.message,
        extensions: {
          code: error.code,
          ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
        },
      },
    ],
  });
}
