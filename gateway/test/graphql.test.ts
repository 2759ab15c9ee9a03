import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/cookies.js';
import { signUp, uniqueEmail } from './support/platform.js';
import { platformSuite } from './support/platform-suite.js';
import { graphql } from './support/graphql.js';

const { platform } = platformSuite({ signedUp: [] });

describe('/graphql through the supergraph: sessions, hidden fields and refused requests', () => {
  it('signs up through GraphQL and gets the session cookie from the plugin', async () => {
    const browser = platform.browser();
    const email = uniqueEmail('gql');
    const result = await graphql(
      platform,
      browser,
      'mutation($input: SignUpInput!) { signUp(input: $input) { email } }',
      { input: { email, password: 'correct horse battery', firstName: 'Grace', lastName: 'Hopper' } },
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=.+HttpOnly`, 'i'));
    const me = await graphql(platform, browser, '{ me { email firstName } }');
    expect(me.body.data).toEqual({ me: { email, firstName: 'Grace' } });

    const signOut = await graphql(platform, browser, 'mutation { signOut }');
    expect(signOut.body.data).toEqual({ signOut: true });
    expect(signOut.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await graphql(platform, browser, '{ me { email } }')).body.data).toEqual({ me: null });
  });

  it('does not expose the gateway-only fields to clients', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    for (const [field, query] of [
      ['sessionUser', 'query { sessionUser(sessionId: "x") { id } }'],
      [
        'signInWithIdentity',
        'mutation { signInWithIdentity(input: { issuer: "x", subject: "y", email: "evil@example.test" }) { id } }',
      ],
      // Points are credited by the services that saw the action, never by a client asking for them.
      [
        'recordActivity',
        'mutation { recordActivity(input: { action: "trip_completed", relatedId: "1" }) { awarded } }',
      ],
    ]) {
      const refused = await graphql(platform, browser, query!);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.message).toContain(`Cannot query field "${field}"`);
    }

    const introspection = await graphql(
      platform,
      browser,
      '{ q: __type(name: "Query") { fields { name } } m: __type(name: "Mutation") { fields { name } } }',
    );
    const names = JSON.stringify(introspection.body.data);
    expect(names).toContain('myTrips');
    expect(names).not.toContain('sessionUser');
    expect(names).not.toContain('signInWithIdentity');
    expect(names).not.toContain('recordActivity');
    expect(names).toContain('myAchievements');
  });

  it('passes subgraph validation errors through with their code and message', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const result = await graphql(
      platform,
      browser,
      'mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }',
      { input: { startLocation: 'A', endLocation: 'B', totalDays: 0 } },
    );
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0]?.message).toMatch(/between 1 and 30/);
    expect(JSON.stringify(result.body)).not.toMatch(/stacktrace|serviceName/);
  });

  it('refuses GraphQL requests that a cross-site page could send (CSRF prevention)', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const url = `${platform.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`;
    const simpleGet = await browser.fetch(url);
    expect(simpleGet.status).toBe(400);
    expect(await simpleGet.text()).toMatch(/CSRF|preflight/i);

    const simplePost = await browser.fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(simplePost.status).toBe(400);
    // The session survived the refused cross-site mutation.
    expect((await platform.api(browser, '/api/auth/user')).status).toBe(200);

    const withPreflightHeader = await browser.fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(withPreflightHeader.status).toBe(200);
  });

  it('answers a garbage gzip body, an unknown operationName and a malformed URL with a 4xx, never a 500', async () => {
    const { gzipSync } = await import('node:zlib');
    const browser = platform.browser();
    const gzipped = await browser.fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: Buffer.from('definitely not gzip'),
    });
    expect(gzipped.status).toBe(400);
    const gzippedRest = await browser.fetch(`${platform.url}/api/trips`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(Buffer.from('{"startLocation": ')),
    });
    expect(gzippedRest.status).toBeGreaterThanOrEqual(400);
    expect(gzippedRest.status).toBeLessThan(500);

    const unknownOperation = await browser.fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }),
    });
    expect(unknownOperation.status).toBe(400);
    expect(await unknownOperation.json()).toEqual({
      errors: [{ message: 'Unknown operation named "B".', extensions: { code: 'BAD_USER_INPUT' } }],
    });

    for (const path of ['/%E0%A4%A', '/api/%E0%A4%A', '/nowhere']) {
      const answer = await browser.fetch(`${platform.url}${path}`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(await answer.json()).toHaveProperty('message');
    }
  });
});

describe('/graphql through the supergraph: unsafe text, limits, the published schema and health', () => {
  it('refuses NUL bytes and lone surrogates on REST and GraphQL alike, storing nothing', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const rest = await platform.api(browser, '/api/trips', {
      method: 'POST',
      json: { startLocation: 'Austin\u0000, TX', endLocation: 'Marfa, TX' },
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toMatch(/control characters.*startLocation/);

    const graphql = async (query: string, variables?: Record<string, unknown>) =>
      browser.fetch(`${platform.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query, variables }),
      });
    const CREATE = 'mutation ($input: CreateTripInput!) { createTrip(input: $input) { id } }';
    const viaVariables = await graphql(CREATE, {
      input: { startLocation: 'Austin, TX', endLocation: 'Marfa\uD800, TX' },
    });
    expect(viaVariables.status).toBe(400);
    const inline = await graphql(
      'mutation { createTrip(input: { startLocation: "Austin\u0000", endLocation: "Marfa" }) { id } }',
    );
    expect(inline.status).toBe(400);
    expect(((await (await platform.api(browser, '/api/trips')).json()) as unknown[]).length).toBe(0);
    // Tabs, new lines and whole emoji are text people type.
    expect((await graphql('{ me { id } }', { note: 'a\tb\nc 🚗' })).status).toBe(200);
  });

  it('refuses an over-budget operation before running it (operation-limits.ts is wired in)', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `t${i}: publicTrip(id: ${i + 1}) { title }`).join(
      ' ',
    );
    const answer = await platform.browser().fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: `{ ${aliases} }` }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toMatch(/20 aliases; at most 15/);
  });

  it('publishes the client schema for partners, without hidden fields', async () => {
    const answer = await platform.browser().fetch(`${platform.url}/api/schema.graphql`);
    expect(answer.status).toBe(200);
    const sdl = await answer.text();
    expect(sdl).toMatch(/type Trip /);
    expect(sdl).toContain('myTrips');
    expect(sdl).not.toMatch(/recordActivity|sessionUser|signInWithIdentity|join__/);
  });

  it('answers malformed JSON on /graphql with a GraphQL-shaped 400', async () => {
    const response = await platform.browser().fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('never forwards client headers to subgraphs: a forged internal token is ignored', async () => {
    const browser = platform.browser();
    const response = await browser.fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-byway-internal-token': 'forged',
        'x-byway-session': 'x',
      },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(await response.json()).toEqual({ data: { me: null } });
  });

  it('answers /healthz', async () => {
    const response = await fetch(`${platform.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
