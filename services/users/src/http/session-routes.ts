import express, { type Router } from 'express';
import { AppError, isDatabaseUnavailable, type Caller } from '@byway/kit';
import type { UsersServices } from '../composition.js';

/**
 * POST /internal/session-user `{ sessionId }` → `{ userId }` (null when revoked or expired): the gateway's
 * per-request session check as one plain read, without a GraphQL round (it runs on every signed-in request
 * when there is no Redis). The session id travels in the body, never in a URL a log could keep.
 */
export function sessionRoutes(services: UsersServices) {
  return (router: Router) => {
    router.post('/session-user', express.json({ limit: '1kb' }), (req, res) => {
      const caller = res.locals.caller as Caller;
      const body = req.body as { sessionId?: unknown } | undefined;
      services.accounts.sessionUserId(caller, body?.sessionId).then(
        (userId) => res.json({ userId }),
        (error: unknown) => {
          if (error instanceof AppError) return res.status(error.status).json({ message: error.message });
          res.status(isDatabaseUnavailable(error) ? 503 : 500).json({ message: 'Session check failed' });
        },
      );
    });
  };
}
