import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { TripCostForecastQueryData, TripCostForecastQueryVariables } from '../../../generated/graphql';

export type { TripCostForecastQueryData, TripCostForecastQueryVariables };

export type TripCostForecast = NonNullable<TripCostForecastQueryData['trip']>['costForecast'];

/**
 * The trip's cost estimate for one route option, computed by the trips service from the stored plan.
 * `updatedAt` is read too: 'Generate New Itinerary' writes the trip's new updatedAt into the cache, which
 * tells the panel its forecast is stale. The Pact consumer test beside this file sends this very document.
 */
export const TripCostForecastQuery: TypedDocumentNode<
  TripCostForecastQueryData,
  TripCostForecastQueryVariables
> = gql`
  query TripCostForecast($id: Int!, $routeIndex: Int!) {
    trip(id: $id) {
      id
      updatedAt
      costForecast(routeIndex: $routeIndex) {
        label
        currency
        routeIndex
        routeName
        distanceUnit
        partySize
        perPerson
        total {
          fuel
          lodging
          food
          total
        }
        days {
          day
          date
          km
          overnight
          fuel
          lodging
          food
          total
        }
        assumptions {
          label
          value
          asOf
          source
          url
        }
      }
    }
  }
`;

export function useTripCostForecast(id: number, routeIndex: number) {
  return useQuery(TripCostForecastQuery, {
    variables: { id, routeIndex },
    // A forecast cached for another route option may predate a regeneration: show it, then refresh it.
    fetchPolicy: 'cache-and-network',
  });
}
