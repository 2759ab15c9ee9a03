import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_SCOPE, type Caller } from '@byway/kit';
import { callSubgraph, callerFor, type GraphQLResult } from '@byway/kit/testing';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  OWNER_ONLY_MESSAGE,
  tooManyInvitationsMessage,
  tooManyMembersMessage,
  TRIP_MEMBER_LIMITS,
  VIEWER_CANNOT_EDIT_MESSAGE,
} from '@byway/contracts/rules';
import { createTripId, usePlanner, useTripsService, useUsersService } from './support/trips-service.js';

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'removed' | 'pending';
type Outcome = 'ok' | 'forbidden' | 'not found';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id } }`;
const INVITE = `mutation($t: Int!, $e: String!, $r: String!) { inviteTripMember(tripId: $t, email: $e, role: $r) { id role email expiresAt } }`;
const LINK = `mutation($t: Int!, $r: String!) { createTripInviteLink(tripId: $t, role: $r) { token invitation { id role expiresAt } } }`;
const JOIN = `mutation($token: String!) { joinTripByLink(token: $token) { id role ownerName } }`;
const RECEIVED = `{ myTripInvitations { id tripId tripTitle ownerName role } }`;
const ACCEPT = `mutation($i: Int!) { acceptTripInvitation(invitationId: $i) { id role ownerName } }`;
const MY_TRIPS = `{ myTrips { id role ownerName } }`;
const MEMBERS = `query($t: Int!) { tripMembers(tripId: $t) { userId name role invitedBy } }`;

/** One operation of the access matrix, as GraphQL sends it to the trips subgraph. */
const OPERATIONS: Record<string, { query: string; variables: (tripId: number) => Record<string, unknown> }> =
  {
    'read trip': { query: `query($t: Int!) { trip(id: $t) { id role } }`, variables: (t) => ({ t }) },
    'read plan': {
      query: `query($t: Int!) { trip(id: $t) { routeOptions { routeName stops { stopKey } } dayNotes { day } } }`,
      variables: (t) => ({ t }),
    },
    forecast: {
      query: `query($t: Int!) { trip(id: $t) { costForecast { total { total } } } }`,
      variables: (t) => ({ t }),
    },
    memories: { query: `query($t: Int!) { tripMemories(tripId: $t) { id } }`, variables: (t) => ({ t }) },
    'add memory': {
      query: `mutation($t: Int!) { addTripMemory(tripId: $t, input: { stopName: "Vail", memoryType: "note", content: "Snow" }) { id } }`,
      variables: (t) => ({ t }),
    },
    'hand edit': {
      query: `mutation($t: Int!) { setTripDayNote(tripId: $t, dayNumber: 1, note: "Leave early") { id } }`,
      variables: (t) => ({ t }),
    },
    regenerate: { query: `mutation($t: Int!) { regenerateTrip(id: $t) { id } }`, variables: (t) => ({ t }) },
    'choose route': {
      query: `mutation($t: Int!) { chooseTripRoute(id: $t, routeIndex: 0) { id } }`,
      variables: (t) => ({ t }),
    },
    share: {
      query: `mutation($t: Int!) { setTripVisibility(id: $t, isPublic: false) { id } }`,
      variables: (t) => ({ t }),
    },
    'manage members': {
      query: `query($t: Int!) { tripInvitations(tripId: $t) { id } }`,
      variables: (t) => ({ t }),
    },
    delete: { query: `mutation($t: Int!) { deleteTrip(id: $t) }`, variables: (t) => ({ t }) },
  };

const READ: Outcome[] = ['ok', 'ok', 'ok', 'not found', 'not found', 'not found'];
const EDIT: Outcome[] = ['ok', 'ok', 'forbidden', 'not found', 'not found', 'not found'];
const OWN: Outcome[] = ['ok', 'forbidden', 'forbidden', 'not found', 'not found', 'not found'];
/** Expected outcome for owner, editor, viewer, stranger, removed member and pending invitee. */
const MATRIX: [string, (Outcome | null)[]][] = [
  ['read trip', READ],
  ['read plan', READ],
  ['forecast', READ],
  ['memories', READ],
  ['add memory', READ],
  ['hand edit', EDIT],
  ['regenerate', EDIT],
  ['choose route', EDIT],
  ['share', OWN],
  ['manage members', OWN],
  // The owner's delete is its own test (the matrix's trip must stay): null leaves the cell out.
  ['delete', [null, 'forbidden', 'forbidden', 'not found', 'not found', 'not found']],
];
const WHO: Who[] = ['owner', 'editor', 'viewer', 'stranger', 'removed', 'pending'];

function outcomeOf(result: GraphQLResult<Record<string, unknown>>): Outcome {
  const error = result.errors?.[0];
  if (error?.extensions?.code === 'FORBIDDEN') return 'forbidden';
  if (error?.extensions?.code === 'NOT_FOUND') {
    expect(error.message).toBe('Trip not found');
    return 'not found';
  }
  expect(error).toBeUndefined();
  return Object.values(result.data ?? {})[0] === null ? 'not found' : 'ok';
}

describe('co-travellers (issue 22)', () => {
  const users = useUsersService();
  const planner = usePlanner();
  const trips = useTripsService({ planner, env: () => ({ USERS_URL: users.url }) });

  const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.test`;
  async function signUp(address: string, firstName: string, lastName: string): Promise<string> {
    const input = { email: address, password: 'correct horse battery staple', firstName, lastName };
    const result = await callSubgraph<{ signUp: { id: string } }>(
      users.url,
      SIGN_UP,
      { input },
      callerFor(null),
    );
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.id;
  }
  const call = <T = Record<string, unknown>>(
    userId: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => callSubgraph<T>(trips.url, query, variables, callerFor(userId));
  async function ok<T>(userId: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await call<T>(userId, query, variables);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  const newTrip = (userId: string) =>
    createTripId(
      trips.url,
      { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 },
      callerFor(userId),
    );

  const people = {} as Record<Who, string>;
  const emails = {} as Record<Who, string>;
  let tripId: number;

  beforeAll(async () => {
    const names: [Who, string, string][] = [
      ['owner', 'Ada', 'Lovelace'],
      ['editor', 'Grace', 'Hopper'],
      ['viewer', 'Vic', 'Lee'],
      ['stranger', 'Sam', 'Stone'],
      ['removed', 'Rita', 'Moss'],
      ['pending', 'Ivy', 'Park'],
    ];
    for (const [who, first, last] of names) {
      emails[who] = email(first.toLowerCase());
      people[who] = await signUp(emails[who], first, last);
    }
    tripId = await newTrip(people.owner);
    for (const who of ['editor', 'viewer', 'removed', 'pending'] as const) {
      const role = who === 'viewer' ? 'viewer' : 'editor';
      await ok(people.owner, INVITE, { t: tripId, e: emails[who].toUpperCase(), r: role });
    }
    for (const who of ['editor', 'viewer', 'removed'] as const) {
      const { myTripInvitations } = await ok<{ myTripInvitations: { id: number; tripId: number }[] }>(
        people[who],
        RECEIVED,
      );
      const invitation = myTripInvitations.find((candidate) => candidate.tripId === tripId)!;
      await ok(people[who], ACCEPT, { i: invitation.id });
    }
    await ok(people.owner, `mutation($t: Int!, $u: ID!) { removeTripMember(tripId: $t, userId: $u) }`, {
      t: tripId,
      u: people.removed,
    });
  });

  describe.each(MATRIX)('%s', (operation, expected) => {
    const cells = WHO.flatMap((who, index) => (expected[index] ? [[who, expected[index]] as const] : []));
    it.each(cells)('%s: %s', async (who, outcome) => {
      const { query, variables } = OPERATIONS[operation]!;
      expect(outcomeOf(await call(people[who], query, variables(tripId)))).toBe(outcome);
    });
  });

  it('tells a viewer and a member why they are refused, in plain words', async () => {
    const edit = await call(people.viewer, OPERATIONS['hand edit']!.query, { t: tripId });
    expect(edit.errors?.[0]?.message).toBe(VIEWER_CANNOT_EDIT_MESSAGE);
    const share = await call(people.editor, OPERATIONS.share!.query, { t: tripId });
    expect(share.errors?.[0]?.message).toBe(OWNER_ONLY_MESSAGE);
  });

  it("lists a shared trip in each member's trips with their role and the owner's name", async () => {
    const { myTrips } = await ok<{ myTrips: { id: number; role: string; ownerName: string }[] }>(
      people.editor,
      MY_TRIPS,
    );
    expect(myTrips.find((trip) => trip.id === tripId)).toEqual({
      id: tripId,
      role: 'editor',
      ownerName: 'Ada L.',
    });
    const owned = await ok<{ myTrips: { id: number; role: string }[] }>(people.owner, MY_TRIPS);
    expect(owned.myTrips.find((trip) => trip.id === tripId)?.role).toBe('owner');
    const stranger = await ok<{ myTrips: { id: number }[] }>(people.stranger, MY_TRIPS);
    expect(stranger.myTrips.map((trip) => trip.id)).not.toContain(tripId);
    const { tripMembers } = await ok<{ tripMembers: { userId: string; name: string; role: string }[] }>(
      people.viewer,
      MEMBERS,
      { t: tripId },
    );
    expect(tripMembers.map(({ name, role }) => [name, role])).toEqual([
      ['Grace H.', 'editor'],
      ['Vic L.', 'viewer'],
    ]);
  });

  it("shows every member's memories with their author", async () => {
    await ok(people.viewer, OPERATIONS['add memory']!.query, { t: tripId });
    const { tripMemories } = await ok<{ tripMemories: { authorId: string; authorName: string }[] }>(
      people.owner,
      `query($t: Int!) { tripMemories(tripId: $t) { authorId authorName } }`,
      { t: tripId },
    );
    expect(tripMemories).toContainEqual({ authorId: people.viewer, authorName: 'Vic L.' });
    expect(tripMemories).toContainEqual({ authorId: people.editor, authorName: 'Grace H.' });
  });

  it('answers tripAccess with the role, and null for anyone not on the trip', async () => {
    const access = async (who: Who) =>
      (
        await ok<{ tripAccess: { role: string } | null }>(
          people[who],
          `query($t: Int!) { tripAccess(tripId: $t) { role } }`,
          { t: tripId },
        )
      ).tripAccess?.role ?? null;
    expect(await Promise.all(WHO.map(access))).toEqual(['owner', 'editor', 'viewer', null, null, null]);
  });

  it('keeps an email invitation for an address with no account, and the new account accepts it', async () => {
    const later = email('pat');
    const invited = await ok<{ inviteTripMember: { id: number; role: string; expiresAt: null } }>(
      people.owner,
      INVITE,
      {
        t: tripId,
        e: later,
        r: 'viewer',
      },
    );
    expect(invited.inviteTripMember).toMatchObject({ role: 'viewer', expiresAt: null });
    const pat = await signUp(later, 'Pat', 'Kim');
    const { myTripInvitations } = await ok<{ myTripInvitations: unknown[] }>(pat, RECEIVED);
    expect(myTripInvitations).toEqual([
      {
        id: invited.inviteTripMember.id,
        tripId,
        tripTitle: 'Denver, CO to Moab, UT',
        ownerName: 'Ada L.',
        role: 'viewer',
      },
    ]);
    // Nobody else can answer it.
    const stolen = await call(people.stranger, ACCEPT, { i: invited.inviteTripMember.id });
    expect(stolen.errors?.[0]?.message).toBe(INVITATION_NOT_FOUND_MESSAGE);
    const accepted = await ok<{ acceptTripInvitation: unknown }>(pat, ACCEPT, {
      i: invited.inviteTripMember.id,
    });
    expect(accepted.acceptTripInvitation).toEqual({ id: tripId, role: 'viewer', ownerName: 'Ada L.' });
    expect((await ok<{ myTripInvitations: unknown[] }>(pat, RECEIVED)).myTripInvitations).toEqual([]);
    await ok(pat, `mutation($t: Int!) { leaveTrip(tripId: $t) }`, { t: tripId });
    expect(outcomeOf(await call(pat, OPERATIONS['read trip']!.query, { t: tripId }))).toBe('not found');
  });

  it('lets several people join by a link until it expires or is revoked', async () => {
    const { createTripInviteLink: link } = await ok<{
      createTripInviteLink: { token: string; invitation: { id: number; role: string; expiresAt: string } };
    }>(people.owner, LINK, { t: tripId, r: 'viewer' });
    const days = (Date.parse(link.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(TRIP_MEMBER_LIMITS.linkDays);
    const [first, second] = [
      await signUp(email('lin'), 'Lin', 'Ho'),
      await signUp(email('max'), 'Max', 'Ode'),
    ];
    for (const joiner of [first, second]) {
      const joined = await ok<{ joinTripByLink: unknown }>(joiner, JOIN, { token: link.token });
      expect(joined.joinTripByLink).toEqual({ id: tripId, role: 'viewer', ownerName: 'Ada L.' });
    }
    // A member who joins again keeps the role the owner gave them.
    expect(
      (await ok<{ joinTripByLink: { role: string } }>(people.editor, JOIN, { token: link.token }))
        .joinTripByLink.role,
    ).toBe('editor');
    await trips.connection
      .collection('trip_invitations')
      .updateOne({ _id: link.invitation.id as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await signUp(email('late'), 'Lou', 'Tate');
    expect((await call(late, JOIN, { token: link.token })).errors?.[0]?.message).toBe(
      INVITATION_EXPIRED_MESSAGE,
    );
    const fresh = await ok<{ createTripInviteLink: { token: string; invitation: { id: number } } }>(
      people.owner,
      LINK,
      {
        t: tripId,
        r: 'editor',
      },
    );
    await ok(people.owner, `mutation($i: Int!) { revokeTripInvitation(invitationId: $i) }`, {
      i: fresh.createTripInviteLink.invitation.id,
    });
    expect((await call(late, JOIN, { token: fresh.createTripInviteLink.token })).errors?.[0]?.message).toBe(
      INVITATION_NOT_FOUND_MESSAGE,
    );
    expect(outcomeOf(await call(late, OPERATIONS['read trip']!.query, { t: tripId }))).toBe('not found');
  });

  it('refuses invitations beyond the waiting and member limits, in plain words', async () => {
    const trip = await newTrip(people.owner);
    const [now, many] = [new Date(), (count: number) => Array.from({ length: count }, (_, index) => index)];
    const invite = async () =>
      (await call(people.owner, INVITE, { t: trip, e: email('one-more'), r: 'viewer' })).errors?.[0]?.message;
    await trips.connection.collection('trip_invitations').insertMany(
      many(TRIP_MEMBER_LIMITS.pendingInvitationsPerTrip).map((index) => ({
        ...{ _id: (900_000_000 + trip * 100 + index) as never, tripId: trip, kind: 'email', role: 'viewer' },
        ...{
          email: `waiting${index}@example.test`,
          invitedBy: people.owner,
          createdAt: now,
          expiresAt: null,
        },
      })),
    );
    expect(await invite()).toBe(tooManyInvitationsMessage());
    await trips.connection.collection('trip_members').insertMany(
      many(TRIP_MEMBER_LIMITS.membersPerTrip).map((index) => ({
        ...{ _id: `${trip}:member-${index}` as never, tripId: trip, userId: `member-${index}` },
        ...{ role: 'viewer', invitedBy: people.owner, joinedAt: now },
      })),
    );
    expect(await invite()).toBe(tooManyMembersMessage());
  });

  it('deletes a trip for every member when its owner deletes it, or deletes their account', async () => {
    const deleter = (userId: string): Caller => callerFor(userId, { scopes: [ACCOUNT_DELETE_SCOPE] });
    const ownerId = await signUp(email('olga'), 'Olga', 'Berg');
    const first = await newTrip(ownerId);
    const second = await newTrip(ownerId);
    for (const trip of [first, second]) {
      await ok(ownerId, INVITE, { t: trip, e: emails.editor, r: 'editor' });
      const { myTripInvitations } = await ok<{ myTripInvitations: { id: number; tripId: number }[] }>(
        people.editor,
        RECEIVED,
      );
      await ok(people.editor, ACCEPT, {
        i: myTripInvitations.find((invitation) => invitation.tripId === trip)!.id,
      });
    }
    await ok(ownerId, OPERATIONS.delete!.query, { t: first });
    expect(outcomeOf(await call(people.editor, OPERATIONS['read trip']!.query, { t: first }))).toBe(
      'not found',
    );
    const deleted = await callSubgraph(
      trips.url,
      `mutation { deleteTripsAccountData }`,
      {},
      deleter(ownerId),
    );
    expect(deleted.errors).toBeUndefined();
    const listed = await ok<{ myTrips: { id: number }[] }>(people.editor, MY_TRIPS);
    expect(listed.myTrips.map((trip) => trip.id)).not.toContain(second);
    expect(await trips.connection.collection('trip_members').countDocuments({ tripId: second })).toBe(0);
  });

  it("ends a deleted account's memberships and the invitations waiting for its email", async () => {
    const leaverEmail = email('leo');
    const leaver = await signUp(leaverEmail, 'Leo', 'Vance');
    const trip = await newTrip(people.owner);
    await ok(people.owner, INVITE, { t: trip, e: leaverEmail, r: 'editor' });
    await ok(people.owner, INVITE, { t: tripId, e: leaverEmail, r: 'viewer' });
    const { myTripInvitations } = await ok<{ myTripInvitations: { id: number; tripId: number }[] }>(
      leaver,
      RECEIVED,
    );
    await ok(leaver, ACCEPT, { i: myTripInvitations.find((invitation) => invitation.tripId === trip)!.id });
    const exported = await callSubgraph<{
      tripsAccountExport: { tripMemberships: { tripId: number; role: string }[] };
    }>(trips.url, `{ tripsAccountExport }`, {}, callerFor(leaver, { scopes: ['account:export'] }));
    expect(exported.data?.tripsAccountExport.tripMemberships).toMatchObject([
      { tripId: trip, role: 'editor' },
    ]);
    await callSubgraph(
      trips.url,
      `mutation { deleteTripsAccountData }`,
      {},
      callerFor(leaver, { scopes: [ACCOUNT_DELETE_SCOPE] }),
    );
    const { tripMembers } = await ok<{ tripMembers: { userId: string }[] }>(people.owner, MEMBERS, {
      t: trip,
    });
    expect(tripMembers).toEqual([]);
    const { tripInvitations } = await ok<{ tripInvitations: { email: string | null }[] }>(
      people.owner,
      `query($t: Int!) { tripInvitations(tripId: $t) { email } }`,
      { t: tripId },
    );
    expect(tripInvitations.map((invitation) => invitation.email)).not.toContain(leaverEmail);
  });
});
