import mongoose from 'mongoose';
import { TRIP_MEMBER_LIMITS, TRIP_MEMBER_ROLES, type TripMemberRole } from '@byway/contracts/rules';

/**
 * Co-travellers (issue 22). A trip's owner stays the trip's `userId`; everyone else who may open it is a
 * member here. `_id` is `tripId:userId`, so a person is a member of a trip once, whatever the retries.
 */
export interface TripMemberDoc {
  _id: string;
  tripId: number;
  userId: string;
  role: TripMemberRole;
  /** Who invited them (the owner). */
  invitedBy: string;
  joinedAt: Date;
}

export const tripMemberSchema = new mongoose.Schema<TripMemberDoc>(
  {
    _id: { type: String, required: true, maxlength: 600 },
    tripId: { type: Number, required: true },
    userId: { type: String, required: true, maxlength: 255 },
    role: { type: String, required: true, enum: TRIP_MEMBER_ROLES },
    invitedBy: { type: String, required: true, maxlength: 255 },
    joinedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
tripMemberSchema.index({ tripId: 1, joinedAt: 1 });
// The traveller's trip list, data export and account deletion find memberships by `userId`.
tripMemberSchema.index({ userId: 1 });

/**
 * An invitation waiting on a trip: by email (the invitee's account email, lower case; it waits for an
 * account that does not exist yet) or by link (only the token's SHA-256 is kept; links expire).
 */
export interface TripInvitationDoc {
  _id: number;
  tripId: number;
  kind: 'email' | 'link';
  email?: string | null;
  tokenHash?: string | null;
  role: TripMemberRole;
  invitedBy: string;
  createdAt: Date;
  /** Links only: when it stops working. */
  expiresAt?: Date | null;
}

export const tripInvitationSchema = new mongoose.Schema<TripInvitationDoc>(
  {
    _id: { type: Number, required: true },
    tripId: { type: Number, required: true },
    kind: { type: String, required: true, enum: ['email', 'link'] },
    email: { type: String, default: null, maxlength: TRIP_MEMBER_LIMITS.email },
    tokenHash: { type: String, default: null, maxlength: 64 },
    role: { type: String, required: true, enum: TRIP_MEMBER_ROLES },
    invitedBy: { type: String, required: true, maxlength: 255 },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
  },
  { versionKey: false },
);
tripInvitationSchema.index({ tripId: 1, createdAt: 1 });
tripInvitationSchema.index({ email: 1 });
tripInvitationSchema.index({ tokenHash: 1 });
tripInvitationSchema.index({ invitedBy: 1 });

/**
 * How co-travellers see a person ('Ada L.'), learned from the users service whenever they invite or join:
 * the trips service shows owners and members by it without reaching the users service on every list.
 */
export interface TripPersonDoc {
  _id: string;
  name: string;
  updatedAt: Date;
}

export const tripPersonSchema = new mongoose.Schema<TripPersonDoc>(
  {
    _id: { type: String, required: true, maxlength: 255 },
    name: { type: String, required: true, maxlength: 200 },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
