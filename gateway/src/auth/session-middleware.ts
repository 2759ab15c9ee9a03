import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '@byway/kit';
import { anonymousContext, type GatewayContext } from '../context.js';
import { readCookie, SESSION_COOKIE } from './cookies.js';
import type { SessionStore } from './session-store.js';

/**
 * Runs before /graphql and /api: turns the session cookie into the request's caller. The JWT must verify
 * and the users service must confirm the session is live; otherwise the request is anonymous, and a dead
 * cookie is marked for clearing.
 */
export function sessionMiddleware(sessions: SessionStore, logger: Logger) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const context: GatewayContext = anonymousContext(logger);
    res.locals.gatewayContext = context;
    const check = await sessions.check(readCookie(req, SESSION_COOKIE));
    // The client's address (trust proxy decides which hop) travels with the caller, for per-address limits.
    const clientAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    context.caller = { ...context.caller, clientAddress };
    switch (check.state) {
      case 'signed-in':
        context.caller = { ...check.caller, clientAddress };
        context.logger = logger.child({ userId: check.caller.userId });
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
