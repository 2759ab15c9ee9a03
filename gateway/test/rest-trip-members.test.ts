import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountExportSchema,
  createdTripInviteLinkResponseSchema,
  receivedTripInvitationListResponseSchema,
  tripListResponseSchema,
  tripMemoryListResponseSchema,
  tripMemberListResponseSchema,
  tripSchema,
} from '@byway/contracts/rest';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  OWNER_ONLY_MESSAGE,
  VIEWER_CANNOT_EDIT_MESSAGE,
} from '@byway/contracts/rules';
import type { Browser } from './support/browser.js';
import { graphql } from './support/graphql.js';
import { PASSWORD, signUp, uniqueEmail } from './support/platform.js';
import { createTrip, platformSuite } from './support/platform-suite.js';

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'removed' | 'pending';
const WHO: Who[] = ['owner', 'editor', 'viewer', 'stranger', 'removed', 'pending'];

interface Request {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
}

/** Each row: the request on the trip, and the status for owner, editor, viewer, stranger, removed, pending. */
const READ = [200, 200, 200, 404, 404, 404];
const MATRIX: [string, Request, (number | null)[]][] = [
  ['read trip and plan', { path: '' }, READ],
  ['export', { path: '/export.gpx' }, READ],
  ['forecast', { path: '/cost-forecast' }, READ],
  ['memories', { path: '/memories' }, READ],
  ['members', { path: '/members' }, READ],
  [
    'add memory',
    { method: 'POST', path: '/memories', json: { stopName: 'Vail', memoryType: 'note', content: 'Snow' } },
    [201, 201, 201, 404, 404, 404],
  ],
  [
    'hand edit',
    { method: 'PATCH', path: '/days/1/note', json: { note: 'Leave early' } },
    [200, 200, 403, 404, 404, 404],
  ],
  ['regenerate', { method: 'POST', path: '/regenerate', json: {} }, [200, 200, 403, 404, 404, 404]],
  ['manage members', { path: '/invitations' }, [200, 403, 403, 404, 404, 404]],
  // The owner's delete is its own test (the matrix's trip must stay): null leaves the cell out.
  ['delete', { method: 'DELETE', path: '' }, [null, 403, 403, 404, 404, 404]],
];

describe('REST adapter: co-travellers (issue 22)', () => {
  // All subgraphs: deleting an account asks every service that keeps traveller data.
  const { platform, ada, grace } = platformSuite({ allSubgraphs: true });
  const browsers = {} as Record<Who, Browser>;
  const emails = {} as Record<Who, string>;
  let tripId: number;

  const api = (who: Browser, path: string, init: { method?: string; json?: unknown } = {}) =>
    platform.api(who, path, init);
  const onTrip = (who: Browser, request: Request, id = tripId) =>
    api(who, `/api/trips/${id}${request.path}`, {
      method: request.method ?? 'GET',
      ...(request.json === undefined ? {} : { json: request.json }),
    });
  async function received(who: Browser) {
    const response = await api(who, '/api/trip-invitations');
    expect(response.status).toBe(200);
    return receivedTripInvitationListResponseSchema.parse(await response.json());
  }
  async function invite(owner: Browser, id: number, email: string, role: 'editor' | 'viewer') {
    const response = await api(owner, `/api/trips/${id}/invitations`, {
      method: 'POST',
      json: { email, role },
    });
    expect(response.status).toBe(201);
  }
  async function accept(who: Browser, id: number) {
    const invitation = (await received(who)).find((candidate) => candidate.tripId === id)!;
    const response = await api(who, `/api/trip-invitations/${invitation.id}/accept`, { method: 'POST' });
    expect(response.status).toBe(200);
    return tripSchema.parse(await response.json());
  }
  async function newTraveller(who: Who) {
    const browser = platform.browser();
    emails[who] = uniqueEmail(who);
    await signUp(platform, browser, emails[who]);
    browsers[who] = browser;
  }

  beforeAll(async () => {
    browsers.owner = ada;
    browsers.editor = grace;
    for (const who of ['viewer', 'stranger', 'removed', 'pending'] as const) await newTraveller(who);
    emails.editor = ((await (await api(grace, '/api/auth/user')).json()) as { email: string }).email;
    tripId = (
      await createTrip(platform, ada, { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 })
    ).id;
    for (const who of ['editor', 'viewer', 'removed', 'pending'] as const) {
      await invite(ada, tripId, emails[who], who === 'viewer' ? 'viewer' : 'editor');
    }
    for (const who of ['editor', 'viewer', 'removed'] as const) await accept(browsers[who], tripId);
    const { id: removedId } = (await (await api(browsers.removed, '/api/auth/user')).json()) as {
      id: string;
    };
    const members = tripMemberListResponseSchema.parse(
      await (await onTrip(ada, { path: '/members' })).json(),
    );
    expect(members.map((member) => member.userId)).toContain(removedId);
    expect((await onTrip(ada, { method: 'DELETE', path: `/members/${removedId}` })).status).toBe(204);
  });

  describe.each(MATRIX)('%s', (_operation, request, expected) => {
    const cells = WHO.flatMap((who, index) => (expected[index] ? [[who, expected[index]] as const] : []));
    it.each(cells)('%s: %i', async (who, status) => {
      const response = await onTrip(browsers[who], request);
      expect(response.status).toBe(status);
      if (status === 404) expect(await response.json()).toEqual({ message: 'Trip not found' });
    });
  });

  it('refuses a viewer an edit and a member the owner’s actions with the reason', async () => {
    const edit = await onTrip(browsers.viewer, {
      method: 'PATCH',
      path: '/days/1/note',
      json: { note: 'x' },
    });
    expect(await edit.json()).toEqual({ message: VIEWER_CANNOT_EDIT_MESSAGE });
    const share = await graphql(
      platform,
      grace,
      'mutation($id: Int!) { setTripVisibility(id: $id, isPublic: true) { id } }',
      {
        id: tripId,
      },
    );
    expect(share.body.errors?.[0]?.message).toBe(OWNER_ONLY_MESSAGE);
    const stranger = await graphql(
      platform,
      browsers.stranger,
      'mutation($id: Int!) { setTripVisibility(id: $id, isPublic: true) { id } }',
      { id: tripId },
    );
    expect(stranger.body.errors?.[0]?.message).toBe('Trip not found');
  });

  it("lists the shared trip in GET /api/trips with the member's role and the owner's name", async () => {
    const listed = tripListResponseSchema.parse(await (await api(browsers.viewer, '/api/trips')).json());
    expect(listed.find((trip) => trip.id === tripId)).toMatchObject({ role: 'viewer', ownerName: 'Ada L.' });
    const own = tripListResponseSchema.parse(await (await api(ada, '/api/trips')).json());
    expect(own.find((trip) => trip.id === tripId)?.role).toBe('owner');
    const strangers = tripListResponseSchema.parse(await (await api(browsers.stranger, '/api/trips')).json());
    expect(strangers.map((trip) => trip.id)).not.toContain(tripId);
  });

  it("answers every member's memories with their author", async () => {
    const saved = await onTrip(browsers.viewer, {
      method: 'POST',
      path: '/memories',
      json: { stopName: 'Arches', memoryType: 'note', content: 'Sunset' },
    });
    expect(saved.status).toBe(201);
    const { id: viewerId } = (await (await api(browsers.viewer, '/api/auth/user')).json()) as { id: string };
    const memories = tripMemoryListResponseSchema.parse(
      await (await onTrip(ada, { path: '/memories' })).json(),
    );
    expect(memories.find((memory) => memory.content === 'Sunset')).toMatchObject({
      authorId: viewerId,
      authorName: 'Ada L.',
    });
  });

  it("exports the trips shared with a member, and each owned trip's members", async () => {
    const mine = accountExportSchema.parse(await (await api(browsers.viewer, '/api/account/export')).json());
    expect(mine.tripMemberships).toContainEqual(expect.objectContaining({ tripId, role: 'viewer' }));
    const owners = accountExportSchema.parse(await (await api(ada, '/api/account/export')).json());
    const exported = owners.trips.find((trip) => trip.id === tripId) as { members?: { role: string }[] };
    expect(exported.members?.map((member) => member.role).sort()).toEqual(['editor', 'viewer']);
  });

  it('keeps an email invitation until an account signs up with that email', async () => {
    const email = uniqueEmail('later');
    await invite(ada, tripId, email, 'viewer');
    const later = platform.browser();
    await signUp(platform, later, email);
    expect(await received(later)).toMatchObject([{ tripId, ownerName: 'Ada L.', role: 'viewer' }]);
    expect(await accept(later, tripId)).toMatchObject({ id: tripId, role: 'viewer' });
    expect((await onTrip(later, { path: '' })).status).toBe(200);
    expect((await api(later, `/api/trips/${tripId}/leave`, { method: 'POST' })).status).toBe(204);
    expect((await onTrip(later, { path: '' })).status).toBe(404);
  });

  it('joins by a link until the owner revokes it', async () => {
    const created = await api(ada, `/api/trips/${tripId}/invite-links`, {
      method: 'POST',
      json: { role: 'viewer' },
    });
    expect(created.status).toBe(201);
    const link = createdTripInviteLinkResponseSchema.parse(await created.json());
    const joiner = platform.browser();
    await signUp(platform, joiner, uniqueEmail('joiner'));
    const preview = await api(joiner, '/api/trip-invite-links/preview', {
      method: 'POST',
      json: { token: link.token },
    });
    expect(await preview.json()).toMatchObject({ tripId, ownerName: 'Ada L.', role: 'viewer' });
    const joined = await api(joiner, '/api/trip-invite-links/join', {
      method: 'POST',
      json: { token: link.token },
    });
    expect(tripSchema.parse(await joined.json())).toMatchObject({ id: tripId, role: 'viewer' });
    const revoked = await api(ada, `/api/trip-invitations/${link.invitation.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const late = platform.browser();
    await signUp(platform, late, uniqueEmail('late'));
    const refused = await api(late, '/api/trip-invite-links/join', {
      method: 'POST',
      json: { token: link.token },
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: INVITATION_NOT_FOUND_MESSAGE });
    expect((await onTrip(late, { path: '' })).status).toBe(404);
  });

  it('deletes a trip for its members when the owner deletes it or their account', async () => {
    const owner = platform.browser();
    await signUp(platform, owner, uniqueEmail('owner'));
    const first = (
      await createTrip(platform, owner, {
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 2,
      })
    ).id;
    const second = (
      await createTrip(platform, owner, {
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 2,
      })
    ).id;
    for (const id of [first, second]) {
      await invite(owner, id, emails.viewer, 'editor');
      await accept(browsers.viewer, id);
    }
    expect((await onTrip(owner, { method: 'DELETE', path: '' }, first)).status).toBe(204);
    expect((await onTrip(browsers.viewer, { path: '' }, first)).status).toBe(404);
    const deleted = await api(owner, '/api/account', { method: 'DELETE', json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect((await onTrip(browsers.viewer, { path: '' }, second)).status).toBe(404);
    const listed = tripListResponseSchema.parse(await (await api(browsers.viewer, '/api/trips')).json());
    expect(listed.map((trip) => trip.id)).not.toContain(second);
  });
});
