import { Router } from 'express';
import { parseInput } from '@byway/kit';
import { tripPackFilterSchema } from '@byway/contracts/rules';
import {
  createTripFromPackRequestSchema,
  tripPackIdParamSchema,
  tripPackReviewRequestSchema,
} from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  CREATE_TRIP_FROM_PACK,
  MY_TRIP_PACK_REVIEW,
  REVIEW_TRIP_PACK,
  TRIP_PACK_REVIEWS,
  TRIP_PACKS,
  type CreateTripFromPackResult,
  type MyTripPackReviewResult,
  type ReviewTripPackResult,
  type TripPackReviewsResult,
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

  // Reviews (issue 10): anyone reads them; a traveller who made a trip from the pack writes or edits theirs.
  router.get('/trip-packs/:id/reviews', async (req, res) => {
    const packId = parseInput(tripPackIdParamSchema, req.params.id);
    const { tripPackReviews } = await execute<TripPackReviewsResult>(deps, res, TRIP_PACK_REVIEWS, {
      packId,
    });
    await sendJson(deps, res, 200, tripPackReviews);
  });

  router.get('/trip-packs/:id/my-review', async (req, res) => {
    requireSignedIn(res);
    const packId = parseInput(tripPackIdParamSchema, req.params.id);
    const { myTripPackReview } = await execute<MyTripPackReviewResult>(deps, res, MY_TRIP_PACK_REVIEW, {
      packId,
    });
    await sendJson(deps, res, 200, myTripPackReview);
  });

  router.post('/trip-packs/:id/reviews', async (req, res) => {
    requireSignedIn(res);
    const packId = parseInput(tripPackIdParamSchema, req.params.id);
    const input = parseInput(tripPackReviewRequestSchema, req.body ?? {});
    const { reviewTripPack } = await execute<ReviewTripPackResult>(deps, res, REVIEW_TRIP_PACK, {
      packId,
      input,
    });
    await sendJson(deps, res, 200, reviewTripPack);
  });

  return router;
}
