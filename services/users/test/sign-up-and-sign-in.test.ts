import { describe, expect, it } from 'vitest';
import { callSubgraph } from '@byway/kit/testing';
import { SIGN_IN, SIGN_UP, type User, useUsersWithAda } from './support/ada.js';

describe('users subgraph: sign-up and sign-in', () => {
  const users = useUsersWithAda();

  describe('sign-up', () => {
    it('creates the account with defaults and announces a session', () => {
      expect(users.ada).toMatchObject({
        email: 'ada@example.com',
        firstName: 'Ada',
        profileCompleted: false,
        interests: [],
        travelStyle: null,
      });
      expect(users.ada.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(users.ada.createdAt).toISOString()).toBe(users.ada.createdAt);
      expect(users.adaSession).toMatch(/^[0-9a-f]{64}$/);
    });

    it('stores the password as an scrypt hash', async () => {
      const row = await users.service.connection.collection('users').findOne({ email: 'ada@example.com' });
      expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[^$]+\$[^$]+$/);
      expect(JSON.stringify(row)).not.toContain('correct horse');
    });

    it('refuses a second account with the same email', async () => {
      const result = await callSubgraph(users.url, SIGN_UP, {
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
        callSubgraph(users.url, SIGN_UP, {
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
      expect(
        await users.service.connection.collection('users').countDocuments({ lastName: 'Pickford' }),
      ).toBe(0);
      // A passphrase passes.
      expect((await attempt('lantern orbit cactus')).errors).toBeUndefined();
    });

    it('answers a taken email no faster than a new one (the hash comes first)', async () => {
      const time = async (email: string) => {
        const started = performance.now();
        await callSubgraph(users.url, SIGN_UP, {
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
      const result = await callSubgraph(users.url, SIGN_UP, {
        input: { email: 'not-an-email', password: 'q7$z', firstName: ' ', lastName: 'x'.repeat(101) },
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const paths = (result.errors?.[0]?.extensions?.issues as Array<{ path: string }>).map((i) => i.path);
      expect(paths.sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
      // The message reads as plain sentences: no field path ('password: ...') in front of any of them.
      const message = result.errors?.[0]?.message ?? '';
      expect(message).toContain('Password must be at least 8 characters.');
      expect(message).toContain('Enter a valid email address.');
      expect(message).not.toMatch(/\b(password|email|firstName|lastName):/);
    });

    it('rejects operator objects where strings are expected', async () => {
      for (const [mutation, input] of [
        [SIGN_IN, { email: { $ne: null }, password: 'whatever1' }],
        [SIGN_IN, { email: 'ada@example.com', password: { $gt: '' } }],
        [SIGN_UP, { email: { $ne: null }, password: 'whatever1', firstName: 'a', lastName: 'b' }],
      ] as const) {
        const result = await callSubgraph(users.url, mutation, { input });
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('sign-in', () => {
    it('accepts the right password and opens a new session', async () => {
      const result = await callSubgraph<{ signIn: User }>(users.url, SIGN_IN, {
        input: { email: 'ADA@example.com ', password: 'correct horse' },
      });
      expect(result.data?.signIn.id).toBe(users.ada.id);
      const sid = result.headers.get('x-byway-session');
      expect(sid).toMatch(/^[0-9a-f]{64}$/);
      expect(sid).not.toBe(users.adaSession);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const wrongPassword = await callSubgraph(users.url, SIGN_IN, {
        input: { email: 'ada@example.com', password: 'wrong horse' },
      });
      const unknownEmail = await callSubgraph(users.url, SIGN_IN, {
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
});
