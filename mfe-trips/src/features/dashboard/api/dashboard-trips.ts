import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { DashboardTripsQueryData, DashboardTripsQueryVariables } from '../../../generated/graphql';

export type { DashboardTripsQueryData, DashboardTripsQueryVariables };

/** One trip as the dashboard's "Your Adventures" cards read it. */
export type DashboardTrip = DashboardTripsQueryData['myTrips'][number];

/**
 * Trip.highlightImage as the trip cards read it (media service: a photo with credit, or generated art); the
 * trip's is null when the media service has no image for it, and the card shows its gradient.
 */
export type TripHighlightImage = NonNullable<DashboardTrip['highlightImage']>;

/**
 * The signed-in traveller's trips, newest first. The Pact consumer test beside this file sends this very
 * document, so a change here is a contract change with the gateway.
 */
export const DashboardTripsQuery: TypedDocumentNode<DashboardTripsQueryData, DashboardTripsQueryVariables> =
  gql`
    query DashboardTrips {
      myTrips {
        id
        title
        description
        startLocation
        endLocation
        status
        totalDays
        theme
        isPublic
        createdAt
        highlightImage {
          imageUrl
          thumbnailUrl
          alt
          photographerName
          photographerUrl
        }
      }
    }
  `;

export function useDashboardTrips() {
  return useQuery(DashboardTripsQuery);
}
