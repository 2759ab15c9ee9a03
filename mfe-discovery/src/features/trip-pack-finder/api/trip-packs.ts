import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  TripPackFilter as SchemaTripPackFilter,
  TripPackResultsQueryData,
  TripPackResultsQueryVariables,
} from '../../../generated/graphql';

export type { TripPackResultsQueryData, TripPackResultsQueryVariables };

/** A trip pack as the results cards read it (spec 3, "Trip pack card (client view)"). */
export type TripPackCardData = TripPackResultsQueryData['tripPacks'][number];

/** A pack near the choices when none matches them all, with how it differs ('Best in spring, not winter'). */
export type NearTripPackData = TripPackResultsQueryData['nearestTripPacks'][number];

/** The finder's four choices: it always sends all of them, though the schema's filter makes each optional. */
export type TripPackFilter = { [K in keyof SchemaTripPackFilter]-?: NonNullable<SchemaTripPackFilter[K]> };

/** The packs matching the finder's four choices (public). */
export const TripPackResultsQuery: TypedDocumentNode<
  TripPackResultsQueryData,
  TripPackResultsQueryVariables
> = gql`
  fragment TripPackCardFields on TripPack {
    id
    title
    description
    theme
    duration
    difficulty
    creator
    distance
    distanceKm
    distanceUnit
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

  query TripPackResults($filter: TripPackFilter) {
    tripPacks(filter: $filter) {
      ...TripPackCardFields
    }
    # When nothing matches every choice: the nearest packs and how each differs (issue 21); empty otherwise.
    nearestTripPacks(filter: $filter) {
      differences
      pack {
        ...TripPackCardFields
      }
    }
  }
`;

export function useTripPackResults(filter: TripPackFilter | null) {
  return useQuery(TripPackResultsQuery, { variables: filter ? { filter } : undefined, skip: !filter });
}
