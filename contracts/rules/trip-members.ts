import { z } from 'zod';

/**
 * Co-travellers (issue 22): a trip's owner invites people by their account's email or with a link, as an
 * editor (changes the plan) or a viewer (reads it; adds their own memories). The trips service (GraphQL)
 * and the REST adapter parse the same inputs with these schemas and refuse with the same words.
 */

/** What a member may do: an editor changes the plan, a viewer reads it. The owner is not a member. */
export const TRIP_MEMBER_ROLES = ['editor', 'viewer'] as const;
export type TripMemberRole = (typeof TRIP_MEMBER_ROLES)[number];

/** The caller's relation to a trip: its owner, or a member's role. */
export type TripRole = 'owner' | TripMemberRole;

export const TRIP_MEMBER_ROLE_LABELS: Record<TripMemberRole, string> = {
  editor: 'Can edit',
  viewer: 'Can view',
};

export const TRIP_MEMBER_LIMITS = {
  /** Members of one trip besides its owner. */
  membersPerTrip: 20,
  /** Invitations waiting on one trip (by email, and links not yet expired). */
  pendingInvitationsPerTrip: 50,
  /** How long an invitation link works. */
  linkDays: 14,
  /** An email address, as the users service accepts one. */
  email: 254,
  /** A link's token as the trips service makes one (base64url of 32 bytes is 43); anything longer is not one. */
  token: 100,
} as const;

export const tooManyMembersMessage = () =>
  `A trip can have at most ${TRIP_MEMBER_LIMITS.membersPerTrip} co-travellers besides its owner`;
export const tooManyInvitationsMessage = () =>
  `A trip can have at most ${TRIP_MEMBER_LIMITS.pendingInvitationsPerTrip} invitations waiting: revoke some first`;
export const OWN_TRIP_INVITE_MESSAGE = 'You own this trip: invite someone else';
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation link has expired: ask the trip’s owner for a new one';
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';
/** A member asked for something only the owner does (sharing, members, deleting the trip). */
export const OWNER_ONLY_MESSAGE = 'Only the trip’s owner can do that';
/** A viewer asked to change the plan. */
export const VIEWER_CANNOT_EDIT_MESSAGE =
  'You can view this trip but not change it: ask its owner to make you an editor';
/** The owner asked to leave their own trip. */
export const OWNER_CANNOT_LEAVE_MESSAGE = 'The owner cannot leave their own trip';

const ROLE_MESSAGE = `Role must be ${TRIP_MEMBER_ROLES.join(' or ')}`;
export const tripMemberRoleSchema = z.enum(TRIP_MEMBER_ROLES, { error: ROLE_MESSAGE });

/** An account's email, compared in lower case. */
export const inviteeEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(TRIP_MEMBER_LIMITS.email, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** `inviteTripMember`: who, by their account's email, and as what. */
export const inviteByEmailInputSchema = z.object({ email: inviteeEmailSchema, role: tripMemberRoleSchema });
export type InviteByEmailInput = z.input<typeof inviteByEmailInputSchema>;

/** `createTripInviteLink`: the role everyone joining through the link gets. */
export const inviteLinkInputSchema = z.object({ role: tripMemberRoleSchema });
export type InviteLinkInput = z.input<typeof inviteLinkInputSchema>;

/** `setTripMemberRole`: the member's new role. */
export const memberRoleInputSchema = z.object({ role: tripMemberRoleSchema });
export type MemberRoleInput = z.input<typeof memberRoleInputSchema>;

/** A link's token as the owner got it. */
export const inviteTokenSchema = z
  .string({ error: 'Invitation token is required' })
  .trim()
  .min(1, 'Invitation token is required')
  .max(TRIP_MEMBER_LIMITS.token, INVITATION_NOT_FOUND_MESSAGE);

/** 'Ada L.': how co-travellers see a person (first name and initial, as the community's lists do). */
export function travellerDisplayName(firstName: string | null | undefined, lastName?: string | null): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0);
  if (!first) return 'A traveller';
  return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, 200);
}
