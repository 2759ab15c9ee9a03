import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendsBearerToken } from './auth/api-token.js';
import { IDEMPOTENCY_HEADER } from './idempotency/middleware.js';

/** What a partner's page may send beside the token, and read of our answers. */
const ALLOWED_HEADERS = ['authorization', 'content-type', IDEMPOTENCY_HEADER.toLowerCase()];
const EXPOSED_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Idempotent-Replayed',
  'X-Request-Id',
  'Content-Disposition',
];
const ALLOWED_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'];
/** Browsers cap this anyway (Chromium at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for partners' browser apps on the origins the operator lists (PARTNER_ORIGINS), and for their
 * personal API tokens only: a request from such an origin is allowed when it carries `Authorization:
 * Bearer`, and a preflight when it asks to send `Authorization`. Never with credentials: no
 * `Access-Control-Allow-Credentials`, so a browser never lets another site read an answer to the ambient
 * session cookie; a cookie request from a partner's origin gets no CORS header at all. Any other origin
 * gets nothing, as before.
 */
export function partnerCors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get('origin');
    if (!origin || !allowed.has(origin)) return next();
    res.vary('Origin');
    const preflightMethod = req.method === 'OPTIONS' ? req.get('access-control-request-method') : undefined;
    if (preflightMethod) {
      const requested = (req.get('access-control-request-headers') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      const grant =
        requested.includes('authorization') &&
        requested.every((name) => ALLOWED_HEADERS.includes(name)) &&
        ALLOWED_METHODS.includes(preflightMethod.toUpperCase());
      if (grant) {
        res.set({
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
          'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        });
      }
      // Answered here either way: a refused preflight is simply one without the grant.
      res.status(204).end();
      return;
    }
    if (sendsBearerToken(req)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
      });
    }
    next();
  };
}
