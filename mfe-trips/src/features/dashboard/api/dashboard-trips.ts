import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

/** Trip.highlightImage as the trip cards read it (media service: a photo with credit, or generated art). */
export interface TripHighlightImage {
  imageUrl: string;
  thumbnailUrl: string;
  alt: string;
  photographerName: string | null;
  photographerUrl: string | null;
}

/** One trip as the dashboard's "Your Adventures" cards read it. */
export interface DashboardTrip {
  id: number;
  title: string;
  description: string | null;
  startLocation: string;
  endLocation: string;
  status: string;
  totalDays: number;
  theme: string | null;
  createdAt: string;
  /** null when the media service has no image for the trip: the card shows its gradient. */
  highlightImage: TripHighlightImage | null;
}

export interface DashboardTripsQueryData {
  myTrips: DashboardTrip[];
}

export type DashboardTripsQueryVariables = Record<string, never>;

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
