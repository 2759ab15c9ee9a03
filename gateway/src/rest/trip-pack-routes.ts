import { Router } from 'express';
import { parseInput } from '@byway/kit';
import { tripPackFilterSchema } from '@byway/contracts/rules';
import { createTripFromPackRequestSchema } from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  CREATE_TRIP_FROM_PACK,
  TRIP_PACKS,
  type CreateTripFromPackResult,
  type TripPacksResult,
} from './operations.js';

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

  /**
   * The finder's 'View Details' (spec 7): the signed-in traveller's trip following the pack's stops day by
   * day. 401 signed out, 400 a bad payload, 404 'Trip pack not found'; 201 with the trip (its `id` opens
   * /trip/{id}).
   */
  router.post('/trips/from-pack', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(createTripFromPackRequestSchema, req.body ?? {});
    const { createTripFromPack } = await execute<CreateTripFromPackResult>(deps, res, CREATE_TRIP_FROM_PACK, {
      input,
    });
    await sendJson(deps, res, 201, createTripFromPack);
  });

  return router;
}
