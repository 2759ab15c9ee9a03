import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { mfeTripsPact, operationPact } from '../../../testing/pact';
import {
  AcceptTripInvitationMutation,
  DeclineTripInvitationMutation,
  JoinTripByLinkMutation,
  MyTripInvitationsQuery,
  TripInviteLinkPreviewQuery,
} from './trip-invitations';

// Consumer contract of /trips' invitations and 'Join with a link' (issue 22). The invitation's id and the
// link's token come from the provider states; 31 and 'tok-9' are only the examples the consumer test sends.
const { boolean, datetime, eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = mfeTripsPact();

const INVITED =
  "a signed-in traveller invited by email to another traveller's 4-day trip, the invitation's id given as invitationId";
const HOLDING_LINK =
  "a signed-in traveller holding another traveller's invite link, its token given as token";

const invitationId = fromProviderState('${invitationId}', 31);
const token = fromProviderState('${token}', 'tok-9');
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

describe('mfe-trips trip invitations', () => {
  it('lists the invitations waiting for the traveller', () =>
    operationPact(pact, {
      state: INVITED,
      description: 'the trips page asking for the invitations waiting for the traveller',
      document: MyTripInvitationsQuery,
      variables: {},
      sent: {},
      data: {
        myTripInvitations: eachLike({
          __typename: 'ReceivedTripInvitation',
          id: invitationId,
          tripId: integer(7),
          tripTitle: string('Denver, CO to Moab, UT'),
          // The owner's name is learned as they invite: the provider state's owner is Pat Contract.
          ownerName: string('Pat C.'),
          role: string('editor'),
          createdAt: datetime(ISO, '2026-11-20T10:00:00.000Z'),
        }),
      },
      check: (data) => expect(data?.myTripInvitations[0]).toMatchObject({ id: 31, ownerName: 'Pat C.' }),
    }));

  it('accepts an invitation, answering the trip with the role it gave', () =>
    operationPact(pact, {
      state: INVITED,
      description: 'the trips page accepting an invitation',
      document: AcceptTripInvitationMutation,
      variables: { invitationId },
      sent: { invitationId: 31 },
      data: { acceptTripInvitation: { __typename: 'Trip', id: integer(7), role: 'editor' } },
      check: (data) => expect(data?.acceptTripInvitation.role).toBe('editor'),
    }));

  it('declines an invitation', () =>
    operationPact(pact, {
      state: INVITED,
      description: 'the trips page declining an invitation',
      document: DeclineTripInvitationMutation,
      variables: { invitationId },
      sent: { invitationId: 31 },
      data: { declineTripInvitation: boolean(true) },
      check: (data) => expect(data?.declineTripInvitation).toBe(true),
    }));

  it('previews what an invite link invites to', () =>
    operationPact(pact, {
      state: HOLDING_LINK,
      description: 'the trips page previewing an invite link',
      document: TripInviteLinkPreviewQuery,
      variables: { token },
      sent: { token: 'tok-9' },
      data: {
        tripInviteLink: {
          __typename: 'TripInviteLinkPreview',
          tripId: integer(7),
          tripTitle: string('Denver, CO to Moab, UT'),
          ownerName: string('Pat C.'),
          role: 'viewer',
          expiresAt: datetime(ISO, '2026-12-04T10:00:00.000Z'),
        },
      },
      check: (data) => expect(data?.tripInviteLink).toMatchObject({ role: 'viewer', ownerName: 'Pat C.' }),
    }));

  it('joins a trip through an invite link', () =>
    operationPact(pact, {
      state: HOLDING_LINK,
      description: 'the trips page joining a trip through an invite link',
      document: JoinTripByLinkMutation,
      variables: { token },
      sent: { token: 'tok-9' },
      data: { joinTripByLink: { __typename: 'Trip', id: integer(7), role: 'viewer' } },
      check: (data) => expect(data?.joinTripByLink.role).toBe('viewer'),
    }));
});
