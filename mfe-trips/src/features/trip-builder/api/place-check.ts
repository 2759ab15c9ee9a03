import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  PlaceCheckQueryData,
  PlaceCheckQueryVariables,
  PlaceSuggestionsQueryData,
  PlaceSuggestionsQueryVariables,
  RouteCheckQueryData,
  RouteCheckQueryVariables,
} from '../../../generated/graphql';

export type {
  RouteCheckQueryData,
  RouteCheckQueryVariables,
  PlaceCheckQueryData,
  PlaceCheckQueryVariables,
  PlaceSuggestionsQueryData,
  PlaceSuggestionsQueryVariables,
};

/** A town or landmark offered while typing a start or destination; its label is what the trip sends. */
export type PlaceSuggestion = PlaceSuggestionsQueryData['placeSuggestions'][number];
/** The planner's verdict on a place: ok with its label, or a message (and the labels to pick from). */
export type PlaceCheck = PlaceCheckQueryData['placeCheck'];

/** Step 1's suggestions for what has been typed so far. Covered by a Pact test. */
export const PlaceSuggestionsQuery: TypedDocumentNode<
  PlaceSuggestionsQueryData,
  PlaceSuggestionsQueryVariables
> = gql`
  query PlaceSuggestions($text: String!) {
    placeSuggestions(text: $text) {
      label
      kind
      country
    }
  }
`;

/** Step 1's check of a place, by the rules the planner plans with. Covered by a Pact test. */
export const PlaceCheckQuery: TypedDocumentNode<PlaceCheckQueryData, PlaceCheckQueryVariables> = gql`
  query PlaceCheck($text: String!) {
    placeCheck(text: $text) {
      ok
      label
      message
      options
    }
  }
`;

/**
 * Step 1's check that a car can get from the start to the destination, once both are known (issue 21:
 * Denver to Paris was refused only at step 5). Covered by a Pact test.
 */
export const RouteCheckQuery: TypedDocumentNode<RouteCheckQueryData, RouteCheckQueryVariables> = gql`
  query RouteCheck($from: String!, $to: String!) {
    routeCheck(from: $from, to: $to) {
      ok
      message
    }
  }
`;

/** Suggestions for `text` (already debounced by the caller); nothing is asked while `skip`. */
export function usePlaceSuggestions(text: string, skip: boolean) {
  return useQuery(PlaceSuggestionsQuery, { variables: { text }, skip });
}
