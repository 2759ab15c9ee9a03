import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

export interface PublicDriveSummary {
  estimatedHours: number;
  distanceMiles: number | null;
}

export interface PublicDailySegment {
  day: number;
  title: string;
  description: string;
  overnight: string | null;
  driveSummary: PublicDriveSummary;
}

export interface PublicRouteOption {
  routeName: string;
  vibe: string;
  totalDistance: string;
  estimatedTime: string;
  dailySegments: PublicDailySegment[];
}

/** What anyone may see of a public trip (no owner, memories or price alerts). */
export interface PublicTrip {
  id: number;
  title: string;
  description: string | null;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  theme: string | null;
  status: string;
  selectedRouteIndex: number;
  createdAt: string;
  routeOptions: PublicRouteOption[];
}

export interface PublicTripStop {
  id: number | null;
  name: string;
  category: string | null;
  description: string | null;
  estimatedDuration: number | null;
  dayNumber: number;
  orderInDay: number;
  address: string | null;
  essential: boolean;
}

export interface PublicTripQueryData {
  publicTrip: PublicTrip | null;
}

export interface PublicTripStopsQueryData {
  publicTripStops: PublicTripStop[];
}

export interface PublicTripVariables {
  id: number;
}

/** A public trip for anyone, signed in or not; null when missing or private. Sent as is by the pact test. */
export const PublicTripQuery: TypedDocumentNode<PublicTripQueryData, PublicTripVariables> = gql`
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
        }
      }
    }
  }
`;

/** The selected route's stops of a public trip, ordered by day then orderInDay; empty unless public. */
export const PublicTripStopsQuery: TypedDocumentNode<PublicTripStopsQueryData, PublicTripVariables> = gql`
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
