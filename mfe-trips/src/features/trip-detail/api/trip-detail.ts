import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  TripDetailQueryData,
  TripDetailQueryVariables,
  TripDetailStopFieldsFragment,
} from '../../../generated/graphql';

export type { TripDetailQueryData, TripDetailQueryVariables };

export type TripDetailTrip = NonNullable<TripDetailQueryData['trip']>;
export type TripDetailRouteOption = TripDetailTrip['routeOptions'][number];
export type TripDetailDailySegment = TripDetailRouteOption['dailySegments'][number];

/** One stop as the trip page, its map and the stop dialog read it. */
export type TripDetailStop = TripDetailStopFieldsFragment;

/**
 * A trip with its route options and stops for /trip/{id}; null when it is missing or not the signed-in
 * traveller's. The Pact consumer test beside this file sends this very document.
 */
export const TripDetailQuery: TypedDocumentNode<TripDetailQueryData, TripDetailQueryVariables> = gql`
  fragment TripDetailStopFields on TripStop {
    name
    description
    category
    latitude
    longitude
    lat
    lng
    estimatedDuration
    dayNumber
    orderInDay
    address
    essential
  }

  query TripDetail($id: Int!) {
    trip(id: $id) {
      id
      title
      description
      startLocation
      endLocation
      totalDays
      isPublic
      status
      tripPackId
      hasPreviousItinerary
      selectedRouteIndex
      startDate
      planner {
        notes
      }
      routeOptions {
        routeName
        vibe
        totalDistance
        totalDistanceKm
        distanceUnit
        estimatedTime
        stops {
          ...TripDetailStopFields
        }
        dailySegments {
          day
          title
          description
          driveSummary {
            estimatedHours
          }
          path
        }
      }
      stops {
        ...TripDetailStopFields
        isCustom
      }
    }
  }
`;

export function useTripDetail(id: number | null) {
  return useQuery(TripDetailQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    notifyOnNetworkStatusChange: true,
  });
}
