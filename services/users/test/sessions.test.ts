import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, internalHeaders } from '@byway/kit/testing';
import { gateway, SESSION_USER, sha256, SIGN_IN, type User, useUsersWithAda } from './support/ada.js';

describe('users subgraph: sessions', () => {
  const users = useUsersWithAda();

  describe('sessions', () => {
    it('resolves a live session to its user, for the gateway only', async () => {
      const live = await callSubgraph<{ sessionUser: User | null }>(
        users.url,
        SESSION_USER,
        { sid: users.adaSession },
        gateway(),
      );
      expect(live.data?.sessionUser).toEqual({ id: users.ada.id, email: 'ada@example.com' });

      const unknown = await callSubgraph(users.url, SESSION_USER, { sid: 'f'.repeat(64) }, gateway());
      expect(unknown.data).toEqual({ sessionUser: null });

      const noScope = await callSubgraph(
        users.url,
        SESSION_USER,
        { sid: users.adaSession },
        callerFor(users.ada.id),
      );
      expect(noScope.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    });

    it('treats an expired session as none', async () => {
      const signIn = await callSubgraph(users.url, SIGN_IN, {
        input: { email: 'ada@example.com', password: 'correct horse' },
      });
      const sid = signIn.headers.get('x-byway-session')!;
      await users.service.connection
        .collection('sessions')
        .updateOne({ sid: sha256(sid) }, { $set: { expire: new Date(Date.now() - 1000) } });
      const result = await callSubgraph(users.url, SESSION_USER, { sid }, gateway());
      expect(result.data).toEqual({ sessionUser: null });
    });

    it('sign-out revokes the session and announces it', async () => {
      const signIn = await callSubgraph(users.url, SIGN_IN, {
        input: { email: 'ada@example.com', password: 'correct horse' },
      });
      const sid = signIn.headers.get('x-byway-session')!;
      // Stored hashed: the collection holds no id a browser could use.
      expect(await users.service.connection.collection('sessions').findOne({ sid })).toBeNull();
      const row = await users.service.connection.collection('sessions').findOne({ sid: sha256(sid) });
      const expiresInDays = (row!.expire.getTime() - Date.now()) / 86_400_000;
      expect(expiresInDays).toBeGreaterThan(6.99);
      expect(expiresInDays).toBeLessThanOrEqual(7);

      const out = await callSubgraph(
        users.url,
        'mutation { signOut }',
        {},
        callerFor(users.ada.id, { sessionId: sid }),
      );
      expect(out.data).toEqual({ signOut: true });
      expect(out.headers.get('x-byway-session-ended')).toBe(sid);

      const after = await callSubgraph(users.url, SESSION_USER, { sid }, gateway());
      expect(after.data).toEqual({ sessionUser: null });
      // Other sessions of the same user are untouched.
      const other = await callSubgraph(users.url, SESSION_USER, { sid: users.adaSession }, gateway());
      expect(other.data).toEqual({ sessionUser: { id: users.ada.id, email: 'ada@example.com' } });
    });

    it("answers the gateway's plain session check: the user of a live session, for the gateway only", async () => {
      const check = (sessionId: unknown, caller = gateway()) =>
        fetch(users.url.replace(/\/graphql$/, '/internal/session-user'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...internalHeaders(caller),
          },
          body: JSON.stringify({ sessionId }),
        });
      const live = await check(users.adaSession);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ userId: users.ada.id });
      expect(await (await check('f'.repeat(64))).json()).toEqual({ userId: null });
      expect((await check(users.adaSession, callerFor(users.ada.id))).status).toBe(403);
      expect((await check({ $ne: null })).status).toBe(400);
      // Nobody but the gateway: no internal token, no answer.
      const anonymous = await fetch(users.url.replace(/\/graphql$/, '/internal/session-user'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: users.adaSession }),
      });
      expect(anonymous.status).toBe(401);
      // A body that is not JSON is the caller's mistake, answered as such.
      const garbled = await fetch(users.url.replace(/\/graphql$/, '/internal/session-user'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...internalHeaders(gateway()),
        },
        body: '{"sessionId":',
      });
      expect(garbled.status).toBe(400);
      expect(garbled.headers.get('content-type')).toMatch(/json/);
    });
  });
});
