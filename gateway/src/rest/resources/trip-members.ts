import {
  invitationIdParamSchema,
  memberUserIdParamSchema,
  type CreatedTripInviteLinkResponse,
  type ReceivedTripInvitation,
  type Trip,
  type TripInvitation,
  type TripInviteLinkPreview,
  type TripMember,
} from '@byway/contracts/rest';
import { TRIP_MEMBER_LIMITS } from '@byway/contracts/rules';
import { graphqlRoute, idFromPath, json, ok, TRIP_404, type RestRoute } from '../route-table.js';
import { TRIP_SUMMARY_FIELDS } from './fields.js';
import { tripId } from './trips.js';

/**
 * Co-travellers (issue 22): a trip's members and invitations, the invitee's answers and the owner's
 * 'Delete trip'. Each route runs the trips mutation or query of the same story, so REST and GraphQL refuse
 * alike: 404 'Trip not found' for anyone not on the trip, 403 with the reason for a member whose role may
 * not (a viewer changing the plan; anyone but the owner sharing, managing members or deleting).
 */

const MEMBER_FIELDS = 'tripId userId name role joinedAt invitedBy';
const INVITATION_FIELDS = 'id tripId kind email role createdAt expiresAt';
const RECEIVED_FIELDS = 'id tripId tripTitle ownerName role createdAt expiresAt';

const OWNER_ONLY = {
  status: 403,
  when: "'Only the trip’s owner can do that': the caller is a member, not the owner.",
};
const INVITATION_404 = {
  status: 404,
  when: "'Invitation not found': missing, revoked, answered, or addressed to another account.",
};
const LINK_404 = {
  status: 404,
  when: "'Invitation not found' once the link is revoked; the expired message once its 14 days are over.",
};
const LIMITS = {
  status: 400,
  when:
    `At most ${TRIP_MEMBER_LIMITS.membersPerTrip} co-travellers and ` +
    `${TRIP_MEMBER_LIMITS.pendingInvitationsPerTrip} waiting invitations a trip, said in plain words.`,
};
const member = {
  ...tripId,
  userId: {
    schema: memberUserIdParamSchema,
    description: "The member's `userId`, as the members list answers it.",
  },
};
const invitation = {
  invitationId: { schema: invitationIdParamSchema, description: 'The invitation, a whole number.' },
};
const invitationVariables = ({ params }: { params: { invitationId: number } }) => ({
  i: params.invitationId,
});

/** The trip's people: members and invitations, owner's side. */
const MEMBER_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listTripMembers',
    method: 'get',
    path: '/api/trips/{id}/members',
    tag: 'Co-travellers',
    summary: "A trip's co-travellers (its owner is the trip's userId and ownerName)",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripMembers', 'The members, longest-standing first.')],
    errors: [TRIP_404],
    graphql: `query RestTripMembersQuery($id: Int!) { tripMembers(tripId: $id) { ${MEMBER_FIELDS} } }`,
    variables: idFromPath,
    answer: (data: { tripMembers: TripMember[] }) => data.tripMembers,
  }),
  graphqlRoute({
    id: 'setTripMemberRole',
    method: 'patch',
    path: '/api/trips/{id}/members/{userId}',
    tag: 'Co-travellers',
    summary: "Change a member's role (owner only)",
    description: 'An editor changes the plan; a viewer reads it and adds their own memories.',
    auth: 'signed-in',
    pathParams: member,
    body: json('TripMemberRoleRequest'),
    answers: [ok('TripMember', 'The member with the new role.')],
    errors: [TRIP_404, OWNER_ONLY, { status: 404, when: "'Member not found': not a member of this trip." }],
    graphql: `mutation RestSetTripMemberRoleMutation($id: Int!, $userId: ID!, $role: String!) {
  setTripMemberRole(tripId: $id, userId: $userId, role: $role) { ${MEMBER_FIELDS} }
}`,
    variables: ({ params, body }) => ({ id: params.id, userId: params.userId, role: body.role }),
    answer: (data: { setTripMemberRole: TripMember }) => data.setTripMemberRole,
  }),
  graphqlRoute({
    id: 'removeTripMember',
    method: 'delete',
    path: '/api/trips/{id}/members/{userId}',
    tag: 'Co-travellers',
    summary: 'Remove a member (owner only): they lose the trip at once',
    auth: 'signed-in',
    pathParams: member,
    answers: [{ status: 204, description: 'Removed.', empty: true }],
    errors: [TRIP_404, OWNER_ONLY, { status: 404, when: "'Member not found': not a member of this trip." }],
    graphql: `mutation RestRemoveTripMemberMutation($id: Int!, $userId: ID!) {
  removeTripMember(tripId: $id, userId: $userId)
}`,
    variables: ({ params }) => ({ id: params.id, userId: params.userId }),
    answer: () => undefined,
  }),
  graphqlRoute({
    id: 'leaveTrip',
    method: 'post',
    path: '/api/trips/{id}/leave',
    tag: 'Co-travellers',
    summary: 'Leave a trip shared with you',
    description: 'Your price alerts on it go; your memories stay with the trip. 400 for its owner.',
    auth: 'signed-in',
    pathParams: tripId,
    answers: [{ status: 204, description: 'Left.', empty: true }],
    errors: [TRIP_404],
    graphql: `mutation RestLeaveTripMutation($id: Int!) { leaveTrip(tripId: $id) }`,
    variables: idFromPath,
    answer: () => undefined,
  }),
  graphqlRoute({
    id: 'deleteTrip',
    method: 'delete',
    path: '/api/trips/{id}',
    tag: 'Trips',
    summary: 'Delete a trip (owner only), for every member too',
    description: "The plan, stops, every member's memories and price alerts, the members and invitations go.",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [{ status: 204, description: 'Deleted.', empty: true }],
    errors: [TRIP_404, OWNER_ONLY],
    graphql: `mutation RestDeleteTripMutation($id: Int!) { deleteTrip(id: $id) }`,
    variables: idFromPath,
    answer: () => undefined,
  }),
  graphqlRoute({
    id: 'listTripInvitations',
    method: 'get',
    path: '/api/trips/{id}/invitations',
    tag: 'Co-travellers',
    summary: 'The invitations waiting on a trip (owner only)',
    description: 'Email invitations, and links not yet expired (their tokens are never shown again).',
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripInvitations', 'The invitations, oldest first.')],
    errors: [TRIP_404, OWNER_ONLY],
    graphql: `query RestTripInvitationsQuery($id: Int!) { tripInvitations(tripId: $id) { ${INVITATION_FIELDS} } }`,
    variables: idFromPath,
    answer: (data: { tripInvitations: TripInvitation[] }) => data.tripInvitations,
  }),
  graphqlRoute({
    id: 'inviteTripMember',
    method: 'post',
    path: '/api/trips/{id}/invitations',
    tag: 'Co-travellers',
    summary: 'Invite someone by their account email (owner only)',
    description:
      'The address may have no account yet: the invitation waits, and the account made with it sees the ' +
      'invitation (`GET /api/trip-invitations`). Inviting the same email again changes its role.',
    auth: 'signed-in',
    pathParams: tripId,
    body: json('InviteTripMemberRequest'),
    answers: [ok('TripInvitation', 'The invitation.', 201)],
    errors: [TRIP_404, OWNER_ONLY, LIMITS],
    graphql: `mutation RestInviteTripMemberMutation($id: Int!, $email: String!, $role: String!) {
  inviteTripMember(tripId: $id, email: $email, role: $role) { ${INVITATION_FIELDS} }
}`,
    variables: ({ params, body }) => ({ id: params.id, email: body.email, role: body.role }),
    answer: (data: { inviteTripMember: TripInvitation }) => data.inviteTripMember,
  }),
  graphqlRoute({
    id: 'createTripInviteLink',
    method: 'post',
    path: '/api/trips/{id}/invite-links',
    tag: 'Co-travellers',
    summary: 'Make an invitation link (owner only)',
    description:
      `Anyone signed in who has the token joins as \`role\` for ${TRIP_MEMBER_LIMITS.linkDays} days, until ` +
      'revoked. The token is in this answer only.',
    auth: 'signed-in',
    pathParams: tripId,
    body: json('CreateTripInviteLinkRequest'),
    answers: [ok('CreatedTripInviteLink', 'The token and the invitation.', 201)],
    errors: [TRIP_404, OWNER_ONLY, LIMITS],
    graphql: `mutation RestCreateTripInviteLinkMutation($id: Int!, $role: String!) {
  createTripInviteLink(tripId: $id, role: $role) { token invitation { ${INVITATION_FIELDS} } }
}`,
    variables: ({ params, body }) => ({ id: params.id, role: body.role }),
    answer: (data: { createTripInviteLink: CreatedTripInviteLinkResponse }) => data.createTripInviteLink,
  }),
];

/** The invitee's side: invitations to their account, links. */
const INVITEE_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listMyTripInvitations',
    method: 'get',
    path: '/api/trip-invitations',
    tag: 'Co-travellers',
    summary: "The invitations waiting for the traveller's account email",
    auth: 'signed-in',
    answers: [ok('ReceivedTripInvitations', 'The invitations, oldest first.')],
    graphql: `query RestMyTripInvitationsQuery { myTripInvitations { ${RECEIVED_FIELDS} } }`,
    answer: (data: { myTripInvitations: ReceivedTripInvitation[] }) => data.myTripInvitations,
  }),
  graphqlRoute({
    id: 'acceptTripInvitation',
    method: 'post',
    path: '/api/trip-invitations/{invitationId}/accept',
    tag: 'Co-travellers',
    summary: 'Accept an invitation: the trip joins your lists with its role',
    auth: 'signed-in',
    pathParams: invitation,
    answers: [ok('Trip', 'The trip as your list shows it, with your role.')],
    errors: [INVITATION_404, LIMITS],
    graphql: `mutation RestAcceptTripInvitationMutation($i: Int!) {
  acceptTripInvitation(invitationId: $i) { ${TRIP_SUMMARY_FIELDS} }
}`,
    variables: invitationVariables,
    answer: (data: { acceptTripInvitation: Trip }) => data.acceptTripInvitation,
  }),
  graphqlRoute({
    id: 'declineTripInvitation',
    method: 'post',
    path: '/api/trip-invitations/{invitationId}/decline',
    tag: 'Co-travellers',
    summary: 'Decline an invitation',
    auth: 'signed-in',
    pathParams: invitation,
    answers: [{ status: 204, description: 'Declined.', empty: true }],
    errors: [INVITATION_404],
    graphql: `mutation RestDeclineTripInvitationMutation($i: Int!) { declineTripInvitation(invitationId: $i) }`,
    variables: invitationVariables,
    answer: () => undefined,
  }),
  graphqlRoute({
    id: 'revokeTripInvitation',
    method: 'delete',
    path: '/api/trip-invitations/{invitationId}',
    tag: 'Co-travellers',
    summary: 'Revoke an invitation (owner only): a link stops working at once',
    auth: 'signed-in',
    pathParams: invitation,
    answers: [{ status: 204, description: 'Revoked.', empty: true }],
    errors: [
      { status: 404, when: "'Invitation not found': missing, answered, or not on the caller's trip." },
    ],
    graphql: `mutation RestRevokeTripInvitationMutation($i: Int!) { revokeTripInvitation(invitationId: $i) }`,
    variables: invitationVariables,
    answer: () => undefined,
  }),
  graphqlRoute({
    id: 'previewTripInviteLink',
    method: 'post',
    path: '/api/trip-invite-links/preview',
    tag: 'Co-travellers',
    summary: 'What an invitation link invites to, before joining',
    description: 'The token travels in the body, not the URL, so access logs never keep it.',
    auth: 'signed-in',
    body: json('TripInviteTokenRequest'),
    answers: [ok('TripInviteLinkPreview', "The trip's title, its owner and the role.")],
    errors: [LINK_404],
    graphql: `query RestTripInviteLinkQuery($token: String!) {
  tripInviteLink(token: $token) { tripId tripTitle ownerName role expiresAt }
}`,
    variables: ({ body }) => ({ token: body.token }),
    answer: (data: { tripInviteLink: TripInviteLinkPreview }) => data.tripInviteLink,
  }),
  graphqlRoute({
    id: 'joinTripByLink',
    method: 'post',
    path: '/api/trip-invite-links/join',
    tag: 'Co-travellers',
    summary: 'Join a trip through an invitation link',
    description: 'A member already on the trip keeps their role.',
    auth: 'signed-in',
    body: json('TripInviteTokenRequest'),
    answers: [ok('Trip', 'The trip as your list shows it, with your role.')],
    errors: [LINK_404, LIMITS],
    graphql: `mutation RestJoinTripByLinkMutation($token: String!) {
  joinTripByLink(token: $token) { ${TRIP_SUMMARY_FIELDS} }
}`,
    variables: ({ body }) => ({ token: body.token }),
    answer: (data: { joinTripByLink: Trip }) => data.joinTripByLink,
  }),
];

export const TRIP_MEMBER_ROUTES: RestRoute[] = [...MEMBER_ROUTES, ...INVITEE_ROUTES];
