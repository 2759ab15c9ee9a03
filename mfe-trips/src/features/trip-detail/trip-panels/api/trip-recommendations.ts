import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  TripRecommendationsQueryData,
  TripRecommendationsQueryVariables,
} from '../../../../generated/graphql';

export type { TripRecommendationsQueryData, TripRecommendationsQueryVariables };

/**
 * One piece of advice from the AI service (spec 3 smart_recommendations). metadata is weather
 * { temperature, precipitation, windSpeed }, event { ... } or warning { type, reportedBy }.
 */
export type SmartRecommendation = NonNullable<
  TripRecommendationsQueryData['trip']
>['smartRecommendations'][number];

/** The Smart Travel Recommendations panel's document (the Pact consumer test sends this very one). */
export const TripRecommendationsQuery: TypedDocumentNode<
  TripRecommendationsQueryData,
  TripRecommendationsQueryVariables
> = gql`
  query TripRecommendations($id: Int!) {
    trip(id: $id) {
      id
      smartRecommendations {
        id
        location
        recommendationType
        title
        description
        confidence
        dataSource
        metadata
        validFrom
        validUntil
      }
    }
  }
`;

export function useTripRecommendations(tripId: number) {
  return useQuery(TripRecommendationsQuery, { variables: { id: tripId } });
}
