import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  MyTripPackReviewQueryData,
  MyTripPackReviewQueryVariables,
  ReviewTripPackMutationData,
  ReviewTripPackMutationVariables,
} from '../../../generated/graphql';

export type {
  MyTripPackReviewQueryData,
  MyTripPackReviewQueryVariables,
  ReviewTripPackMutationData,
  ReviewTripPackMutationVariables,
};

/** Whether the traveller may review the pack their trip was made from, and their review. Pact-tested. */
export const MyTripPackReviewQuery: TypedDocumentNode<
  MyTripPackReviewQueryData,
  MyTripPackReviewQueryVariables
> = gql`
  query MyTripPackReview($packId: Int!) {
    myTripPackReview(packId: $packId) {
      canReview
      review {
        id
        rating
        comment
      }
    }
  }
`;

/** Writes (or edits) the traveller's one review of the pack. Pact-tested. */
export const ReviewTripPackMutation: TypedDocumentNode<
  ReviewTripPackMutationData,
  ReviewTripPackMutationVariables
> = gql`
  mutation ReviewTripPack($packId: Int!, $input: TripPackReviewInput!) {
    reviewTripPack(packId: $packId, input: $input) {
      id
      rating
      comment
    }
  }
`;

export function useMyTripPackReview(packId: number) {
  return useQuery(MyTripPackReviewQuery, { variables: { packId } });
}

export function useReviewTripPack(packId: number) {
  return useMutation(ReviewTripPackMutation, {
    refetchQueries: [{ query: MyTripPackReviewQuery, variables: { packId } }],
  });
}
