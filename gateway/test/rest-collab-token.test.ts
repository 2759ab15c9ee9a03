import jwt from 'jsonwebtoken';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS } from '@byway/kit';
import {
  addStop,
  COLLAB_TOKEN_AUDIENCE,
  collabTokenClaimsSchema,
  collabTokenResponseSchema,
  stopsOf,
} from '@byway/contracts/collab';
import { errorResponseSchema, type TripDetail } from '@byway/contracts/rest';
import { connect, startCollab, testDatabase, type TestServer } from '../../services/collab/test/support.js';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/**
 * POST /api/trips/{id}/collab-token (issue 22): the key to a trip's live document, for its owner and its
 * co-travellers with their role on the trip (a viewer's connection is read-only), for nobody else.
 */
describe('REST adapter: collaboration tokens', () => {
  const { platform, ada, grace, anonymous, accounts } = platformSuite();
  let trip: TripDetail;
  let connection: Connection;
  let collab: TestServer;

  const tokenOf = (browser: Browser, id: number | string = trip.id) =>
    platform.api(browser, `/api/trips/${id}/collab-token`, { method: 'POST' });

  beforeAll(async () => {
    trip = await createTrip(platform, ada, {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
      travelPartySize: 2,
      budget: 'moderate',
      accommodationType: 'hotels',
    });
    connection = await testDatabase('gateway_tokens');
    collab = await startCollab({ connection });
  });
  afterAll(async () => {
    await collab?.stop();
    await connection?.close();
  });

  it("gives the owner a 60 s token for the trip's document, naming them as co-travellers will see them", async () => {
    const response = await tokenOf(ada);
    expect(response.status).toBe(200);
    const answer = collabTokenResponseSchema.parse(await response.json());
    expect(answer).toMatchObject({
      documentName: `trip:${trip.id}`,
      path: '/collab',
      role: 'owner',
      expiresInSeconds: 60,
    });
    const decoded = jwt.verify(answer.token, DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET, {
      algorithms: ['HS256'],
      audience: COLLAB_TOKEN_AUDIENCE,
    }) as jwt.JwtPayload;
    expect(collabTokenClaimsSchema.parse(decoded)).toEqual({
      tripId: trip.id,
      userId: accounts.ada.id,
      role: 'owner',
      name: 'Ada L.',
    });
    expect(decoded.exp! - decoded.iat!).toBe(60);
  });

  it('opens the trip on the collaboration service, and only that trip', async () => {
    const { token } = collabTokenResponseSchema.parse(await (await tokenOf(ada)).json());
    const owner = connect(collab.url, trip.id, token);
    const elsewhere = connect(collab.url, trip.id + 1, token);
    try {
      await owner.synced;
      addStop(
        owner.doc,
        { id: 'arches', name: 'Arches', lat: 38.7, lng: -109.6, kind: 'custom' },
        { day: 1 },
        {
          who: 'Ada L.',
        },
      );
      await owner.settled();
      expect(stopsOf(owner.doc).has('arches')).toBe(true);
      await expect(elsewhere.synced).rejects.toThrow('wrong-document');
    } finally {
      owner.close();
      elsewhere.close();
    }
  });

  it('gives a co-traveller their own role on the trip, never the owner’s', async () => {
    const email = ((await (await platform.api(grace, '/api/auth/user')).json()) as { email: string }).email;
    const invited = await platform.api(ada, `/api/trips/${trip.id}/invitations`, {
      method: 'POST',
      json: { email, role: 'viewer' },
    });
    expect(invited.status).toBe(201);
    const received = (await (await platform.api(grace, '/api/trip-invitations')).json()) as Array<{
      id: string;
      tripId: number;
    }>;
    const invitation = received.find((candidate) => candidate.tripId === trip.id)!;
    const accepted = await platform.api(grace, `/api/trip-invitations/${invitation.id}/accept`, {
      method: 'POST',
    });
    expect(accepted.status).toBe(200);

    const roleIn = async (who: Browser) => {
      const answer = collabTokenResponseSchema.parse(await (await tokenOf(who)).json());
      const claims = collabTokenClaimsSchema.parse(
        jwt.verify(answer.token, DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET, {
          audience: COLLAB_TOKEN_AUDIENCE,
        }),
      );
      return [answer.role, claims.role, claims.userId];
    };
    expect(await roleIn(grace)).toEqual(['viewer', 'viewer', accounts.grace.id]);
    const members = (await (await platform.api(ada, `/api/trips/${trip.id}/members`)).json()) as Array<{
      userId: string;
    }>;
    const graceMember = members.find((member) => member.userId === accounts.grace.id);
    expect(graceMember).toBeTruthy();
    const promoted = await platform.api(ada, `/api/trips/${trip.id}/members/${accounts.grace.id}`, {
      method: 'PATCH',
      json: { role: 'editor' },
    });
    expect(promoted.status).toBe(200);
    expect(await roleIn(grace)).toEqual(['editor', 'editor', accounts.grace.id]);

    // Removed from the trip: no token any more.
    const removed = await platform.api(ada, `/api/trips/${trip.id}/members/${accounts.grace.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await tokenOf(grace)).status).toBe(404);
  });

  it("answers 404 for someone else's trip and a missing one, 401 signed out", async () => {
    const other = await tokenOf(grace);
    expect(other.status).toBe(404);
    expect(errorResponseSchema.parse(await other.json()).message).toBe('Trip not found');
    expect((await tokenOf(ada, 999_999)).status).toBe(404);
    expect((await tokenOf(anonymous)).status).toBe(401);
    expect((await tokenOf(ada, 'abc')).status).toBe(400);
  });
});
