import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  PublicTripQueryData,
  PublicTripQueryVariables,
  PublicTripStopsQueryData,
  PublicTripStopsQueryVariables,
} from '../../../generated/graphql';

export type { PublicTripQueryData, PublicTripStopsQueryData };

/** What anyone may see of a public trip (no owner, memories or price alerts). */
export type PublicTrip = NonNullable<PublicTripQueryData['publicTrip']>;
export type PublicRouteOption = PublicTrip['routeOptions'][number];
export type PublicDailySegment = PublicRouteOption['dailySegments'][number];
export type PublicDriveSummary = PublicDailySegment['driveSummary'];
export type PublicTripStop = PublicTripStopsQueryData['publicTripStops'][number];

/** Both public-trip queries take the trip's id. */
export type PublicTripVariables = PublicTripQueryVariables & PublicTripStopsQueryVariables;

/** A public trip for anyone, signed in or not; null when missing or private. Sent as is by the pact test. */
export const PublicTripQuery: TypedDocumentNode<PublicTripQueryData, PublicTripQueryVariables> = gql`
  query PublicTrip($id: Int!) {
    publicTrip(id: $id) {
      id
      title
      description
      startLocation
      endLocation
      totalDays
      theme
      status
      selectedRouteIndex
      createdAt
      routeOptions {
        routeName
        vibe
        totalDistance
        totalDistanceKm
        distanceUnit
        estimatedTime
        dailySegments {
          day
          title
          description
          overnight
          driveSummary {
            estimatedHours
            distanceMiles
          }
          path
        }
      }
    }
  }
`;

/** The selected route's stops of a public trip, ordered by day then orderInDay; empty unless public. */
export const PublicTripStopsQuery: TypedDocumentNode<
  PublicTripStopsQueryData,
  PublicTripStopsQueryVariables
> = gql`
  query PublicTripStops($id: Int!) {
    publicTripStops(id: $id) {
      id
      name
      category
      description
      estimatedDuration
      dayNumber
      orderInDay
      address
      essential
      latitude
      longitude
      rating
    }
  }
`;

/** Spec 7: never retried, no polling; skipped for an id that cannot be a trip. */
export function usePublicTrip(id: number | null) {
  return useQuery(PublicTripQuery, { variables: { id: id ?? 0 }, skip: id === null });
}

/** Spec 7: the stops are asked for only once the trip is loaded. */
export function usePublicTripStops(id: number, enabled: boolean) {
  return useQuery(PublicTripStopsQuery, { variables: { id }, skip: !enabled });
}
