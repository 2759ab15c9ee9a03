import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The one header policy of the gateway's port, mounted before every route so health checks, refusals,
 * errors and 404s carry it too. The gateway answers JSON (and a few files), so an answer may load nothing
 * and be framed by nobody (the docs page and photo files tighten this further on their own), is never
 * MIME-sniffed, and sends no referrer on. HSTS only where the site is https (the session cookie is Secure).
 *
 * Answers depend on the session or token (the traveller's trips, profile, sign-in), so none is stored by
 * a browser or shared cache (`no-store`), unless a route says its answer names nobody (the published schema,
 * the OpenAPI document and page set `public`; photo files `private`).
 */
export function securityHeaders(httpsOnly: boolean): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // The shell (another port locally, the same site) shows the photo files the gateway serves.
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000 } : false,
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
  ];
}
