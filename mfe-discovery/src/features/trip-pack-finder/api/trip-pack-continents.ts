import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  TripPackContinentsQueryData,
  TripPackContinentsQueryVariables,
} from '../../../generated/graphql';

export type { TripPackContinentsQueryData };
export type FinderContinent = TripPackContinentsQueryData['tripPackContinents'][number];
export type FinderCountry = FinderContinent['countries'][number];

/** Steps 1 and 2 of the finder: the continents and, per continent, its countries (public). */
export const TripPackContinentsQuery: TypedDocumentNode<
  TripPackContinentsQueryData,
  TripPackContinentsQueryVariables
> = gql`
  query TripPackContinents {
    tripPackContinents {
      id
      name
      countries {
        id
        name
      }
    }
  }
`;

export function useTripPackContinents() {
  return useQuery(TripPackContinentsQuery);
}
