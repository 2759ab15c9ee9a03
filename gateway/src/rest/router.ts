import express, { Router, type RequestHandler } from 'express';
import { NOT_FOUND_MESSAGE } from '@byway/contracts/rest';
import type { OidcSignIn } from '../auth/oidc.js';
import { refuseWritesWithReadToken } from '../auth/read-only-token.js';
import { refuseUnsafeText } from '../unsafe-text.js';
import { accountRoutes } from './account-routes.js';
import { apiTokenRoutes } from './api-token-routes.js';
import { restErrorHandler, sendJson, type RestDeps } from './adapter.js';
import { authRoutes } from './auth-routes.js';
import { costForecastRoutes } from './cost-forecast-routes.js';
import { crossSiteGuard } from './cross-site.js';
import { geoTaggedImageRoutes } from './geo-tagged-image-routes.js';
import { highlightImageRoutes } from './highlight-image-routes.js';
import { memoriesRoutes } from './memories-routes.js';
import { placeCheckRoutes } from './place-check-routes.js';
import { plannerRoutes } from './planner-routes.js';
import { priceAlertsRoutes } from './price-alerts-routes.js';
import { profileRoutes } from './profile-routes.js';
import { publicTripRoutes } from './public-trip-routes.js';
import { tripExportRoutes } from './trip-export-routes.js';
import { tripPackRoutes } from './trip-pack-routes.js';
import { tripsRoutes } from './trips-routes.js';

/**
 * The REST adapter of spec section 7 under /api: every path validates its input with the contracts
 * schemas, runs one GraphQL operation in process, and answers JSON (errors always `{ message }`).
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
  router.use(authRoutes(deps, oidc));
  router.use(tripsRoutes(deps));
  router.use(costForecastRoutes(deps));
  router.use(tripExportRoutes(deps));
  router.use(tripPackRoutes(deps));
  router.use(placeCheckRoutes(deps));
  router.use(plannerRoutes(deps));
  router.use(highlightImageRoutes(deps));
  router.use(publicTripRoutes(deps));
  router.use(memoriesRoutes(deps));
  router.use(priceAlertsRoutes(deps));
  router.use(profileRoutes(deps));
  router.use(accountRoutes(deps));
  router.use(apiTokenRoutes(deps));
  router.use(geoTaggedImageRoutes(deps));
  router.use(async (_req, res) => {
    await sendJson(deps, res, 404, { message: NOT_FOUND_MESSAGE });
  });
  router.use(restErrorHandler(deps));
  return router;
}
