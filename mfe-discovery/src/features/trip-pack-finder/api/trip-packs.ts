import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

/** A trip pack as the results cards read it (spec 3, "Trip pack card (client view)"). */
export interface TripPackCardData {
  id: number;
  title: string;
  description: string | null;
  theme: string;
  duration: number;
  difficulty: string | null;
  creator: string | null;
  distance: string | null;
  startLocation: string | null;
  endLocation: string | null;
  bestSeason: string | null;
  highlights: string[];
  photos: string[];
  coverImage: string | null;
  reviews: number;
  price: number;
  rating: number;
}

export interface TripPackFilter {
  continent: string;
  country: string;
  length: string;
  season: string;
}

export interface TripPackResultsQueryData {
  tripPacks: TripPackCardData[];
}

export interface TripPackResultsQueryVariables {
  filter: TripPackFilter;
}

/** The packs matching the finder's four choices (public). */
export const TripPackResultsQuery: TypedDocumentNode<
  TripPackResultsQueryData,
  TripPackResultsQueryVariables
> = gql`
  query TripPackResults($filter: TripPackFilter) {
    tripPacks(filter: $filter) {
      id
      title
      description
      theme
      duration
      difficulty
      creator
      distance
      startLocation
      endLocation
      bestSeason
      highlights
      photos
      coverImage
      reviews
      price
      rating
    }
  }
`;

export function useTripPackResults(filter: TripPackFilter | null) {
  return useQuery(TripPackResultsQuery, { variables: filter ? { filter } : undefined, skip: !filter });
}
