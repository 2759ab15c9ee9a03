import { Router } from 'express';
import { AppError, parseInput } from '@byway/kit';
import {
  analyzeStopRequestSchema,
  hiddenGemsRequestSchema,
  TRIP_NOT_FOUND_MESSAGE,
  tripIdParamSchema,
} from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  ANALYZE_STOP,
  HIDDEN_GEMS,
  REGENERATE_TRIP,
  TRIP_RECOMMENDATIONS,
  type AnalyzeStopResult,
  type HiddenGemsResult,
  type RegenerateTripResult,
  type TripRecommendationsResult,
} from './operations.js';

/** The AI service's answers (spec 7): regeneration, stop analysis, hidden gems, smart recommendations. */
export function plannerRoutes(deps: RestDeps): Router {
  const router = Router();

  router.post('/trips/:id/regenerate', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { regenerateTrip } = await execute<RegenerateTripResult>(deps, res, REGENERATE_TRIP, { id });
    await sendJson(deps, res, 200, regenerateTrip);
  });

  router.get('/trips/:id/smart-recommendations', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { trip } = await execute<TripRecommendationsResult>(deps, res, TRIP_RECOMMENDATIONS, { id });
    if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    await sendJson(deps, res, 200, trip.smartRecommendations);
  });

  router.post('/analyze-stop', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(analyzeStopRequestSchema, req.body ?? {});
    const { analyzeStop } = await execute<AnalyzeStopResult>(deps, res, ANALYZE_STOP, {
      // The stop dialog sends the name as the address when it has none (spec 7).
      input: { ...input, address: input.address || input.name },
    });
    await sendJson(deps, res, 200, analyzeStop);
  });

  router.post('/generate-hidden-gems', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(hiddenGemsRequestSchema, req.body ?? {});
    const { hiddenGems } = await execute<HiddenGemsResult>(deps, res, HIDDEN_GEMS, { input });
    await sendJson(deps, res, 200, { hiddenGems });
  });

  return router;
}
