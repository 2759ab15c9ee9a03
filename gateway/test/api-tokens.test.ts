import { describe, expect, it } from 'vitest';
import {
  apiTokenListResponseSchema,
  CROSS_SITE_MESSAGE,
  createdApiTokenResponseSchema,
  tripListResponseSchema,
} from '@byway/contracts/rest';
import { TEST_RATE_LIMITS } from '../../deploy/local/test-env.mjs';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

const INVALID = 'This API token is not valid: it may have been revoked. Make a new one on your profile page.';
const NEW_TRIP = {
  title: 'Token trip',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 2,
  themes: ['nature'],
};
const CREATE_TRIP = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }`;

/** Issue 13: a partner's program acts as a traveller with a personal API token. */
const { platform, ada, grace, accounts } = platformSuite({
  rateLimits: JSON.stringify({
    ...(JSON.parse(TEST_RATE_LIMITS) as Record<string, unknown>),
    apiToken: { limit: 12 },
  }),
});

const makeToken = async (owner: Browser, scope: 'read' | 'read-write', name = 'Partner app') => {
  const response = await platform.api(owner, '/api/api-tokens', { method: 'POST', json: { name, scope } });
  expect(response.status).toBe(201);
  return createdApiTokenResponseSchema.parse(await response.json());
};
/** A partner's program: no cookies, only the token. */
const partner = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  partner(token, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
const tripCount = async (browser: Browser) => {
  const response = await platform.api(browser, '/api/trips');
  return tripListResponseSchema.parse(await response.json()).length;
};

describe('personal API tokens at the gateway: acting for their traveller', () => {
  it('acts as its traveller on /graphql and /api, with no cookie', async () => {
    const { secret } = await makeToken(ada, 'read');
    const me = await graphql(secret, '{ me { id } }');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ data: { me: { id: accounts.ada.id } } });
    const user = await partner(secret, '/api/auth/user');
    expect(user.status).toBe(200);
    expect(((await user.json()) as { id: string }).id).toBe(accounts.ada.id);
    // A GET query needs no preflight header with a token (Apollo's CSRF check guards the cookie).
    const get = await partner(secret, `/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(get.status).toBe(200);
  });

  it('lets a read-write token change things, and a read token only read', async () => {
    const writer = (await makeToken(ada, 'read-write')).secret;
    const reader = (await makeToken(ada, 'read')).secret;
    const before = await tripCount(ada);

    const created = await partner(writer, '/api/trips', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEW_TRIP),
    });
    expect(created.status).toBe(201);

    const refusedRest = await partner(reader, '/api/trips', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEW_TRIP),
    });
    expect(refusedRest.status).toBe(403);
    expect(await refusedRest.json()).toEqual({ message: 'This token can only read' });

    const refusedGraphQL = await graphql(reader, CREATE_TRIP, { input: NEW_TRIP });
    expect(refusedGraphQL.status).toBe(403);
    expect(await refusedGraphQL.json()).toMatchObject({
      errors: [{ message: 'This token can only read', extensions: { code: 'FORBIDDEN' } }],
    });
    // Only the read-write token's trip was made.
    expect(await tripCount(ada)).toBe(before + 1);
  });

  it('refuses a revoked, unknown or malformed token with 401, never as anonymous', async () => {
    const { secret, token } = await makeToken(ada, 'read');
    expect((await partner(secret, '/api/auth/user')).status).toBe(200);
    const revoked = await platform.api(ada, `/api/api-tokens/${token.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);

    const rest = await partner(secret, '/api/trip-packs');
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ message: INVALID });
    const gql = await graphql(secret, '{ topContributors { name } }');
    expect(gql.status).toBe(401);
    expect(await gql.json()).toEqual({
      errors: [{ message: INVALID, extensions: { code: 'UNAUTHENTICATED' } }],
    });
    for (const header of ['Bearer byway_pat_nope', 'Bearer', 'Bearer two words']) {
      const response = await fetch(`${platform.url}/api/auth/user`, { headers: { authorization: header } });
      expect(response.status).toBe(401);
    }
  });

  it('judges a token request by the token alone: no cookie CSRF check, and the cookie is ignored', async () => {
    const { secret } = await makeToken(grace, 'read-write');
    // From another site's page, with a cookie: refused.
    const crossSite = await platform.api(ada, '/api/trips', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      json: NEW_TRIP,
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    // The same headers with a token (a program's request): accepted, and it acts as the token's owner,
    // not as the traveller whose cookie came along.
    const adaBefore = await tripCount(ada);
    const graceBefore = await tripCount(grace);
    const withToken = await platform.api(ada, '/api/trips', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        authorization: `Bearer ${secret}`,
      },
      json: NEW_TRIP,
    });
    expect(withToken.status).toBe(201);
    expect(await tripCount(ada)).toBe(adaBefore);
    expect(await tripCount(grace)).toBe(graceBefore + 1);

    const me = await platform.api(ada, '/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      json: { query: '{ me { id } }' },
    });
    expect(await me.json()).toEqual({ data: { me: { id: accounts.grace.id } } });
  });
});

describe('personal API tokens at the gateway: managing tokens, rules and limits', () => {
  it('cannot list, make or revoke tokens with a token; the cookie path keeps the same-origin guard', async () => {
    const { secret, token } = await makeToken(ada, 'read-write');
    const list = await partner(secret, '/api/api-tokens');
    expect(list.status).toBe(403);
    const make = await partner(secret, '/api/api-tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Another', scope: 'read-write' }),
    });
    expect(make.status).toBe(403);
    const revoke = await partner(secret, `/api/api-tokens/${token.id}`, { method: 'DELETE' });
    expect(revoke.status).toBe(403);

    const crossSite = await platform.api(ada, `/api/api-tokens/${token.id}`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const listed = apiTokenListResponseSchema.parse(
      await (await platform.api(ada, '/api/api-tokens')).json(),
    );
    expect(listed.map((t) => t.id)).toContain(token.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
    // Someone else's token is not found.
    const byGrace = await platform.api(grace, `/api/api-tokens/${token.id}`, { method: 'DELETE' });
    expect(byGrace.status).toBe(404);
    expect(await byGrace.json()).toEqual({ message: 'Token not found' });
  });

  it('checks the name and scope with the shared rule', async () => {
    const response = await platform.api(ada, '/api/api-tokens', {
      method: 'POST',
      json: { name: '', scope: 'admin' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Name is required');
  });

  it("answers 429 with Retry-After once a token's requests pass its limit, and RateLimit on every call", async () => {
    const { secret } = await makeToken(grace, 'read', 'Busy');
    for (let i = 1; i <= 12; i += 1) {
      const answer = i % 2 ? await partner(secret, '/api/auth/user') : await graphql(secret, '{ me { id } }');
      expect(answer.status).toBe(200);
      // express-rate-limit's draft-7 form; the window is the apiToken rule's (10 minutes).
      expect(answer.headers.get('ratelimit-policy')).toBe('12;w=600');
      expect(answer.headers.get('ratelimit')).toBe(`limit=12, remaining=${12 - i}, reset=600`);
    }
    const rest = await partner(secret, '/api/auth/user');
    expect(rest.status).toBe(429);
    const wait = Number(rest.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(rest.headers.get('ratelimit-policy')).toBe('12;w=600');
    expect(rest.headers.get('ratelimit')).toBe(`limit=12, remaining=0, reset=${wait}`);
    const gql = await graphql(secret, '{ me { id } }');
    expect(gql.status).toBe(429);
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(gql.headers.get('ratelimit')).toMatch(/^limit=12, remaining=0, reset=\d+$/);
    // A cookie request carries no token, so no token limit to report.
    const cookie = await platform.api(grace, '/api/auth/user');
    expect(cookie.headers.get('ratelimit')).toBeNull();
  });
});
