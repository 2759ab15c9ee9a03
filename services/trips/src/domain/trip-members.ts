import { AppError, parseInput, requireUser, type Caller } from '@byway/kit';
import {
  MEMBER_NOT_FOUND_MESSAGE,
  memberRoleInputSchema,
  OWNER_CANNOT_LEAVE_MESSAGE,
} from '@byway/contracts/rules';
import { z } from 'zod';
import type { TripInvitationRecord, TripMemberRecord } from '../data-access/member-repository.js';
import type { TripRecord, TripRepository } from '../data-access/trip-repository.js';
import type { AccessibleTrip } from './trip-access.js';
import { createTripInvitations, type InvitationDeps } from './trip-invitations.js';

/**
 * Co-travellers (issue 22): the owner invites by the invitee's account email (the invitation waits for an
 * account that does not exist yet, and the invitee accepts or declines it once signed in with that email)
 * or by a link (a random token, a role, 14 days, revocable); members leave; the owner removes them or
 * changes their role. Who may do what is trip-access.ts's; this file tells the story of membership.
 */

/** A member as the trip's people see them. */
export type TripMemberView = TripMemberRecord & { name: string | null };

/** A trip in the caller's lists: with their role and its owner's name. */
export type ListedTrip = AccessibleTrip & { ownerName: string | null };

const userIdInput = z.string({ error: 'User id is required' }).trim().min(1, 'User id is required').max(255);

export function createTripMembers({
  trips,
  members,
  people,
  access,
  deleteTrip,
}: InvitationDeps & {
  trips: Pick<TripRepository, 'findById' | 'listByUser' | 'listByIds'>;
  /** data-access/trip-deletion.ts */
  deleteTrip: (tripId: number) => Promise<void>;
}) {
  return {
    ...createTripInvitations({ trips, members, people, access }),

    /** The caller's own trips and those shared with them, newest first, each with their role. */
    async myTrips(caller: Caller): Promise<ListedTrip[]> {
      const userId = requireUser(caller);
      const memberships = await members.membershipsOf(userId);
      const role = new Map(memberships.map((member) => [member.tripId, member.role]));
      const [own, shared] = await Promise.all([
        trips.listByUser(userId),
        trips.listByIds(memberships.map((member) => member.tripId)),
      ]);
      const names = await members.namesOf([userId, ...shared.map((trip) => trip.userId)]);
      return [
        ...own.map((trip) => ({ ...trip, role: 'owner' as const })),
        ...shared.flatMap((trip) => {
          const memberRole = role.get(trip.id);
          return memberRole ? [{ ...trip, role: memberRole }] : [];
        }),
      ]
        .map((trip) => ({ ...trip, ownerName: names.get(trip.userId) ?? null }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    },

    /** The trip's members, for anyone on it (the owner is the trip's `userId` and `ownerName`). */
    async membersOf(caller: Caller, tripId: unknown): Promise<TripMemberView[]> {
      const trip = await access.tripFor(caller, tripId, 'read');
      const list = await members.membersOf(trip.id);
      const names = await members.namesOf(list.map((member) => member.userId));
      return list.map((member) => ({ ...member, name: names.get(member.userId) ?? null }));
    },

    /** The name co-travellers see for the trip's owner; null when it was never learned. */
    async ownerNameOf(trip: Pick<TripRecord, 'userId'>): Promise<string | null> {
      return (await members.namesOf([trip.userId])).get(trip.userId) ?? null;
    },

    /** The invitations waiting on the trip (owner only). */
    async invitationsOf(caller: Caller, tripId: unknown, now = new Date()): Promise<TripInvitationRecord[]> {
      const trip = await access.tripFor(caller, tripId, 'own');
      return members.invitationsOf(trip.id, now);
    },

    /** A member leaves (their price alerts on the trip go; their memories stay with the trip). */
    async leave(caller: Caller, tripId: unknown): Promise<boolean> {
      const trip = await access.tripFor(caller, tripId, 'read');
      if (trip.role === 'owner') throw AppError.badInput(OWNER_CANNOT_LEAVE_MESSAGE);
      return members.removeMember(trip.id, requireUser(caller));
    },

    /** The owner removes a member, who loses the trip at once. */
    async remove(caller: Caller, tripId: unknown, userId: unknown): Promise<boolean> {
      const trip = await access.tripFor(caller, tripId, 'own');
      const removed = await members.removeMember(trip.id, parseInput(userIdInput, userId));
      if (!removed) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
      return true;
    },

    /** 'Delete trip', owner only: the trip and everything on it go, for every member too. */
    async deleteTrip(caller: Caller, tripId: unknown): Promise<boolean> {
      const trip = await access.tripFor(caller, tripId, 'own');
      await deleteTrip(trip.id);
      return true;
    },

    async setRole(caller: Caller, tripId: unknown, userId: unknown, input: unknown): Promise<TripMemberView> {
      const { role } = parseInput(memberRoleInputSchema, input);
      const trip = await access.tripFor(caller, tripId, 'own');
      const member = await members.setRole(trip.id, parseInput(userIdInput, userId), role);
      if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
      const names = await members.namesOf([member.userId]);
      return { ...member, name: names.get(member.userId) ?? null };
    },
  };
}

export type TripMembers = ReturnType<typeof createTripMembers>;
