import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../src/operation-limits.js';
import { signUp } from './support/platform.js';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';
import { fragmentChain, postGraphql, type GraphQLBody } from './support/graphql.js';

/** Issue 18's small requests that cost the gateway dearly or reached the database, on the real gateway. */
const { platform, anonymous } = platformSuite({ signedUp: [] });

const graphql = (browser: Browser, body: Record<string, unknown>) => postGraphql(platform, browser, body);

describe('the gateway against small requests that used to cost it dearly', () => {
  it('refuses the 916-byte fragment chains at once, while /healthz answers beside them', async () => {
    // Before: 21 s of a frozen event loop for the 2-spread chain, /healthz waiting too (the vitest timeout
    // of 20 s fails this test if the walk ever explodes again).
    const [twoSpreads, threeSpreads, health] = await Promise.all([
      graphql(anonymous, { query: fragmentChain(22, 2) }),
      graphql(anonymous, { query: fragmentChain(30, 3) }),
      fetch(`${platform.url}/healthz`),
    ]);
    for (const answer of [twoSpreads, threeSpreads]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/asks for too much at once/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(health.status).toBe(200);
  });

  it('refuses copies of one field before GraphQL compares them pairwise (0.4 s for 20 x 20 before)', async () => {
    const me = Array.from({ length: 20 }, () => `me { ${'stats { __typename } '.repeat(20)} }`).join(' ');
    const answer = await graphql(anonymous, { query: `{ ${me} }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        message: expect.stringMatching(/one field 400 times over/),
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it('stops parsing a document past the token limit', async () => {
    const answer = await graphql(anonymous, {
      query: `{ ${'__typename '.repeat(OPERATION_LIMITS.maxTokens)} }`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`more th.. ${OPERATION_LIMITS.maxTokens} tokens`)),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses 15 memories hidden in inline and named fragments, storing none', async () => {
    const ada = platform.browser();
    await signUp(platform, ada);
    const created = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const memories = Array.from(
      { length: 15 },
      (_, i) =>
        `m${i}: addTripMemory(tripId: ${id}, input: { stopName: "Moab", memoryType: "note", content: "${i}" }) { id }`,
    ).join(' ');
    for (const query of [
      `mutation { ... on Mutation { ${memories} } }`,
      `mutation { ...Many } fragment Many on Mutation { ${memories} }`,
    ]) {
      const answer = await graphql(ada, { query });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toBe(
        `A mutation may change at most ${OPERATION_LIMITS.maxMutationFields} things at once`,
      );
    }
    const stored = await graphql(ada, { query: `{ tripMemories(tripId: ${id}) { id } }` });
    expect(stored.body).toEqual({ data: { tripMemories: [] } });
  });

  it('refuses a NUL written as a GraphQL escape or inside GET variables, as plain bad input', async () => {
    // The body holds the six characters \u0000; the parser makes them a NUL the database used to choke on.
    const inline = await graphql(anonymous, {
      query:
        'mutation { signIn(input: { email: "a\\u0000b@example.test", password: "whatever-it-is" }) { id } }',
    });
    expect(inline.status).toBe(400);
    expect(inline.body.errors).toEqual([
      {
        message: 'Text must not contain control characters or broken Unicode (input.email)',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);

    const query = 'query ($text: String!) { placeSuggestions(text: $text) { __typename } }';
    const search = new URLSearchParams({ query, variables: '{"text":"Moab\\u0000"}' });
    const viaGet = await anonymous.fetch(`${platform.url}/graphql?${search}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(400);
    expect(((await viaGet.json()) as GraphQLBody).errors?.[0]).toEqual({
      message: 'Text must not contain control characters or broken Unicode (variables.text)',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // A lone surrogate cannot even be written as an escape: GraphQL's parser refuses it.
    const surrogate = await graphql(anonymous, {
      query: '{ placeCheck(text: "Moab \\uD800") { __typename } }',
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});

describe('the gateway against small requests that used to cost it dearly: persisted queries and headers', () => {
  it('answers an unknown persisted-query hash with PERSISTED_QUERY_NOT_FOUND, then takes the query', async () => {
    const query = '{ tripThemes { id } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await graphql(anonymous, { extensions });
    expect(unknown.body).toEqual({
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    // What Apollo clients do next: the query with its hash, then the hash alone.
    const registered = await graphql(anonymous, { query, extensions });
    expect(registered.body.errors).toBeUndefined();
    const byHash = await graphql(anonymous, { extensions });
    expect(byHash.body).toEqual(registered.body);
  });

  it('puts its security headers on every answer of its port: GraphQL, REST, health, errors and 404s', async () => {
    const answers = await Promise.all([
      platform.api(anonymous, '/graphql', { method: 'POST', json: { query: '{ me { id } }' } }),
      platform.api(anonymous, '/graphql', { method: 'POST', json: { query: '{ nope }' } }),
      platform.api(anonymous, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      }),
      platform.api(anonymous, '/api/auth/user'),
      platform.api(anonymous, '/api/trips'),
      platform.api(anonymous, '/api/nowhere'),
      platform.api(anonymous, '/api/%E0%A4%A'),
      platform.api(anonymous, '/nowhere'),
      platform.api(anonymous, '/healthz'),
    ]);
    for (const answer of answers) {
      const where = `${answer.url} ${answer.status}`;
      expect(answer.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), where).toBe('no-referrer');
      expect(answer.headers.get('x-frame-options'), where).toBe('DENY');
      expect(answer.headers.get('content-security-policy'), where).toMatch(
        /default-src 'none'.*frame-ancestors 'none'/,
      );
      expect(answer.headers.get('cache-control'), where).toBe('no-store');
    }
    // What names nobody stays cacheable, under the same policy.
    const schema = await platform.api(anonymous, '/api/schema.graphql');
    expect(schema.headers.get('cache-control')).toBe('public, max-age=300');
    expect(schema.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
