import type { Connection } from 'mongoose';
import { nextSequence } from '@byway/kit';
import type { TripMemberRole } from '@byway/contracts/rules';
import type { TripInvitationDoc, TripMemberDoc } from './member-models.js';
import type { TripsModels } from './models.js';

/** A co-traveller of a trip (issue 22). */
export interface TripMemberRecord {
  tripId: number;
  userId: string;
  role: TripMemberRole;
  invitedBy: string;
  joinedAt: string;
}

/** An invitation waiting on a trip, as the owner sees it (a link's token is never stored). */
export interface TripInvitationRecord {
  id: number;
  tripId: number;
  kind: 'email' | 'link';
  email: string | null;
  role: TripMemberRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string | null;
}

export type NewInvitation = Pick<TripInvitationDoc, 'tripId' | 'kind' | 'role' | 'invitedBy'> & {
  email?: string;
  tokenHash?: string;
  expiresAt?: Date;
};

const memberId = (tripId: number, userId: string) => `${tripId}:${userId}`;

const toMember = (doc: TripMemberDoc): TripMemberRecord => ({
  tripId: doc.tripId,
  userId: doc.userId,
  role: doc.role,
  invitedBy: doc.invitedBy,
  joinedAt: doc.joinedAt.toISOString(),
});

const toInvitation = (doc: TripInvitationDoc): TripInvitationRecord => ({
  id: doc._id,
  tripId: doc.tripId,
  kind: doc.kind,
  email: doc.email ?? null,
  role: doc.role,
  invitedBy: doc.invitedBy,
  createdAt: doc.createdAt.toISOString(),
  expiresAt: doc.expiresAt ? doc.expiresAt.toISOString() : null,
});

/** Invitations still good at `now`: every email invitation, and links not yet expired. */
const pending = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });

/** Members, invitations and the names co-travellers see, in the trips database. */
export function createMemberRepository(connection: Connection, models: TripsModels) {
  const { TripMember, TripInvitation, TripPerson, PriceAlert, PriceObservation } = models;
  return {
    async membership(tripId: number, userId: string): Promise<TripMemberRecord | null> {
      const doc = await TripMember.findById(memberId(tripId, userId)).lean<TripMemberDoc>();
      return doc ? toMember(doc) : null;
    },

    /** A trip's members, longest-standing first. */
    async membersOf(tripId: number): Promise<TripMemberRecord[]> {
      const docs = await TripMember.find({ tripId }).sort({ joinedAt: 1, _id: 1 }).lean<TripMemberDoc[]>();
      return docs.map(toMember);
    },

    async countMembers(tripId: number): Promise<number> {
      return TripMember.countDocuments({ tripId });
    },

    /** Every trip the traveller is a member of (not their own). */
    async membershipsOf(userId: string): Promise<TripMemberRecord[]> {
      const docs = await TripMember.find({ userId }).lean<TripMemberDoc[]>();
      return docs.map(toMember);
    },

    /** Makes `userId` a member; a member already there keeps their role and date (answered as stored). */
    async addMember(member: Omit<TripMemberRecord, 'joinedAt'>, now = new Date()): Promise<TripMemberRecord> {
      const _id = memberId(member.tripId, member.userId);
      const doc = await TripMember.findOneAndUpdate(
        { _id },
        { $setOnInsert: { ...member, _id, joinedAt: now } },
        { upsert: true, new: true },
      ).lean<TripMemberDoc>();
      return toMember(doc!);
    },

    async setRole(tripId: number, userId: string, role: TripMemberRole): Promise<TripMemberRecord | null> {
      const doc = await TripMember.findOneAndUpdate(
        { _id: memberId(tripId, userId) },
        { $set: { role } },
        { new: true },
      ).lean<TripMemberDoc>();
      return doc ? toMember(doc) : null;
    },

    /**
     * A member leaves or is removed: their price alerts on the trip go with them (alerts are each person's
     * own); their memories stay with the trip. True when there was such a member.
     */
    async removeMember(tripId: number, userId: string): Promise<boolean> {
      const { deletedCount } = await TripMember.deleteOne({ _id: memberId(tripId, userId) });
      const alerts = await PriceAlert.find({ tripId, userId }).select('_id').lean();
      if (alerts.length) {
        await PriceObservation.deleteMany({ alertId: { $in: alerts.map((alert) => alert._id) } });
        await PriceAlert.deleteMany({ tripId, userId });
      }
      return deletedCount > 0;
    },

    async createInvitation(invitation: NewInvitation, now = new Date()): Promise<TripInvitationRecord> {
      const id = await nextSequence(connection, 'trip_invitations');
      const created = await TripInvitation.create({ _id: id, createdAt: now, ...invitation });
      return toInvitation(created.toObject<TripInvitationDoc>());
    },

    /** A trip's invitations still good at `now`, oldest first. */
    async invitationsOf(tripId: number, now = new Date()): Promise<TripInvitationRecord[]> {
      const docs = await TripInvitation.find({ tripId, ...pending(now) })
        .sort({ createdAt: 1, _id: 1 })
        .lean<TripInvitationDoc[]>();
      return docs.map(toInvitation);
    },

    async countPending(tripId: number, now = new Date()): Promise<number> {
      return TripInvitation.countDocuments({ tripId, ...pending(now) });
    },

    async invitation(id: number): Promise<TripInvitationRecord | null> {
      const doc = await TripInvitation.findById(id).lean<TripInvitationDoc>();
      return doc ? toInvitation(doc) : null;
    },

    /** The email invitation of `email` to one trip, if there is one. */
    async emailInvitation(tripId: number, email: string): Promise<TripInvitationRecord | null> {
      const doc = await TripInvitation.findOne({ tripId, kind: 'email', email }).lean<TripInvitationDoc>();
      return doc ? toInvitation(doc) : null;
    },

    /** Every email invitation waiting for this address, oldest first. */
    async invitationsFor(email: string): Promise<TripInvitationRecord[]> {
      const docs = await TripInvitation.find({ kind: 'email', email })
        .sort({ createdAt: 1, _id: 1 })
        .lean<TripInvitationDoc[]>();
      return docs.map(toInvitation);
    },

    /** The link whose token hashes to `tokenHash`, expired or not (null once revoked). */
    async linkByTokenHash(tokenHash: string): Promise<TripInvitationRecord | null> {
      const doc = await TripInvitation.findOne({ kind: 'link', tokenHash }).lean<TripInvitationDoc>();
      return doc ? toInvitation(doc) : null;
    },

    /** True when there was such an invitation. */
    async deleteInvitation(id: number): Promise<boolean> {
      const { deletedCount } = await TripInvitation.deleteOne({ _id: id });
      return deletedCount > 0;
    },

    /** Names co-travellers see, by person (those the service has learned). */
    async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      if (!userIds.length) return new Map();
      const docs = await TripPerson.find({ _id: { $in: [...new Set(userIds)] } }).lean();
      return new Map(docs.map((doc) => [doc._id, doc.name]));
    },

    async rememberName(userId: string, name: string, now = new Date()): Promise<void> {
      await TripPerson.updateOne({ _id: userId }, { $set: { name, updatedAt: now } }, { upsert: true });
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
