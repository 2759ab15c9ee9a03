import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { FOUR_DAY_TRIP, mfeTripsPact, operationPact } from '../../../../testing/pact';
import {
  CreateTripInviteLinkMutation,
  InviteTripMemberMutation,
  LeaveTripMutation,
  RemoveTripMemberMutation,
  RevokeTripInvitationMutation,
  SetTripMemberRoleMutation,
  TripInvitationsQuery,
  TripMembersQuery,
} from './trip-companions';

// Consumer contract of the trip page's 'Travel companions' card (issue 22). Ids come from the provider
// states (their handlers return them); 7, 'u-2' and 31 are only the examples the consumer test sends.
const { boolean, datetime, eachLike, fromProviderState, integer, like, string } = MatchersV3;

const pact = mfeTripsPact();

const WITH_EDITOR =
  "a signed-in traveller whose 4-day trip has an editor, its id given as tripId and the editor's id as userId";
const WITH_INVITATION =
  "a signed-in traveller whose 4-day trip has an invitation waiting, its id given as tripId and the invitation's id as invitationId";
const AN_EDITOR =
  "a signed-in traveller who is an editor of another traveller's 4-day trip, its id given as tripId";

const tripId = fromProviderState('${tripId}', 7);
const userId = fromProviderState('${userId}', 'u-2');
const invitationId = fromProviderState('${invitationId}', 31);
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

describe('mfe-trips Travel companions', () => {
  it('lists the trip’s members for its owner', () =>
    operationPact(pact, {
      state: WITH_EDITOR,
      description: 'the companions card asking for the trip’s members',
      document: TripMembersQuery,
      variables: { tripId },
      sent: { tripId: 7 },
      data: {
        tripMembers: eachLike({
          __typename: 'TripMember',
          tripId,
          userId,
          // Names are learned as people join: the provider state's traveller is Pat Contract.
          name: string('Pat C.'),
          role: string('editor'),
          joinedAt: datetime(ISO, '2026-11-20T10:00:00.000Z'),
        }),
      },
      check: (data) => expect(data?.tripMembers[0]).toMatchObject({ userId: 'u-2', role: 'editor' }),
    }));

  it('lists the invitations waiting for the owner', () =>
    operationPact(pact, {
      state: WITH_INVITATION,
      description: 'the companions card asking for the invitations waiting',
      document: TripInvitationsQuery,
      variables: { tripId },
      sent: { tripId: 7 },
      data: {
        tripInvitations: eachLike({
          __typename: 'TripInvitation',
          id: invitationId,
          tripId,
          kind: string('email'),
          email: string('pact.waiting@example.test'),
          role: string('viewer'),
          createdAt: datetime(ISO, '2026-11-20T10:00:00.000Z'),
          expiresAt: like(null),
        }),
      },
      check: (data) => expect(data?.tripInvitations[0]).toMatchObject({ id: 31, kind: 'email' }),
    }));

  it('invites by email', () =>
    operationPact(pact, {
      state: FOUR_DAY_TRIP,
      description: 'the companions card inviting an email as a viewer',
      document: InviteTripMemberMutation,
      variables: { tripId, email: 'pact.invitee@example.test', role: 'viewer' },
      sent: { tripId: 7, email: 'pact.invitee@example.test', role: 'viewer' },
      data: {
        inviteTripMember: {
          __typename: 'TripInvitation',
          id: integer(31),
          email: 'pact.invitee@example.test',
          role: 'viewer',
        },
      },
      check: (data) => expect(data?.inviteTripMember.email).toBe('pact.invitee@example.test'),
    }));

  it('creates an invite link whose token comes back once', () =>
    operationPact(pact, {
      state: FOUR_DAY_TRIP,
      description: 'the companions card creating an invite link for editors',
      document: CreateTripInviteLinkMutation,
      variables: { tripId, role: 'editor' },
      sent: { tripId: 7, role: 'editor' },
      data: {
        createTripInviteLink: {
          __typename: 'CreatedTripInviteLink',
          token: string('dG9rZW4tb2YtdGhlLWxpbmstZm9yLXBhY3QtdGVzdHMx'),
          invitation: {
            __typename: 'TripInvitation',
            id: integer(32),
            role: 'editor',
            expiresAt: datetime(ISO, '2026-12-04T10:00:00.000Z'),
          },
        },
      },
      check: (data) => expect(data?.createTripInviteLink.token.length).toBeGreaterThan(0),
    }));

  it('revokes an invitation', () =>
    operationPact(pact, {
      state: WITH_INVITATION,
      description: 'the companions card revoking an invitation',
      document: RevokeTripInvitationMutation,
      variables: { invitationId },
      sent: { invitationId: 31 },
      data: { revokeTripInvitation: boolean(true) },
      check: (data) => expect(data?.revokeTripInvitation).toBe(true),
    }));

  it('makes an editor a viewer', () =>
    operationPact(pact, {
      state: WITH_EDITOR,
      description: 'the companions card making an editor a viewer',
      document: SetTripMemberRoleMutation,
      variables: { tripId, userId, role: 'viewer' },
      sent: { tripId: 7, userId: 'u-2', role: 'viewer' },
      data: { setTripMemberRole: { __typename: 'TripMember', userId, role: 'viewer' } },
      check: (data) => expect(data?.setTripMemberRole.role).toBe('viewer'),
    }));

  it('removes a member', () =>
    operationPact(pact, {
      state: WITH_EDITOR,
      description: 'the companions card removing a member',
      document: RemoveTripMemberMutation,
      variables: { tripId, userId },
      sent: { tripId: 7, userId: 'u-2' },
      data: { removeTripMember: boolean(true) },
      check: (data) => expect(data?.removeTripMember).toBe(true),
    }));

  it('lets a member leave the trip', () =>
    operationPact(pact, {
      state: AN_EDITOR,
      description: 'the companions card leaving the trip',
      document: LeaveTripMutation,
      variables: { tripId },
      sent: { tripId: 7 },
      data: { leaveTrip: boolean(true) },
      check: (data) => expect(data?.leaveTrip).toBe(true),
    }));
});
