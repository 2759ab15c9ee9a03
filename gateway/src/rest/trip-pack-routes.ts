import { Router } from 'express';
import { parseInput } from '@byway/kit';
import { tripPackFilterSchema } from '@byway/contracts/rules';
import { execute, sendJson, type RestDeps } from './adapter.js';
import { TRIP_PACKS, type TripPacksResult } from './operations.js';

/**
 * The trip-pack finder's results (spec 2 and 7): `GET /api/trip-packs?continent=&country=&length=&season=`,
 * public. The query is checked with the same rule as GraphQL `tripPacks(filter)`; a repeated or unknown
 * length or season is a 400 naming the allowed values.
 */
export function tripPackRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/trip-packs', async (req, res) => {
    const { continent, country, length, season } = req.query;
    const filter = parseInput(tripPackFilterSchema, { continent, country, length, season });
    const { tripPacks } = await execute<TripPacksResult>(deps, res, TRIP_PACKS, { filter });
    await sendJson(deps, res, 200, tripPacks);
  });

  return router;
}
