import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { SessionStore } from '../src/auth/session-store.js';
import { signSessionToken, verifySessionToken } from '../src/auth/session-token.js';
import { InternalCallError } from '@byway/kit';

const SECRET = 'a-session-secret-for-unit-tests-0123456789';

/** A users service stand-in that knows which sessions are live and counts lookups. */
function fakeUsers(live: Map<string, string>, options: { down?: () => boolean } = {}) {
  const calls: string[] = [];
  const client = {
    async sessionUserId(id: string): Promise<string | null> {
      if (options.down?.()) throw new InternalCallError('UNAVAILABLE', 'down', 'unreachable');
      calls.push(id);
      return live.get(id) ?? null;
    },
  };
  return { client, calls };
}

describe('session token', () => {
  it('round-trips sid and sub', () => {
    const token = signSessionToken({ sid: 's1', sub: 'u1' }, SECRET);
    expect(verifySessionToken(token, SECRET)).toEqual({ sid: 's1', sub: 'u1' });
  });

  it('refuses another secret, another algorithm, another issuer, and an expired token', () => {
    const token = signSessionToken({ sid: 's1', sub: 'u1' }, SECRET);
    expect(verifySessionToken(token, `${SECRET}-other`)).toBeNull();
    const hs512 = jwt.sign({ sid: 's1' }, SECRET, {
      algorithm: 'HS512',
      issuer: 'byway',
      audience: 'byway-session',
      subject: 'u1',
    });
    expect(verifySessionToken(hs512, SECRET)).toBeNull();
    const otherIssuer = jwt.sign({ sid: 's1' }, SECRET, {
      issuer: 'elsewhere',
      audience: 'byway-session',
      subject: 'u1',
    });
    expect(verifySessionToken(otherIssuer, SECRET)).toBeNull();
    const expired = jwt.sign({ sid: 's1', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      issuer: 'byway',
      audience: 'byway-session',
      subject: 'u1',
    });
    expect(verifySessionToken(expired, SECRET)).toBeNull();
  });

  it('expires after 7 days', () => {
    const token = signSessionToken({ sid: 's1', sub: 'u1' }, SECRET);
    const { exp, iat } = jwt.decode(token) as { exp: number; iat: number };
    expect(exp - iat).toBe(7 * 24 * 3600);
  });
});

describe('session store', () => {
  const cookieFor = (sid: string, sub: string) => signSessionToken({ sid, sub }, SECRET);

  it('confirms a live session on every request, sharing one lookup between parallel calls', async () => {
    const users = fakeUsers(new Map([['s1', 'u1']]));
    const store = new SessionStore({ users: users.client, sessionSecret: SECRET });
    expect(await store.check(cookieFor('s1', 'u1'))).toEqual({
      state: 'signed-in',
      caller: { userId: 'u1', sessionId: 's1', scopes: [] },
    });
    // Another replica may have ended the session meanwhile: the next request asks again.
    await store.check(cookieFor('s1', 'u1'));
    expect(users.calls).toEqual(['s1', 's1']);
    // A page's burst of parallel calls costs one lookup.
    await Promise.all([1, 2, 3, 4].map(() => store.check(cookieFor('s1', 'u1'))));
    expect(users.calls).toEqual(['s1', 's1', 's1']);
  });

  it('remembers a gone session for ~15 s, and live ones only when asked to', async () => {
    let now = 1_000_000;
    const users = fakeUsers(new Map([['s1', 'u1']]));
    const store = new SessionStore({ users: users.client, sessionSecret: SECRET, now: () => now });
    await store.check(cookieFor('gone', 'u1'));
    await store.check(cookieFor('gone', 'u1'));
    expect(users.calls).toEqual(['gone']);
    now += 16_000;
    await store.check(cookieFor('gone', 'u1'));
    expect(users.calls).toEqual(['gone', 'gone']);

    const caching = fakeUsers(new Map([['s1', 'u1']]));
    const single = new SessionStore({ users: caching.client, sessionSecret: SECRET, liveCacheTtlMs: 5_000 });
    await single.check(cookieFor('s1', 'u1'));
    await single.check(cookieFor('s1', 'u1'));
    expect(caching.calls).toEqual(['s1']);
  });

  it('forgets a session at once when evicted (sign-out)', async () => {
    const live = new Map([['s1', 'u1']]);
    const users = fakeUsers(live);
    const store = new SessionStore({ users: users.client, sessionSecret: SECRET });
    expect((await store.check(cookieFor('s1', 'u1'))).state).toBe('signed-in');
    live.delete('s1');
    store.evict('s1');
    expect((await store.check(cookieFor('s1', 'u1'))).state).toBe('invalid');
  });

  it('refuses a cookie whose user is not the session owner', async () => {
    const users = fakeUsers(new Map([['s1', 'u1']]));
    const store = new SessionStore({ users: users.client, sessionSecret: SECRET });
    expect((await store.check(cookieFor('s1', 'someone-else'))).state).toBe('invalid');
  });

  it('is anonymous without a cookie, invalid with garbage, unverified when the users service is down', async () => {
    let down = false;
    const users = fakeUsers(new Map([['s1', 'u1']]), { down: () => down });
    const store = new SessionStore({ users: users.client, sessionSecret: SECRET });
    expect(await store.check(undefined)).toEqual({ state: 'anonymous' });
    expect(await store.check('garbage')).toEqual({ state: 'invalid' });
    down = true;
    expect(await store.check(cookieFor('s1', 'u1'))).toEqual({ state: 'unverified' });
  });

  it('bounds its cache', async () => {
    const users = fakeUsers(new Map());
    const store = new SessionStore({ users: users.client, sessionSecret: SECRET, maxEntries: 2 });
    await store.userFor('a');
    await store.userFor('b');
    await store.userFor('c');
    await store.userFor('a');
    expect(users.calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
