import { createHash, randomBytes } from 'node:crypto';
import { AppError, parseInput, requireUser, type Caller } from '@byway/kit';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  inviteByEmailInputSchema,
  inviteLinkInputSchema,
  inviteTokenSchema,
  OWN_TRIP_INVITE_MESSAGE,
  tooManyInvitationsMessage,
  tooManyMembersMessage,
  travellerDisplayName,
  TRIP_MEMBER_LIMITS,
  type TripMemberRole,
} from '@byway/contracts/rules';
import { z } from 'zod';
import type { MemberRepository, TripInvitationRecord } from '../data-access/member-repository.js';
import type { PeopleSource, Person } from '../data-access/people-client.js';
import type { TripRecord, TripRepository } from '../data-access/trip-repository.js';
import type { AccessibleTrip, TripAccess } from './trip-access.js';

/**
 * Invitations to a trip (issue 22): the owner invites by the invitee's account email (the invitation waits for an
 * account that does not exist yet, and the invitee accepts or declines it once signed in with that email)
 * or by a link (a random token, a role, 14 days, revocable); the invitee accepts, declines or joins.
 * Who may do what is trip-access.ts's.
 */

/** An invitation as its invitee sees it: which trip, whose, and as what. */
export interface ReceivedInvitation {
  id: number;
  tripId: number;
  tripTitle: string;
  ownerName: string | null;
  role: TripMemberRole;
  createdAt: string;
  expiresAt: string | null;
}

/** A trip as the caller joined it: with their role and its owner's name. */
export type JoinedTrip = AccessibleTrip & { ownerName: string | null };

const idInput = z
  .number({ error: 'Id must be a whole number' })
  .int('Id must be a whole number')
  .positive('Id must be a whole number');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationDeps {
  trips: Pick<TripRepository, 'findById' | 'listByIds'>;
  members: MemberRepository;
  people: PeopleSource;
  access: TripAccess;
}

/** Room on the trip for one more invitation: under the members' and the waiting invitations' limits. */
async function roomForInvitation(members: MemberRepository, tripId: number) {
  if ((await members.countMembers(tripId)) >= TRIP_MEMBER_LIMITS.membersPerTrip) {
    throw AppError.badInput(tooManyMembersMessage());
  }
  if ((await members.countPending(tripId)) >= TRIP_MEMBER_LIMITS.pendingInvitationsPerTrip) {
    throw AppError.badInput(tooManyInvitationsMessage());
  }
}

/** The invitations as their invitee sees them, each with its trip's title and owner (gone trips left out). */
function asReceived(
  list: readonly TripInvitationRecord[],
  found: readonly TripRecord[],
  names: ReadonlyMap<string, string>,
): ReceivedInvitation[] {
  return list.flatMap((invitation) => {
    const trip = found.find((candidate) => candidate.id === invitation.tripId);
    if (!trip) return [];
    const { id, tripId, role, createdAt, expiresAt } = invitation;
    return [
      {
        id,
        tripId,
        role,
        createdAt,
        expiresAt,
        tripTitle: trip.title,
        ownerName: names.get(trip.userId) ?? null,
      },
    ];
  });
}

export function createTripInvitations({ trips, members, people, access }: InvitationDeps) {
  /** The caller's account, and their name remembered for co-travellers. */
  async function whoIs(caller: Caller): Promise<Person> {
    const person = await people.me(caller);
    if (!person) throw AppError.unauthenticated();
    await members.rememberName(requireUser(caller), travellerDisplayName(person.firstName, person.lastName));
    return person;
  }

  /** Makes the caller a member with `role` (an existing member takes the invitation's role). */
  async function join(
    caller: Caller,
    trip: TripRecord,
    invitation: TripInvitationRecord,
  ): Promise<JoinedTrip> {
    const userId = requireUser(caller);
    await whoIs(caller);
    const ownerName = (await members.namesOf([trip.userId])).get(trip.userId) ?? null;
    if (trip.userId === userId) return { ...trip, role: 'owner', ownerName };
    const existing = await members.membership(trip.id, userId);
    if (existing && invitation.kind === 'link') return { ...trip, role: existing.role, ownerName };
    if (existing) {
      await members.setRole(trip.id, userId, invitation.role);
    } else {
      if ((await members.countMembers(trip.id)) >= TRIP_MEMBER_LIMITS.membersPerTrip) {
        throw AppError.badInput(tooManyMembersMessage());
      }
      await members.addMember({
        tripId: trip.id,
        userId,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
      });
    }
    return { ...trip, role: invitation.role, ownerName };
  }

  /** An email invitation addressed to the caller's account, or 'Invitation not found'. */
  async function invitationFor(caller: Caller, id: unknown) {
    const invitationId = parseInput(idInput, id);
    const person = await whoIs(caller);
    const invitation = await members.invitation(invitationId);
    if (!invitation || invitation.kind !== 'email' || invitation.email !== person.email) {
      throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    }
    return invitation;
  }

  /** A link that still works, with its trip; 'Invitation not found' once revoked, a plain word once expired. */
  async function linkOf(token: unknown, now: Date) {
    const invitation = await members.linkByTokenHash(hashOf(parseInput(inviteTokenSchema, token)));
    const trip = invitation && (await trips.findById(invitation.tripId));
    if (!invitation || !trip) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    if (invitation.expiresAt && new Date(invitation.expiresAt) <= now) {
      throw new AppError('NOT_FOUND', INVITATION_EXPIRED_MESSAGE);
    }
    return { invitation, trip };
  }

  return {
    /** Invites an account's email (it may not exist yet); inviting the same email again changes its role. */
    async inviteByEmail(caller: Caller, tripId: unknown, input: unknown): Promise<TripInvitationRecord> {
      const { email, role } = parseInput(inviteByEmailInputSchema, input);
      const trip = await access.tripFor(caller, tripId, 'own');
      const owner = await whoIs(caller);
      if (owner.email === email) throw AppError.badInput(OWN_TRIP_INVITE_MESSAGE);
      const existing = await members.emailInvitation(trip.id, email);
      if (existing) {
        await members.deleteInvitation(existing.id);
      } else {
        await roomForInvitation(members, trip.id);
      }
      return members.createInvitation({
        tripId: trip.id,
        kind: 'email',
        email,
        role,
        invitedBy: trip.userId,
      });
    },

    /** A link anyone signed in may join through, as `role`, for 14 days: the token is shown this once. */
    async createLink(caller: Caller, tripId: unknown, input: unknown, now = new Date()) {
      const { role } = parseInput(inviteLinkInputSchema, input);
      const trip = await access.tripFor(caller, tripId, 'own');
      await whoIs(caller);
      await roomForInvitation(members, trip.id);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + TRIP_MEMBER_LIMITS.linkDays * 86_400_000);
      const invitation = await members.createInvitation(
        { tripId: trip.id, kind: 'link', tokenHash: hashOf(token), role, invitedBy: trip.userId, expiresAt },
        now,
      );
      return { token, invitation };
    },

    /** Takes an invitation back (a link stops working at once); owner only. */
    async revokeInvitation(caller: Caller, id: unknown): Promise<boolean> {
      const invitation = await members.invitation(parseInput(idInput, id));
      const trip = invitation && (await access.reachable(caller, invitation.tripId));
      if (!invitation || trip?.role !== 'owner')
        throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
      return members.deleteInvitation(invitation.id);
    },

    /** The email invitations waiting for the caller's account, with each trip's title and owner. */
    async received(caller: Caller): Promise<ReceivedInvitation[]> {
      const person = await whoIs(caller);
      const list = await members.invitationsFor(person.email);
      const found = await trips.listByIds(list.map((invitation) => invitation.tripId));
      const names = await members.namesOf(found.map((trip) => trip.userId));
      return asReceived(list, found, names);
    },

    async accept(caller: Caller, id: unknown): Promise<JoinedTrip> {
      const invitation = await invitationFor(caller, id);
      const trip = await trips.findById(invitation.tripId);
      if (!trip) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
      const joined = await join(caller, trip, invitation);
      await members.deleteInvitation(invitation.id);
      return joined;
    },

    async decline(caller: Caller, id: unknown): Promise<boolean> {
      const invitation = await invitationFor(caller, id);
      return members.deleteInvitation(invitation.id);
    },

    /** What a link invites to, before joining: the trip's title, its owner and the role. */
    async linkPreview(caller: Caller, token: unknown, now = new Date()) {
      requireUser(caller);
      const { invitation, trip } = await linkOf(token, now);
      const ownerName = (await members.namesOf([trip.userId])).get(trip.userId) ?? null;
      return {
        tripId: trip.id,
        tripTitle: trip.title,
        ownerName,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      };
    },

    /** Joins through a link (several people may; a member already there keeps their role). */
    async joinByLink(caller: Caller, token: unknown, now = new Date()): Promise<JoinedTrip> {
      const { invitation, trip } = await linkOf(token, now);
      return join(caller, trip, invitation);
    },
  };
}

export type TripInvitations = ReturnType<typeof createTripInvitations>;
