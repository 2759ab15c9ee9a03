import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

export interface FinderCountry {
  id: string;
  name: string;
}

export interface FinderContinent {
  id: string;
  name: string;
  countries: FinderCountry[];
}

export interface TripPackContinentsQueryData {
  tripPackContinents: FinderContinent[];
}

/** Steps 1 and 2 of the finder: the continents and, per continent, its countries (public). */
export const TripPackContinentsQuery: TypedDocumentNode<
  TripPackContinentsQueryData,
  Record<string, never>
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
