import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

/** One piece of advice from the AI service (spec 3 smart_recommendations). */
export interface SmartRecommendation {
  id: number;
  location: string;
  recommendationType: string;
  title: string;
  description: string | null;
  confidence: number;
  dataSource: string | null;
  /** weather { temperature, precipitation, windSpeed }, event { ... } or warning { type, reportedBy }. */
  metadata: unknown;
  validFrom: string | null;
  validUntil: string | null;
}

export interface TripRecommendationsQueryData {
  trip: { id: number; smartRecommendations: SmartRecommendation[] } | null;
}

export interface TripRecommendationsQueryVariables {
  id: number;
}

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
