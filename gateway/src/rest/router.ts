import express, { Router, type RequestHandler } from 'express';
import { NOT_FOUND_MESSAGE } from '@byway/contracts/rest';
import type { OidcSignIn } from '../auth/oidc.js';
import { refuseWritesWithReadToken } from '../auth/read-only-token.js';
import { refuseUnsafeText } from '../unsafe-text.js';
import { restErrorHandler, sendJson, type RestDeps } from './adapter.js';
import { crossSiteGuard } from './cross-site.js';
import { REST_ROUTES } from './resources/index.js';
import { expressPath } from './route-table.js';

/**
 * The REST adapter of spec section 7 under /api: every path validates its input with the contracts
 * schemas, runs one GraphQL operation in process, and answers JSON (errors always `{ message }`). Its
 * routes are the rows of the resources' tables (rest/resources), mounted in their order.
 */
export function restRouter(
  deps: RestDeps,
  oidc: OidcSignIn,
  withSession: RequestHandler,
  keyedWrites: RequestHandler,
): Router {
  const router = Router();
  // Body parsing first, inside the router, so a malformed body reaches the adapter's own error answer.
  // Answers name the traveller and their trips: the gateway's header policy (security-headers.ts) marks
  // every one `Cache-Control: no-store`.
  router.use(
    express.json({ limit: '100kb' }),
    refuseUnsafeText('rest'),
    crossSiteGuard(deps.publicUrl),
    withSession,
    refuseWritesWithReadToken,
    // Writes sent with an Idempotency-Key answer every retry as the first time (idempotency/).
    keyedWrites,
  );
  const routeDeps = { ...deps, oidc };
  for (const route of REST_ROUTES) router[route.method](expressPath(route.path), route.handler(routeDeps));
  router.use(async (_req, res) => {
    await sendJson(deps, res, 404, { message: NOT_FOUND_MESSAGE });
  });
  router.use(restErrorHandler(deps));
  return router;
}
