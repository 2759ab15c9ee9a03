import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { TripThemesQueryData, TripThemesQueryVariables } from '../../../generated/graphql';

export type { TripThemesQueryData, TripThemesQueryVariables };

/** One interest theme of the builder's step 2 (spec 3, enumerations: 16 themes). */
export type TripTheme = TripThemesQueryData['tripThemes'][number];

/** The 16 themes in the order the builder shows them. The Pact test beside this file sends this document. */
export const TripThemesQuery: TypedDocumentNode<TripThemesQueryData, TripThemesQueryVariables> = gql`
  query TripThemes {
    tripThemes {
      id
      label
      description
    }
  }
`;

export function useTripThemes() {
  return useQuery(TripThemesQuery, { notifyOnNetworkStatusChange: true });
}
