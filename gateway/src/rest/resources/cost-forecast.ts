import { costForecastQuerySchema, type CostForecastResponse } from '@byway/contracts/rest';
import { graphqlRoute, ok, TRIP_404, type RestRoute } from '../route-table.js';
import { foundTrip, tripId } from './trips.js';

/**
 * The trip cost forecast (issue 11), owner only: computed by the trips service from the stored plan, so it
 * follows every regeneration. A trip that is missing or someone else's is the same 404.
 */
export const COST_FORECAST_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'getTripCostForecast',
    method: 'get',
    path: '/api/trips/{id}/cost-forecast',
    tag: 'Trips',
    summary: 'What the trip will cost (fuel, lodging, food), an estimate in US dollars',
    auth: 'signed-in',
    pathParams: tripId,
    query: {
      shape: costForecastQuerySchema,
      parameters: {
        route: {
          description: 'The route option, from 0; left out, the one the traveller chose.',
          required: false,
        },
      },
    },
    answers: [ok('CostForecast', 'The estimate, with its dated assumptions and sources.')],
    errors: [TRIP_404],
    // Selects exactly the fields of costForecastResponseSchema.
    graphql: `query RestTripCostForecastQuery($id: Int!, $routeIndex: Int) {
  trip(id: $id) {
    costForecast(routeIndex: $routeIndex) {
      label currency routeIndex routeName distanceUnit partySize perPerson
      total { fuel lodging food total }
      days { day date miles km overnight fuelRegion fuel lodging food total }
      assumptions { label value asOf source url }
    }
  }
}`,
    variables: ({ params, query }) => ({ id: params.id, routeIndex: query.route ?? null }),
    answer: (data: { trip: { costForecast: CostForecastResponse } | null }) =>
      foundTrip(data.trip).costForecast,
  }),
];
