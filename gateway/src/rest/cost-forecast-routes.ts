import { Router } from 'express';
import { AppError, parseInput } from '@byway/kit';
import {
  costForecastQuerySchema,
  TRIP_NOT_FOUND_MESSAGE,
  tripIdParamSchema,
  type CostForecastResponse,
} from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';

/** Selects exactly the fields of costForecastResponseSchema. */
export const TRIP_COST_FORECAST = `query RestTripCostForecastQuery($id: Int!, $routeIndex: Int!) {
  trip(id: $id) {
    costForecast(routeIndex: $routeIndex) {
      label currency routeIndex routeName distanceUnit partySize perPerson
      total { fuel lodging food total }
      days { day miles km overnight fuelRegion fuel lodging food total }
      assumptions { label value asOf source url }
    }
  }
}`;
type TripCostForecastResult = { trip: { costForecast: CostForecastResponse } | null };

/**
 * The trip cost forecast (issue 11), owner only: computed by the trips service from the stored plan, so it
 * follows every regeneration. A trip that is missing or someone else's is the same 404.
 */
export function costForecastRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/trips/:id/cost-forecast', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { route } = parseInput(costForecastQuerySchema, { route: req.query.route });
    const { trip } = await execute<TripCostForecastResult>(deps, res, TRIP_COST_FORECAST, {
      id,
      routeIndex: route,
    });
    if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    await sendJson(deps, res, 200, trip.costForecast);
  });

  return router;
}
