import { z } from 'zod';

/**
 * The trip cost forecast's input (GraphQL `Trip.costForecast(routeIndex)` and REST
 * `GET /api/trips/{id}/cost-forecast?route=N`): which of the trip's route options to price, counted from
 * 0 as the trip page shows them. The planner makes 3; whether the trip has the asked one is the trips
 * service's to say.
 */
export const COST_FORECAST_LIMITS = { maxRouteIndex: 9 } as const;

const ROUTE_MESSAGE = `route must be a whole number from 0 to ${COST_FORECAST_LIMITS.maxRouteIndex}`;

export const routeIndexSchema = z
  .number({ error: ROUTE_MESSAGE })
  .int(ROUTE_MESSAGE)
  .min(0, ROUTE_MESSAGE)
  .max(COST_FORECAST_LIMITS.maxRouteIndex, ROUTE_MESSAGE);

/** The message of a route option the trip does not have. */
export const missingRouteMessage = (count: number) =>
  count === 1
    ? 'This trip has 1 route option: route 0'
    : `This trip has ${count} route options: route 0 to ${count - 1}`;
