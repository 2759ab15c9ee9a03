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

/** The fields of a stop the trip page, its map, the stop dialog and the hand edits read. */
const TripDetailStopFields = gql`
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
    stopKey
    note
  }
`;

/**
 * What a hand edit changes (issue 22): each edit answers the trip with these fields, written over the
 * cached trip, so the days, the map, the totals and (through updatedAt) the cost forecast follow it.
 */
export const TripDetailPlan = gql`
  ${TripDetailStopFields}
  fragment TripDetailPlan on Trip {
    id
    updatedAt
    selectedRouteIndex
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
    dayNotes {
      day
      note
    }
  }
`;

/**
 * A trip with its route options and stops for /trip/{id}; null when it is missing or not the signed-in
 * traveller's. The Pact consumer test beside this file sends this very document.
 */
export const TripDetailQuery: TypedDocumentNode<TripDetailQueryData, TripDetailQueryVariables> = gql`
  ${TripDetailPlan}
  query TripDetail($id: Int!) {
    trip(id: $id) {
      ...TripDetailPlan
      title
      description
      startLocation
      endLocation
      totalDays
      isPublic
      status
      tripPackId
      hasPreviousItinerary
      startDate
      role
      planner {
        notes
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
