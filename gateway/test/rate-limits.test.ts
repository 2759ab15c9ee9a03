import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@byway/contracts/rest';
import { signUp, startPlatform, uniqueEmail } from './support/platform.js';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';
import { graphql as postQuery } from './support/graphql.js';

/**
 * Issue 12, items 2 and 4: one set of limits, kept by the services in the database, that REST and GraphQL
 * both pass: password sign-in per account and per address, sign-up per address, and per-traveller budgets
 * for the expensive work. Small limits here so the tests stay quick; the rules themselves live in kit.
 */
const SMALL_LIMITS = JSON.stringify({
  signInPerAccountAndAddress: { limit: 3 },
  signInSlowdownPerAccount: { delayMs: 10, maxDelayMs: 40 },
  signInPerAddress: { limit: 8 },
  signUpPerAddress: { limit: 6 },
  stopAnalysis: { limit: 2 },
  tripPlanning: { limit: 2 },
});

const { platform } = platformSuite({
  allSubgraphs: true,
  rateLimits: SMALL_LIMITS,
  env: { TRUST_PROXY: 'loopback' },
  signedUp: [],
});

const graphql = (
  browser: Browser,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => postQuery(platform, browser, query, variables, headers);
const restSignIn = (
  browser: Browser,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => platform.api(browser, '/api/custom-login', { method: 'POST', json: { email, password }, headers });
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { id } }`;

describe('limits shared by REST and GraphQL, kept in the database: sign-in and sign-up', () => {
  it("stops an address's password guesses on one account through REST and GraphQL alike, with Retry-After, while the owner signs in from elsewhere (issue 18)", async () => {
    const owner = platform.browser();
    const email = uniqueEmail('guarded');
    const { password } = await signUp(platform, owner, email);
    const attacker = platform.browser();
    // The gateway trusts its loopback proxy here (TRUST_PROXY), which names each caller's address.
    const fromAttacker = { 'x-forwarded-for': '203.0.113.66' };
    const fromOwner = { 'x-forwarded-for': '198.51.100.7' };
    // Two wrong guesses over REST, one over GraphQL: the budget of three for this account and address is spent.
    expect((await restSignIn(attacker, email, 'wrong-guess-one', fromAttacker)).status).toBe(401);
    expect((await restSignIn(attacker, email, 'wrong-guess-two', fromAttacker)).status).toBe(401);
    const third = await graphql(
      attacker,
      SIGN_IN,
      { input: { email, password: 'wrong-guess-three' } },
      fromAttacker,
    );
    expect(third.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const rest = await restSignIn(attacker, email, password, fromAttacker);
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorResponseSchema.parse(await rest.json()).message).toMatch(/Too many sign-in attempts/);

    const viaGraphQL = await graphql(attacker, SIGN_IN, { input: { email, password } }, fromAttacker);
    expect(viaGraphQL.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(viaGraphQL.body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    expect(Number(viaGraphQL.response.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from another address, is not locked out, through either API.
    expect((await restSignIn(owner, email, password, fromOwner)).status).toBe(200);
    const ownerViaGraphQL = await graphql(owner, SIGN_IN, { input: { email, password } }, fromOwner);
    expect(ownerViaGraphQL.body.errors).toBeUndefined();
  });

  it('never counts correct sign-ins: more in a row than the failure budget all succeed', async () => {
    const owner = platform.browser();
    const email = uniqueEmail('often');
    const { password } = await signUp(platform, owner, email);
    const fromOwner = { 'x-forwarded-for': '198.51.100.8' };
    for (let i = 0; i < 5; i++) {
      expect((await restSignIn(owner, email, password, fromOwner)).status).toBe(200);
    }
  });

  it('stops password spraying (many accounts from one address) and sign-up floods', async () => {
    const sprayer = platform.browser();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await restSignIn(sprayer, uniqueEmail(`spray${i}`), 'Summer2026!')).status);
    }
    // The address's budget is 8 failures (the tests above signed in from other addresses).
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(-2)).toEqual([429, 429]);

    const flood: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await platform.api(platform.browser(), '/api/custom-login', {
        method: 'POST',
        json: {
          email: uniqueEmail(`flood${i}`),
          password: 'a-long-unique-passphrase',
          isSignUp: true,
          firstName: 'Flo',
          lastName: 'Od',
        },
      });
      flood.push(response.status);
    }
    expect(flood.at(-1)).toBe(429);
  });
});

describe("limits shared by REST and GraphQL, kept in the database: the traveller's budgets", () => {
  it('gives each traveller a budget for stop analysis and planning, answered 429 with Retry-After and a message the UI shows', async () => {
    // The flood above spent this address's sign-ups, so the budgets are tried on a platform of their own.
    const traveller = platform.browser();
    const fresh = await startPlatform({ allSubgraphs: true, rateLimits: SMALL_LIMITS });
    try {
      await signUp(fresh, traveller);
      const analyse = () =>
        fresh.api(traveller, '/api/analyze-stop', {
          method: 'POST',
          json: { name: 'Delicate Arch', address: 'Moab, UT', category: 'nature' },
        });
      expect((await analyse()).status).toBe(200);
      expect((await analyse()).status).toBe(200);
      const refused = await analyse();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorResponseSchema.parse(await refused.json()).message).toMatch(/explored a lot of stops/);

      // A second traveller still has a whole budget: the limit is per traveller.
      const other = fresh.browser();
      await signUp(fresh, other);
      expect(
        (
          await fresh.api(other, '/api/analyze-stop', {
            method: 'POST',
            json: { name: 'Delicate Arch', address: 'Moab, UT', category: 'nature' },
          })
        ).status,
      ).toBe(200);

      const plan = () =>
        fresh.api(traveller, '/api/trips', {
          method: 'POST',
          json: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
        });
      expect((await plan()).status).toBe(201);
      expect((await plan()).status).toBe(201);
      const tooMany = await plan();
      expect(tooMany.status).toBe(429);
      expect(errorResponseSchema.parse(await tooMany.json()).message).toMatch(/planned a lot of trips/);
    } finally {
      await fresh.stop();
    }
  });
});
