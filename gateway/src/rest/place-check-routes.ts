import { Router } from 'express';
import { parseInput } from '@byway/kit';
import { placeQueryRequestSchema, type PlaceCheck, type PlaceSuggestion } from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';

// The trip builder's step 1 (issue 11) over REST: the same ai queries the builder sends over GraphQL.
const PLACE_SUGGESTIONS = `query RestPlaceSuggestionsQuery($text: String!) {
  placeSuggestions(text: $text) { label name kind country latitude longitude }
}`;
const PLACE_CHECK = `query RestPlaceCheckQuery($text: String!) {
  placeCheck(text: $text) { ok label message options }
}`;

/** `GET /api/places/suggest?q=` and `GET /api/places/check?q=`, signed-in travellers only. */
export function placeCheckRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/places/suggest', async (req, res) => {
    requireSignedIn(res);
    const { q } = parseInput(placeQueryRequestSchema, { q: req.query.q });
    const { placeSuggestions } = await execute<{ placeSuggestions: PlaceSuggestion[] }>(
      deps,
      res,
      PLACE_SUGGESTIONS,
      { text: q },
    );
    await sendJson(deps, res, 200, placeSuggestions);
  });

  router.get('/places/check', async (req, res) => {
    requireSignedIn(res);
    const { q } = parseInput(placeQueryRequestSchema, { q: req.query.q });
    const { placeCheck } = await execute<{ placeCheck: PlaceCheck }>(deps, res, PLACE_CHECK, { text: q });
    await sendJson(deps, res, 200, placeCheck);
  });

  return router;
}
