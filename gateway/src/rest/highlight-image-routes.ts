import { Router } from 'express';
import { AppError, parseInput } from '@byway/kit';
import { TRIP_NOT_FOUND_MESSAGE, tripIdParamSchema } from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import { TRIP_HIGHLIGHT_IMAGE, type TripHighlightImageResult } from './operations.js';

/** The media service's picture for a trip card (spec 7 'GET /api/trips/{id}/highlight-image'), owner only. */
export function highlightImageRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/trips/:id/highlight-image', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { trip } = await execute<TripHighlightImageResult>(deps, res, TRIP_HIGHLIGHT_IMAGE, { id });
    if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    if (!trip.highlightImage) throw new AppError('UNAVAILABLE', 'The trip image is not available right now.');
    await sendJson(deps, res, 200, trip.highlightImage);
  });

  return router;
}
