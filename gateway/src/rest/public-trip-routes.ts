import { Router } from 'express';
import { AppError, parseInput } from '@byway/kit';
import { TRIP_NOT_FOUND_MESSAGE, tripIdParamSchema } from '@byway/contracts/rest';
import { execute, sendJson, type RestDeps } from './adapter.js';
import {
  PUBLIC_TRIP,
  PUBLIC_TRIP_STOPS,
  type PublicTripResult,
  type PublicTripStopsResult,
} from './operations.js';

/**
 * The public trip page (spec 2 'Public trip', spec 7). No sign-in: anyone sees a trip while its owner keeps
 * it public; a missing or private trip, even the caller's own, is the same 404 `{ message: 'Trip not found' }`.
 * The gateway's `Cache-Control: no-store` (security-headers.ts) applies, so a trip made private again is not
 * served from a cache.
 */
export function publicTripRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/trips/:id/public', async (req, res) => {
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { publicTrip } = await execute<PublicTripResult>(deps, res, PUBLIC_TRIP, { id });
    if (!publicTrip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    await sendJson(deps, res, 200, publicTrip);
  });

  router.get('/trips/:id/stops/public', async (req, res) => {
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { publicTrip, publicTripStops } = await execute<PublicTripStopsResult>(
      deps,
      res,
      PUBLIC_TRIP_STOPS,
      { id },
    );
    if (!publicTrip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    await sendJson(deps, res, 200, publicTripStops);
  });

  return router;
}
