import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newTraveller } from './support';

// Issue 18's GraphQL requests, replayed against the running platform: small documents that froze the
// gateway or slipped past its limits, a NUL written as a GraphQL escape, an unknown persisted-query hash,
// and the security headers of the gateway's own port.

const graphql = (request: APIRequestContext, data: Record<string, unknown>) =>
  request.post('/graphql', { data, headers: { 'apollo-require-preflight': 'true' } });

type GraphQLAnswer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } ... fragment F<levels> on Query { tripThemes { id } }` */
function fragmentChain(levels: number, spreads: number): string {
  const parts = ['query { ...F0 }'];
  for (let i = 0; i < levels; i++)
    parts.push(
      `fragment F${i} on Query { ${Array.from({ length: spreads }, () => `...F${i + 1}`).join(' ')} }`,
    );
  parts.push(`fragment F${levels} on Query { tripThemes { id } }`);
  return parts.join(' ');
}

function gatewayUrl(): string {
  const url = process.env.BYWAY_GATEWAY_URL;
  if (!url) throw new Error('BYWAY_GATEWAY_URL is not set: run the journeys through deploy/local/e2e.mjs');
  return url;
}

test.describe('issue 18: GraphQL operations, replayed', () => {
  test('1. the 916-byte fragment chains are refused at once, and the gateway keeps answering', async ({
    request,
    playwright,
  }) => {
    const gateway = await playwright.request.newContext({ baseURL: gatewayUrl() });
    // Before: 21 s of a frozen event loop, /healthz waiting too; the journey's timeout fails it if it returns.
    const [twoSpreads, threeSpreads, health] = await Promise.all([
      graphql(request, { query: fragmentChain(22, 2) }),
      graphql(request, { query: fragmentChain(30, 3) }),
      gateway.get('/healthz'),
    ]);
    for (const answer of [twoSpreads, threeSpreads]) {
      expect(answer.status()).toBe(400);
      const body = (await answer.json()) as GraphQLAnswer;
      expect(body.errors?.[0]?.message).toMatch(/asks for too much at once/);
    }
    expect(health.status()).toBe(200);
    // Copies of one field, which GraphQL's own validation compares pairwise (0.4 s for this one before).
    const me = Array.from({ length: 20 }, () => `me { ${'stats { __typename } '.repeat(20)} }`).join(' ');
    const copies = await graphql(request, { query: `{ ${me} }` });
    expect(copies.status()).toBe(400);
    expect(((await copies.json()) as GraphQLAnswer).errors?.[0]?.message).toMatch(/one field 400 times over/);
    await gateway.dispose();
  });

  test('2. fifteen memories hidden in fragments are refused, and none is stored', async ({ request }) => {
    const traveller = newTraveller('Frag');
    expect((await request.post('/api/custom-login', { data: { ...traveller, isSignUp: true } })).ok()).toBe(
      true,
    );
    const created = await request.post('/api/trips', {
      data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    });
    expect(created.status()).toBe(201);
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
      const answer = await graphql(request, { query });
      expect(answer.status()).toBe(400);
      const body = (await answer.json()) as GraphQLAnswer;
      expect(body.errors?.[0]?.message).toMatch(/A mutation may change at most 3 things at once/);
    }
    const stored = await request.get(`/api/trips/${id}/memories`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toEqual([]);
  });

  test('3. a NUL written as a GraphQL escape is plain bad input, even through anonymous signIn', async ({
    request,
  }) => {
    const answer = await graphql(request, {
      query:
        'mutation { signIn(input: { email: "a\\u0000b@example.test", password: "whatever-it-is" }) { id } }',
    });
    expect(answer.status()).toBe(400);
    const body = (await answer.json()) as GraphQLAnswer;
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/control characters/);
  });

  test('4. an unknown persisted-query hash answers PERSISTED_QUERY_NOT_FOUND, and the query sent again runs', async ({
    request,
  }) => {
    const query = `{ tripThemes { id } } # ${Date.now()}`;
    const extensions = {
      persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
    };
    const unknown = (await (await graphql(request, { extensions })).json()) as GraphQLAnswer;
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const resent = (await (await graphql(request, { query, extensions })).json()) as GraphQLAnswer;
    expect(resent.errors).toBeUndefined();
    expect(resent.data).toHaveProperty('tripThemes');
  });

  test("5. the gateway's own port puts its security headers on every answer", async ({ playwright }) => {
    const gateway = await playwright.request.newContext({ baseURL: gatewayUrl() });
    const answers = await Promise.all([
      gateway.post('/graphql', { data: { query: '{ me { id } }' } }),
      gateway.post('/graphql', { data: { query: '{ nope }' } }),
      gateway.get('/api/auth/user'),
      gateway.get('/api/nowhere'),
      gateway.get('/nowhere'),
      gateway.get('/healthz'),
    ]);
    for (const answer of answers) {
      const headers = answer.headers();
      const where = `${answer.url()} ${answer.status()}`;
      expect(headers['x-content-type-options'], where).toBe('nosniff');
      expect(headers['referrer-policy'], where).toBe('no-referrer');
      expect(headers['x-frame-options'], where).toBe('DENY');
      expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
      expect(headers['cache-control'], where).toBe('no-store');
    }
    await gateway.dispose();
  });
});
