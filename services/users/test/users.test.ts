import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@byway/kit';
import {
  callSubgraph,
  callerFor,
  startService,
  TEST_INTERNAL_SECRET,
  testMongoUri,
  type RunningService,
} from '@byway/kit/testing';
import { ACTIVITY_POINTS, DEFAULT_LEVEL } from '@byway/contracts/rules';
import { definition } from '../src/definition.js';

const USER_FIELDS =
  'id email firstName lastName interests travelStyle preferredPace lodgingPreference profileCompleted createdAt';
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { ${USER_FIELDS} } }`;
const SESSION_USER = `query($sid: ID!) { sessionUser(sessionId: $sid) { id email } }`;
const gateway = (extra: { sessionId?: string } = {}) =>
  callerFor(null, { scopes: ['session:read', 'identity:link'], ...extra });

interface User {
  id: string;
  email: string;
  firstName: string;
  profileCompleted: boolean;
  interests: string[];
  travelStyle: string | null;
  createdAt: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('users subgraph', () => {
  let service: RunningService;
  let url: string;
  let ada: User;
  let adaSession: string;

  beforeAll(async () => {
    service = await startService(definition, testMongoUri());
    url = service.url;
    const result = await callSubgraph<{ signUp: User }>(url, SIGN_UP, {
      input: {
        email: '  Ada@Example.COM ',
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(result.errors).toBeUndefined();
    ada = result.data!.signUp;
    adaSession = result.headers.get('x-byway-session')!;
  });
  afterAll(async () => {
    await service?.stop();
  });

  describe('sign-up', () => {
    it('creates the account with defaults and announces a session', () => {
      expect(ada).toMatchObject({
        email: 'ada@example.com',
        firstName: 'Ada',
        profileCompleted: false,
        interests: [],
        travelStyle: null,
      });
      expect(ada.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(ada.createdAt).toISOString()).toBe(ada.createdAt);
      expect(adaSession).toMatch(/^[0-9a-f]{64}$/);
    });

    it('stores the password as an scrypt hash', async () => {
      const row = await service.connection.collection('users').findOne({ email: 'ada@example.com' });
      expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[^$]+\$[^$]+$/);
      expect(JSON.stringify(row)).not.toContain('correct horse');
    });

    it('refuses a second account with the same email', async () => {
      const result = await callSubgraph(url, SIGN_UP, {
        input: { email: 'ADA@example.com', password: 'another password', firstName: 'A', lastName: 'L' },
      });
      expect(result.errors?.[0]).toMatchObject({
        message: 'An account with this email already exists',
        extensions: { code: 'CONFLICT' },
      });
      expect(result.headers.get('x-byway-session')).toBeNull();
    });

    it('refuses whitespace-only and easily guessed passwords with what to do instead, and stores nothing', async () => {
      const attempt = (password: string, email = `weak.${password.length}@example.com`) =>
        callSubgraph(url, SIGN_UP, {
          input: { email, password, firstName: 'Wendy', lastName: 'Pickford' },
        });
      expect((await attempt(' '.repeat(8))).errors?.[0]?.message).toMatch(/Password cannot be only spaces/);
      // Common ones, and issue 18's: repeats, a common word dressed up, the site's name, the email itself
      // and the traveller's own name.
      const weak = ['12345678', 'password', 'Password1', 'qwertyuiop', 'aaaaaaaa', 'Passw0rd!', 'byway123'];
      for (const password of [...weak, 'WendyPickford1']) {
        const refused = (await attempt(password)).errors?.[0];
        expect(refused?.extensions?.code, password).toBe('BAD_USER_INPUT');
        expect(refused?.message, password).toMatch(/too easy to guess.*A few unrelated words/);
        expect(refused?.extensions?.issues).toEqual([
          {
            path: 'password',
            message: expect.stringMatching(/^This password is too easy to guess/) as string,
          },
        ]);
      }
      const itself = 'wendy.pickford.travels@example.com';
      expect((await attempt(itself, itself)).errors?.[0]?.message).toMatch(/too easy to guess/);
      expect(await service.connection.collection('users').countDocuments({ lastName: 'Pickford' })).toBe(0);
      // A passphrase passes.
      expect((await attempt('lantern orbit cactus')).errors).toBeUndefined();
    });

    it('answers a taken email no faster than a new one (the hash comes first)', async () => {
      const time = async (email: string) => {
        const started = performance.now();
        await callSubgraph(url, SIGN_UP, {
          input: { email, password: 'a fine long passphrase', firstName: 'T', lastName: 'Timing' },
        });
        return performance.now() - started;
      };
      const taken = Math.min(await time('ada@example.com'), await time('ada@example.com'));
      const fresh = Math.min(await time('timing.1@example.com'), await time('timing.2@example.com'));
      // scrypt dominates both; the taken email used to answer in a fraction of the time.
      expect(taken).toBeGreaterThan(fresh * 0.5);
    });

    it('rejects invalid fields with the issues listed', async () => {
      const result = await callSubgraph(url, SIGN_UP, {
        input: { email: 'not-an-email', password: 'q7$z', firstName: ' ', lastName: 'x'.repeat(101) },
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const paths = (result.errors?.[0]?.extensions?.issues as Array<{ path: string }>).map((i) => i.path);
      expect(paths.sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    });

    it('rejects operator objects where strings are expected', async () => {
      for (const [mutation, input] of [
        [SIGN_IN, { email: { $ne: null }, password: 'whatever1' }],
        [SIGN_IN, { email: 'ada@example.com', password: { $gt: '' } }],
        [SIGN_UP, { email: { $ne: null }, password: 'whatever1', firstName: 'a', lastName: 'b' }],
      ] as const) {
        const result = await callSubgraph(url, mutation, { input });
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('sign-in', () => {
    it('accepts the right password and opens a new session', async () => {
      const result = await callSubgraph<{ signIn: User }>(url, SIGN_IN, {
        input: { email: 'ADA@example.com ', password: 'correct horse' },
      });
      expect(result.data?.signIn.id).toBe(ada.id);
      const sid = result.headers.get('x-byway-session');
      expect(sid).toMatch(/^[0-9a-f]{64}$/);
      expect(sid).not.toBe(adaSession);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const wrongPassword = await callSubgraph(url, SIGN_IN, {
        input: { email: 'ada@example.com', password: 'wrong horse' },
      });
      const unknownEmail = await callSubgraph(url, SIGN_IN, {
        input: { email: 'nobody@example.com', password: 'correct horse' },
      });
      for (const result of [wrongPassword, unknownEmail]) {
        expect(result.data).toBeNull();
        expect(result.errors).toHaveLength(1);
        expect(result.errors?.[0]).toMatchObject({
          message: 'Invalid email or password',
          extensions: { code: 'UNAUTHENTICATED' },
        });
        expect(result.headers.get('x-byway-session')).toBeNull();
      }
    });
  });

  describe('sessions', () => {
    it('resolves a live session to its user, for the gateway only', async () => {
      const live = await callSubgraph<{ sessionUser: User | null }>(
        url,
        SESSION_USER,
        { sid: adaSession },
        gateway(),
      );
      expect(live.data?.sessionUser).toEqual({ id: ada.id, email: 'ada@example.com' });

      const unknown = await callSubgraph(url, SESSION_USER, { sid: 'f'.repeat(64) }, gateway());
      expect(unknown.data).toEqual({ sessionUser: null });

      const noScope = await callSubgraph(url, SESSION_USER, { sid: adaSession }, callerFor(ada.id));
      expect(noScope.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    });

    it('treats an expired session as none', async () => {
      const signIn = await callSubgraph(url, SIGN_IN, {
        input: { email: 'ada@example.com', password: 'correct horse' },
      });
      const sid = signIn.headers.get('x-byway-session')!;
      await service.connection
        .collection('sessions')
        .updateOne({ sid: sha256(sid) }, { $set: { expire: new Date(Date.now() - 1000) } });
      const result = await callSubgraph(url, SESSION_USER, { sid }, gateway());
      expect(result.data).toEqual({ sessionUser: null });
    });

    it('sign-out revokes the session and announces it', async () => {
      const signIn = await callSubgraph(url, SIGN_IN, {
        input: { email: 'ada@example.com', password: 'correct horse' },
      });
      const sid = signIn.headers.get('x-byway-session')!;
      // Stored hashed: the collection holds no id a browser could use.
      expect(await service.connection.collection('sessions').findOne({ sid })).toBeNull();
      const row = await service.connection.collection('sessions').findOne({ sid: sha256(sid) });
      const expiresInDays = (row!.expire.getTime() - Date.now()) / 86_400_000;
      expect(expiresInDays).toBeGreaterThan(6.99);
      expect(expiresInDays).toBeLessThanOrEqual(7);

      const out = await callSubgraph(url, 'mutation { signOut }', {}, callerFor(ada.id, { sessionId: sid }));
      expect(out.data).toEqual({ signOut: true });
      expect(out.headers.get('x-byway-session-ended')).toBe(sid);

      const after = await callSubgraph(url, SESSION_USER, { sid }, gateway());
      expect(after.data).toEqual({ sessionUser: null });
      // Other sessions of the same user are untouched.
      const other = await callSubgraph(url, SESSION_USER, { sid: adaSession }, gateway());
      expect(other.data).toEqual({ sessionUser: { id: ada.id, email: 'ada@example.com' } });
    });

    it("answers the gateway's plain session check: the user of a live session, for the gateway only", async () => {
      const check = (sessionId: unknown, caller = gateway()) =>
        fetch(url.replace(/\/graphql$/, '/internal/session-user'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [INTERNAL_TOKEN_HEADER]: signInternalToken(caller, TEST_INTERNAL_SECRET),
          },
          body: JSON.stringify({ sessionId }),
        });
      const live = await check(adaSession);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ userId: ada.id });
      expect(await (await check('f'.repeat(64))).json()).toEqual({ userId: null });
      expect((await check(adaSession, callerFor(ada.id))).status).toBe(403);
      expect((await check({ $ne: null })).status).toBe(400);
      // Nobody but the gateway: no internal token, no answer.
      const anonymous = await fetch(url.replace(/\/graphql$/, '/internal/session-user'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: adaSession }),
      });
      expect(anonymous.status).toBe(401);
      // A body that is not JSON is the caller's mistake, answered as such.
      const garbled = await fetch(url.replace(/\/graphql$/, '/internal/session-user'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: signInternalToken(gateway(), TEST_INTERNAL_SECRET),
        },
        body: '{"sessionId":',
      });
      expect(garbled.status).toBe(400);
      expect(garbled.headers.get('content-type')).toMatch(/json/);
    });
  });

  describe('me and the profile', () => {
    it('me answers the caller, or null when anonymous', async () => {
      const mine = await callSubgraph(url, '{ me { id email } }', {}, callerFor(ada.id));
      expect(mine.data).toEqual({ me: { id: ada.id, email: 'ada@example.com' } });
      const anonymous = await callSubgraph(url, '{ me { id } }', {}, callerFor(null));
      expect(anonymous.data).toEqual({ me: null });
    });

    it("stats start at the defaults, with today's visit (reading me) counted", async () => {
      const result = await callSubgraph(
        url,
        '{ me { stats { totalPoints level tripsPlanned tripsCompleted photosShared currentStreak } } }',
        {},
        callerFor(ada.id),
      );
      expect(result.data).toEqual({
        me: {
          stats: {
            totalPoints: ACTIVITY_POINTS.daily_visit,
            level: DEFAULT_LEVEL,
            tripsPlanned: 0,
            tripsCompleted: 0,
            photosShared: 0,
            currentStreak: 1,
          },
        },
      });
      expect(await service.connection.collection('user_stats').countDocuments({ userId: ada.id })).toBe(1);
    });

    it('updateProfile saves the preferences and needs a user', async () => {
      const mutation = `mutation($input: ProfileInput!) { updateProfile(input: $input) { interests travelStyle preferredPace lodgingPreference profileCompleted } }`;
      const input = {
        interests: ['nature-hikes', 'foodie', 'coffee', 'foodie'],
        travelStyle: 'foodie',
        preferredPace: 'slow',
        lodgingPreference: 'comfort',
      };
      const result = await callSubgraph(url, mutation, { input }, callerFor(ada.id));
      expect(result.data).toEqual({
        updateProfile: {
          interests: ['nature-hikes', 'foodie', 'coffee'],
          travelStyle: 'foodie',
          preferredPace: 'slow',
          lodgingPreference: 'comfort',
          profileCompleted: false,
        },
      });

      const anonymous = await callSubgraph(url, mutation, { input }, callerFor(null));
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const tooMany = await callSubgraph(
        url,
        mutation,
        { input: { ...input, interests: Array.from({ length: 21 }, (_, i) => `i${i}`) } },
        callerFor(ada.id),
      );
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const blank = await callSubgraph(
        url,
        mutation,
        { input: { ...input, travelStyle: '  ' } },
        callerFor(ada.id),
      );
      expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const long = await callSubgraph(
        url,
        mutation,
        { input: { ...input, interests: ['x'.repeat(51)] } },
        callerFor(ada.id),
      );
      expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('completeOnboarding saves the preferences and completes the profile', async () => {
      const mutation = `mutation($input: OnboardingInput!) { completeOnboarding(input: $input) { id interests travelStyle profileCompleted } }`;
      const input = {
        interests: ['history', 'quirky-stops', 'music-nightlife'],
        travelStyle: 'cultural',
        preferredPace: 'moderate',
        lodgingPreference: 'budget',
        groupSize: 'couple',
      };
      const result = await callSubgraph(url, mutation, { input }, callerFor(ada.id));
      expect(result.data).toEqual({
        completeOnboarding: {
          id: ada.id,
          interests: input.interests,
          travelStyle: 'cultural',
          profileCompleted: true,
        },
      });
      const row = await service.connection.collection('users').findOne({ _id: ada.id as never });
      expect(row?.groupSize).toBe('couple');
    });
  });

  describe('third-party identity', () => {
    const MUTATION = `mutation($input: IdentityInput!) { signInWithIdentity(input: $input) { id email firstName } }`;
    const identity = {
      issuer: 'https://id.example',
      subject: 'sub-1',
      email: 'grace@example.com',
      firstName: 'Grace',
    };

    it('creates a user once, then finds it by the link', async () => {
      const first = await callSubgraph<{ signInWithIdentity: User }>(
        url,
        MUTATION,
        { input: identity },
        gateway(),
      );
      expect(first.errors).toBeUndefined();
      expect(first.headers.get('x-byway-session')).toMatch(/^[0-9a-f]{64}$/);
      const id = first.data!.signInWithIdentity.id;

      const again = await callSubgraph<{ signInWithIdentity: User }>(
        url,
        MUTATION,
        { input: { ...identity, email: 'grace.new@example.com' } },
        gateway(),
      );
      expect(again.data?.signInWithIdentity).toEqual({ id, email: 'grace@example.com', firstName: 'Grace' });

      // No password: the account cannot be used with the email + password form.
      const password = await callSubgraph(url, SIGN_IN, {
        input: { email: 'grace@example.com', password: 'anything at all' },
      });
      expect(password.errors?.[0]?.message).toBe('Invalid email or password');
    });

    it('links to an existing account with the same email', async () => {
      const result = await callSubgraph<{ signInWithIdentity: User }>(
        url,
        MUTATION,
        { input: { ...identity, subject: 'sub-ada', email: 'ada@example.com' } },
        gateway(),
      );
      expect(result.data?.signInWithIdentity.id).toBe(ada.id);
      const row = await service.connection.collection('users').findOne({ _id: ada.id as never });
      expect(row?.identities).toEqual([{ issuer: 'https://id.example', subject: 'sub-ada' }]);
      // Found next time by one `_id` read, not a scan of every user.
      const key = await service.connection
        .collection('user_identities')
        .findOne({ _id: JSON.stringify(['https://id.example', 'sub-ada']) as never });
      expect(key?.userId).toBe(ada.id);
    });

    it('still finds an identity linked before the lookup existed, and indexes it then', async () => {
      const linked = { issuer: 'https://old.example', subject: 'sub-old' };
      await service.connection
        .collection('users')
        .updateOne({ _id: ada.id as never }, { $push: { identities: linked as never } });
      const result = await callSubgraph<{ signInWithIdentity: User }>(
        url,
        MUTATION,
        { input: { ...linked, email: 'someone.else@example.com' } },
        gateway(),
      );
      expect(result.data?.signInWithIdentity.id).toBe(ada.id);
      const key = await service.connection
        .collection('user_identities')
        .findOne({ _id: JSON.stringify(['https://old.example', 'sub-old']) as never });
      expect(key?.userId).toBe(ada.id);
    });

    it('is refused without the identity:link scope', async () => {
      const result = await callSubgraph(url, MUTATION, { input: identity }, callerFor(null));
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.headers.get('x-byway-session')).toBeNull();
    });
  });

  describe('federation and transport', () => {
    it('resolves User entities', async () => {
      const result = await callSubgraph(
        url,
        `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id email stats { level } } } }`,
        {
          reps: [
            { __typename: 'User', id: ada.id },
            { __typename: 'User', id: 'missing' },
          ],
        },
        callerFor(null),
      );
      expect(result.data).toEqual({
        _entities: [{ id: ada.id, email: 'ada@example.com', stats: { level: 'Curious Wanderer' } }, null],
      });
    });

    it('refuses calls without the internal token', async () => {
      const result = await callSubgraph(url, '{ me { id } }', {}, null);
      expect(result.status).toBe(401);
      expect(result.data).toBeUndefined();
    });
  });
});
