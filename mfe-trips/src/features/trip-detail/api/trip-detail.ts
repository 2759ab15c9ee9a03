import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

/** One stop as the trip page, its map and the stop dialog read it. */
export interface TripDetailStop {
  name: string;
  description: string | null;
  category: string | null;
  latitude: number | null;
  longitude: number | null;
  lat: number | null;
  lng: number | null;
  estimatedDuration: number | null;
  dayNumber: number;
  orderInDay: number;
  address: string | null;
  essential: boolean;
}

export interface TripDetailDailySegment {
  day: number;
  title: string;
  description: string;
  driveSummary: { estimatedHours: number };
}

export interface TripDetailRouteOption {
  routeName: string;
  vibe: string;
  totalDistance: string;
  estimatedTime: string;
  stops: TripDetailStop[];
  dailySegments: TripDetailDailySegment[];
}

export interface TripDetailTrip {
  id: number;
  title: string;
  description: string | null;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  isPublic: boolean;
  routeOptions: TripDetailRouteOption[];
  stops: TripDetailStop[];
}

export interface TripDetailQueryData {
  trip: TripDetailTrip | null;
}

export interface TripDetailQueryVariables {
  id: number;
}

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
      routeOptions {
        routeName
        vibe
        totalDistance
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
        }
      }
      stops {
        ...TripDetailStopFields
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
