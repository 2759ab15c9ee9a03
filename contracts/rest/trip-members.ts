import { z } from 'zod';
import {
  inviteByEmailInputSchema,
  inviteLinkInputSchema,
  inviteTokenSchema,
  memberRoleInputSchema,
  TRIP_MEMBER_ROLES,
} from '../rules/index.js';

/**
 * Co-travellers (issue 22): a trip's members and invitations under `/api/trips/{id}/members` and
 * `/invitations`, the invitee's side under `/api/trip-invitations` and `/api/trip-invite-links`. The
 * requests are the rules' own schemas (contracts/rules/trip-members.ts), as the GraphQL mutations parse them.
 */

/** A member in a path: their user id as `GET /api/trips/{id}/members` answers it. */
export const memberUserIdParamSchema = z
  .string({ error: 'User id is required' })
  .trim()
  .min(1, 'User id is required')
  .max(255, 'Member not found');

/** An invitation in a path: a whole number. */
export const invitationIdParamSchema = z.coerce
  .number({ error: 'Invitation id must be a whole number' })
  .int('Invitation id must be a whole number')
  .positive('Invitation id must be a whole number');

export const inviteTripMemberRequestSchema = inviteByEmailInputSchema;
export const createTripInviteLinkRequestSchema = inviteLinkInputSchema;
export const tripMemberRoleRequestSchema = memberRoleInputSchema;
/** The link's token travels in the body, never in a URL that access logs keep. */
export const tripInviteTokenRequestSchema = z.object({ token: inviteTokenSchema });

const memberRoleSchema = z.enum(TRIP_MEMBER_ROLES);

export const tripMemberSchema = z.object({
  tripId: z.number().int(),
  userId: z.string(),
  /** 'Ada L.'; null when not learned. */
  name: z.string().nullable(),
  role: memberRoleSchema,
  joinedAt: z.string(),
  invitedBy: z.string(),
});
export type TripMember = z.infer<typeof tripMemberSchema>;
export const tripMemberListResponseSchema = z.array(tripMemberSchema);

export const tripInvitationSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  kind: z.enum(['email', 'link']),
  /** The invitee's email, lower case; null for a link. */
  email: z.string().nullable(),
  role: memberRoleSchema,
  createdAt: z.string(),
  /** When a link stops working; null for an email invitation, which waits. */
  expiresAt: z.string().nullable(),
});
export type TripInvitation = z.infer<typeof tripInvitationSchema>;
export const tripInvitationListResponseSchema = z.array(tripInvitationSchema);

/** A new link: its token is shown this once. */
export const createdTripInviteLinkResponseSchema = z.object({
  token: z.string(),
  invitation: tripInvitationSchema,
});
export type CreatedTripInviteLinkResponse = z.infer<typeof createdTripInviteLinkResponseSchema>;

/** An invitation to the caller's account email. */
export const receivedTripInvitationSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  tripTitle: z.string(),
  ownerName: z.string().nullable(),
  role: memberRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type ReceivedTripInvitation = z.infer<typeof receivedTripInvitationSchema>;
export const receivedTripInvitationListResponseSchema = z.array(receivedTripInvitationSchema);

/** What a link invites to, before joining. */
export const tripInviteLinkPreviewSchema = z.object({
  tripId: z.number().int(),
  tripTitle: z.string(),
  ownerName: z.string().nullable(),
  role: memberRoleSchema,
  expiresAt: z.string().nullable(),
});
export type TripInviteLinkPreview = z.infer<typeof tripInviteLinkPreviewSchema>;
