import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateTripInviteLinkMutationData,
  CreateTripInviteLinkMutationVariables,
  InviteTripMemberMutationData,
  InviteTripMemberMutationVariables,
  LeaveTripMutationData,
  LeaveTripMutationVariables,
  RemoveTripMemberMutationData,
  RemoveTripMemberMutationVariables,
  RevokeTripInvitationMutationData,
  RevokeTripInvitationMutationVariables,
  SetTripMemberRoleMutationData,
  SetTripMemberRoleMutationVariables,
  TripInvitationsQueryData,
  TripInvitationsQueryVariables,
  TripMembersQueryData,
  TripMembersQueryVariables,
} from '../../../../generated/graphql';

// The trip page's 'Travel companions' card (issue 22): who is on the trip, and the owner's invitations.
// The Pact consumer tests beside this file send these very documents.

export type TripCompanion = TripMembersQueryData['tripMembers'][number];
export type WaitingInvitation = TripInvitationsQueryData['tripInvitations'][number];

/** The trip's co-travellers (every member reads them). */
export const TripMembersQuery: TypedDocumentNode<TripMembersQueryData, TripMembersQueryVariables> = gql`
  query TripMembers($tripId: Int!) {
    tripMembers(tripId: $tripId) {
      tripId
      userId
      name
      role
      joinedAt
    }
  }
`;

/** The invitations waiting on the trip (the owner's only: members are refused). */
export const TripInvitationsQuery: TypedDocumentNode<
  TripInvitationsQueryData,
  TripInvitationsQueryVariables
> = gql`
  query TripInvitations($tripId: Int!) {
    tripInvitations(tripId: $tripId) {
      id
      tripId
      kind
      email
      role
      createdAt
      expiresAt
    }
  }
`;

export const InviteTripMemberMutation: TypedDocumentNode<
  InviteTripMemberMutationData,
  InviteTripMemberMutationVariables
> = gql`
  mutation InviteTripMember($tripId: Int!, $email: String!, $role: String!) {
    inviteTripMember(tripId: $tripId, email: $email, role: $role) {
      id
      email
      role
    }
  }
`;

/** A new link: its token comes back this once (only its hash is kept). */
export const CreateTripInviteLinkMutation: TypedDocumentNode<
  CreateTripInviteLinkMutationData,
  CreateTripInviteLinkMutationVariables
> = gql`
  mutation CreateTripInviteLink($tripId: Int!, $role: String!) {
    createTripInviteLink(tripId: $tripId, role: $role) {
      token
      invitation {
        id
        role
        expiresAt
      }
    }
  }
`;

export const RevokeTripInvitationMutation: TypedDocumentNode<
  RevokeTripInvitationMutationData,
  RevokeTripInvitationMutationVariables
> = gql`
  mutation RevokeTripInvitation($invitationId: Int!) {
    revokeTripInvitation(invitationId: $invitationId)
  }
`;

export const RemoveTripMemberMutation: TypedDocumentNode<
  RemoveTripMemberMutationData,
  RemoveTripMemberMutationVariables
> = gql`
  mutation RemoveTripMember($tripId: Int!, $userId: ID!) {
    removeTripMember(tripId: $tripId, userId: $userId)
  }
`;

export const SetTripMemberRoleMutation: TypedDocumentNode<
  SetTripMemberRoleMutationData,
  SetTripMemberRoleMutationVariables
> = gql`
  mutation SetTripMemberRole($tripId: Int!, $userId: ID!, $role: String!) {
    setTripMemberRole(tripId: $tripId, userId: $userId, role: $role) {
      userId
      role
    }
  }
`;

export const LeaveTripMutation: TypedDocumentNode<LeaveTripMutationData, LeaveTripMutationVariables> = gql`
  mutation LeaveTrip($tripId: Int!) {
    leaveTrip(tripId: $tripId)
  }
`;

/** `onTrip` false (a reader of a public trip who is not on it) asks nothing: the server would refuse. */
export function useTripMembers(tripId: number, onTrip: boolean) {
  return useQuery(TripMembersQuery, { variables: { tripId }, skip: !onTrip });
}

export function useTripInvitations(tripId: number, isOwner: boolean) {
  return useQuery(TripInvitationsQuery, { variables: { tripId }, skip: !isOwner });
}

/** Each change to the list reads it again (members carry no id the cache could update them by). */
export function useCompanionMutations(tripId: number) {
  const members = {
    refetchQueries: [{ query: TripMembersQuery, variables: { tripId } }],
    awaitRefetchQueries: true,
  };
  const invitations = {
    refetchQueries: [{ query: TripInvitationsQuery, variables: { tripId } }],
    awaitRefetchQueries: true,
  };
  const [invite] = useMutation(InviteTripMemberMutation, invitations);
  const [createLink] = useMutation(CreateTripInviteLinkMutation, invitations);
  const [revoke] = useMutation(RevokeTripInvitationMutation, invitations);
  const [remove] = useMutation(RemoveTripMemberMutation, members);
  const [setRole] = useMutation(SetTripMemberRoleMutation, members);
  // A member who left no longer has the trip: dropped from the cache, it leaves every cached list of trips.
  const [leave] = useMutation(LeaveTripMutation, {
    update: (cache, { data }) => {
      if (!data?.leaveTrip) return;
      cache.evict({ id: cache.identify({ __typename: 'Trip', id: tripId }) });
      cache.gc();
    },
  });
  return { invite, createLink, revoke, remove, setRole, leave };
}
