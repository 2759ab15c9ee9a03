import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { MyTripsQueryData, MyTripsQueryVariables } from '../../../generated/graphql';

export type { MyTripsQueryData, MyTripsQueryVariables };

/** One trip as the /trips list reads it: enough to search, filter, sort and draw its card. */
export type MyTrip = MyTripsQueryData['myTrips'][number];

/**
 * Every trip of the signed-in traveller (the list sorts and filters on the client). The Pact consumer test
 * beside this file sends this very document, so a change here is a contract change with the gateway.
 */
export const MyTripsQuery: TypedDocumentNode<MyTripsQueryData, MyTripsQueryVariables> = gql`
  query MyTrips {
    myTrips {
      id
      title
      description
      startLocation
      endLocation
      totalDays
      theme
      travelPartySize
      budget
      status
      createdAt
      role
      ownerName
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

export function useMyTrips() {
  return useQuery(MyTripsQuery);
}
