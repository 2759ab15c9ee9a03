import { gql, useLazyQuery, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  AcceptTripInvitationMutationData,
  AcceptTripInvitationMutationVariables,
  DeclineTripInvitationMutationData,
  DeclineTripInvitationMutationVariables,
  JoinTripByLinkMutationData,
  JoinTripByLinkMutationVariables,
  MyTripInvitationsQueryData,
  MyTripInvitationsQueryVariables,
  TripInviteLinkPreviewQueryData,
  TripInviteLinkPreviewQueryVariables,
} from '../../../generated/graphql';
import { MyTripsQuery } from './my-trips';

// Invitations to other travellers' trips on /trips (issue 22): those waiting for the traveller's email,
// and a link's token pasted into 'Join with a link'. The Pact consumer tests beside this file send these.

export type ReceivedInvitation = MyTripInvitationsQueryData['myTripInvitations'][number];
export type InviteLinkPreview = TripInviteLinkPreviewQueryData['tripInviteLink'];

export const MyTripInvitationsQuery: TypedDocumentNode<
  MyTripInvitationsQueryData,
  MyTripInvitationsQueryVariables
> = gql`
  query MyTripInvitations {
    myTripInvitations {
      id
      tripId
      tripTitle
      ownerName
      role
      createdAt
    }
  }
`;

export const AcceptTripInvitationMutation: TypedDocumentNode<
  AcceptTripInvitationMutationData,
  AcceptTripInvitationMutationVariables
> = gql`
  mutation AcceptTripInvitation($invitationId: Int!) {
    acceptTripInvitation(invitationId: $invitationId) {
      id
      role
    }
  }
`;

export const DeclineTripInvitationMutation: TypedDocumentNode<
  DeclineTripInvitationMutationData,
  DeclineTripInvitationMutationVariables
> = gql`
  mutation DeclineTripInvitation($invitationId: Int!) {
    declineTripInvitation(invitationId: $invitationId)
  }
`;

/** What a link invites to, shown before joining. */
export const TripInviteLinkPreviewQuery: TypedDocumentNode<
  TripInviteLinkPreviewQueryData,
  TripInviteLinkPreviewQueryVariables
> = gql`
  query TripInviteLinkPreview($token: String!) {
    tripInviteLink(token: $token) {
      tripId
      tripTitle
      ownerName
      role
      expiresAt
    }
  }
`;

export const JoinTripByLinkMutation: TypedDocumentNode<
  JoinTripByLinkMutationData,
  JoinTripByLinkMutationVariables
> = gql`
  mutation JoinTripByLink($token: String!) {
    joinTripByLink(token: $token) {
      id
      role
    }
  }
`;

export function useMyTripInvitations() {
  return useQuery(MyTripInvitationsQuery);
}

/** Accepting or joining adds a trip to the list; every answer reads the invitations again. */
export function useInvitationMutations() {
  const refetchQueries = [{ query: MyTripInvitationsQuery }, { query: MyTripsQuery }];
  const [accept] = useMutation(AcceptTripInvitationMutation, { refetchQueries, awaitRefetchQueries: true });
  const [decline] = useMutation(DeclineTripInvitationMutation, {
    refetchQueries: [{ query: MyTripInvitationsQuery }],
    awaitRefetchQueries: true,
  });
  const [join] = useMutation(JoinTripByLinkMutation, { refetchQueries, awaitRefetchQueries: true });
  return { accept, decline, join };
}

export function useInviteLinkPreview() {
  return useLazyQuery(TripInviteLinkPreviewQuery, { fetchPolicy: 'network-only' });
}
