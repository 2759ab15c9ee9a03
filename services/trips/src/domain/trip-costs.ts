import { AppError, parseInput, requireUser, type Caller } from '@byway/kit';
import { missingRouteMessage, routeIndexSchema } from '@byway/contracts/rules';
import { z } from 'zod';
import type { TripRecord, TripRepository } from '../data-access/trip-repository.js';
import { storedOptionDistance } from './route-distances.js';
import type { TripAccess } from './trip-access.js';
import { forecastCosts, type CostForecast, type ForecastRoute } from './cost-forecast.js';

/** What the forecast reads of a stored route option; anything else in the plan is left alone. */
const storedRouteSchema = z.looseObject({
  routeName: z.string().catch('Route'),
  dailySegments: z
    .array(
      z.looseObject({
        day: z.number().int(),
        overnight: z.string().nullish(),
        driveSummary: z
          .looseObject({ distanceMiles: z.number().nullish(), distanceKm: z.number().nullish() })
          .nullish(),
      }),
    )
    .catch([]),
  stops: z
    .array(
      z.looseObject({
        dayNumber: z.number().int(),
        orderInDay: z.number().int(),
        address: z.string().nullish(),
      }),
    )
    .catch([]),
});

export type TripCostForecast = CostForecast & { routeIndex: number };

/** `Trip.costForecast`: computed on every read from the stored plan, so it follows every regeneration. */
export function createTripCosts({
  trips,
  access,
}: {
  trips: Pick<TripRepository, 'planOf'>;
  access: Pick<TripAccess, 'may'>;
}) {
  return {
    async costForecast(caller: Caller, trip: TripRecord, routeIndex: unknown): Promise<TripCostForecast> {
      requireUser(caller);
      // The owner and members read it; anyone else (a public trip reached as an entity) gets 'Trip not found'.
      if (!(await access.may(caller, trip, 'read'))) throw AppError.notFound('Trip');
      const index = parseInput(routeIndexSchema, routeIndex ?? trip.selectedRouteIndex);
      const { routeOptions } = await trips.planOf(trip.id);
      const stored = routeOptions[index];
      let route: ForecastRoute;
      if (stored !== undefined)
        route = { ...storedRouteSchema.parse(stored), distanceUnit: storedOptionDistance(stored).unit };
      // A trip without a plan yet has an empty forecast for its first option, nothing else.
      else if (routeOptions.length === 0 && index === 0)
        route = { routeName: '', distanceUnit: 'mi', dailySegments: [], stops: [] };
      else
        throw AppError.badInput(
          routeOptions.length
            ? missingRouteMessage(routeOptions.length)
            : 'This trip has no route options yet',
        );
      return { ...forecastCosts(trip, route), routeIndex: index };
    },
  };
}

export type TripCosts = ReturnType<typeof createTripCosts>;
