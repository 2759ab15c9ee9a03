import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callSubgraph,
  callerFor,
  startService,
  testMongoUri,
  type GraphQLResult,
  type RunningService,
} from '@byway/kit/testing';
import { definition } from '../src/definition.js';

/**
 * Issue 18, item 4: ten wrong passwords from anywhere used to lock the owner out for 15 minutes, and
 * correct sign-ins counted too. Now only failures count; the hard limit is per account and address, and
 * per account the sign-ins only slow down (capped). Production counts; short waits so the test is quick.
 */
const LIMITS = JSON.stringify({
  signInPerAddress: { limit: 100_000 },
  signUpPerAddress: { limit: 100_000 },
  signInSlowdownPerAccount: { delayMs: 40, maxDelayMs: 150 },
});
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { id } }`;
const PASSWORD = 'lantern-orbit-cactus-91';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
const from = (clientAddress: string) => callerFor(null, { clientAddress });

// Each attempt costs a real scrypt check (about 100 ms, far more on a busy machine): room for thirty.
describe(
  'sign-in limits: failures only, per account and address, slower per account',
  { timeout: 90_000 },
  () => {
    let service: RunningService;
    const signIn = (email: string, password: string, address: string) =>
      callSubgraph<{ signIn: { id: string } }>(
        service.url,
        SIGN_IN,
        { input: { email, password } },
        from(address),
      );
    const signUp = async (email: string) => {
      const result = await callSubgraph<{ signUp: { id: string } }>(service.url, SIGN_UP, {
        input: { email, password: PASSWORD, firstName: 'Owen', lastName: 'Owner' },
      });
      expect(result.errors).toBeUndefined();
      return result.data!.signUp.id;
    };
    /** What a caller can observe of a refused attempt. */
    const seen = (result: GraphQLResult) => ({
      data: result.data ?? null,
      message: result.errors?.[0]?.message,
      code: result.errors?.[0]?.extensions?.code,
      retryAfter: typeof (result.errors?.[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter,
      session: result.headers.get('x-byway-session'),
    });

    beforeAll(async () => {
      service = await startService(definition, testMongoUri(), { env: { RATE_LIMITS: LIMITS } });
    });
    afterAll(async () => {
      await service?.stop();
    });

    it("lets the owner sign in from another address after an attacker's 12 failures, and stops the attacker's address with Retry-After", async () => {
      const email = 'owen.locked@example.com';
      const id = await signUp(email);
      const codes: unknown[] = [];
      for (let i = 0; i < 12; i++)
        codes.push((await signIn(email, `wrong-guess-${i}`, ATTACKER)).errors?.[0]?.extensions?.code);
      expect(codes).toEqual([
        ...Array<string>(10).fill('UNAUTHENTICATED'),
        'TOO_MANY_REQUESTS',
        'TOO_MANY_REQUESTS',
      ]);
      // Even the right password stays refused from the attacker's address: the guesses may have found it.
      const refused = await signIn(email, PASSWORD, ATTACKER);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      expect((refused.errors?.[0]?.extensions as { retryAfter: number }).retryAfter).toBeGreaterThan(0);

      // The owner, elsewhere, signs in: slowed down by the failures on the account, never locked out.
      const started = performance.now();
      const owner = await signIn(email, PASSWORD, OWNER);
      expect(owner.errors).toBeUndefined();
      expect(owner.data?.signIn.id).toBe(id);
      expect(owner.headers.get('x-byway-session')).toMatch(/^[0-9a-f]{64}$/);
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
      // A typo by the owner is a plain wrong password, not a lock.
      expect((await signIn(email, 'owner typo', OWNER)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it('does not count correct sign-ins: 15 in a row from one address all succeed', async () => {
      const email = 'owen.often@example.com';
      await signUp(email);
      for (let i = 0; i < 15; i++) {
        const result = await signIn(email, PASSWORD, OWNER);
        expect(result.errors, `sign-in ${i + 1}`).toBeUndefined();
      }
      // ...and they took nothing from the failure budget: ten wrong passwords are still answered as such.
      for (let i = 0; i < 10; i++) {
        expect((await signIn(email, `forgot-${i}`, OWNER)).errors?.[0]?.extensions?.code).toBe(
          'UNAUTHENTICATED',
        );
      }
      expect((await signIn(email, 'forgot-again', OWNER)).errors?.[0]?.extensions?.code).toBe(
        'TOO_MANY_REQUESTS',
      );
    });

    it('answers a missing account exactly as an existing one, attempt by attempt, in comparable time', async () => {
      const existing = 'owen.exists@example.com';
      await signUp(existing);
      const missing = 'nobody.here@example.com';
      const run = async (email: string) => {
        const answers: Array<ReturnType<typeof seen>> = [];
        const times: number[] = [];
        for (let i = 0; i < 12; i++) {
          const started = performance.now();
          answers.push(seen(await signIn(email, `guess-${i}`, '192.0.2.44')));
          times.push(performance.now() - started);
        }
        return { answers, times };
      };
      const forExisting = await run(existing);
      const forMissing = await run(missing);
      expect(forMissing.answers).toEqual(forExisting.answers);
      // The failures that reached the password check (the first ten): scrypt on both sides, and the same
      // slow-down waits, so the medians stay within a factor of two.
      const median = (times: number[]) => [...times.slice(0, 10)].sort((a, b) => a - b)[5]!;
      expect(median(forMissing.times)).toBeGreaterThan(median(forExisting.times) * 0.5);
      expect(median(forMissing.times)).toBeLessThan(median(forExisting.times) * 2);
    });
  },
);
