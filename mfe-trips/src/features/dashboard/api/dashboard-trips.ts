import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { DashboardTripsQueryData, DashboardTripsQueryVariables } from '../../../generated/graphql';

export type { DashboardTripsQueryData, DashboardTripsQueryVariables };

/** One trip as the dashboard's "Your Adventures" cards read it. */
export type DashboardTrip = DashboardTripsQueryData['myTrips'][number];

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
