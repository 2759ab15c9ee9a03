import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';

const TOKEN_FIELDS = 'id name scope prefix createdAt lastUsedAt revokedAt';
const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { id } }';
const CREATE = `mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret token { ${TOKEN_FIELDS} } } }`;
const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) { ${TOKEN_FIELDS} } }`;
const MINE = `query { myApiTokens { ${TOKEN_FIELDS} } }`;
const CALLER = 'query($token: String!) { apiTokenCaller(token: $token) { userId scope } }';
const EXPORT = 'query { usersAccountExport }';
const DELETE = 'mutation { deleteUsersAccountData }';

interface Token {
  id: string;
  name: string;
  scope: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
interface Created {
  createApiToken: { secret: string; token: Token };
}

const gateway = callerFor(null, { scopes: ['session:read'] });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('personal API tokens (users subgraph)', () => {
  let service: RunningService;
  let url: string;
  let counter = 0;

  /** A new traveller, as the gateway presents them: their id and their session. */
  async function traveller() {
    counter += 1;
    const result = await callSubgraph<{ signUp: { id: string } }>(url, SIGN_UP, {
      input: {
        email: `partner${counter}@example.com`,
        password: 'correct horse',
        firstName: 'P',
        lastName: 'T',
      },
    });
    const userId = result.data!.signUp.id;
    const sessionId = result.headers.get('x-byway-session')!;
    return callerFor(userId, { sessionId });
  }

  async function create(owner: ReturnType<typeof callerFor>, name = 'Route app', scope = 'read') {
    return callSubgraph<Created>(url, CREATE, { input: { name, scope } }, owner);
  }

  beforeAll(async () => {
    service = await startService(definition, testMongoUri(), {
      env: {
        RATE_LIMITS: JSON.stringify({ signUpPerAddress: { limit: 100_000 }, apiToken: { limit: 3 } }),
      },
    });
    url = service.url;
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('shows the secret once, stores only its hash, and never lists it', async () => {
    const ada = await traveller();
    const created = await create(ada, '  Route app  ', 'read-write');
    expect(created.errors).toBeUndefined();
    const { secret, token } = created.data!.createApiToken;
    expect(secret).toMatch(/^byway_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Route app',
      scope: 'read-write',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(token.prefix).toBe(secret.slice('byway_pat_'.length, 'byway_pat_'.length + 8));

    const row = await service.connection.collection('api_tokens').findOne({ _id: token.id as never });
    expect(row?.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice('byway_pat_'.length));

    const listed = await callSubgraph<{ myApiTokens: Token[] }>(url, MINE, {}, ada);
    expect(listed.data?.myApiTokens).toEqual([token]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    // The schema has no way to ask for the secret again.
    const again = await callSubgraph(url, `query { myApiTokens { secret } }`, {}, ada);
    expect(again.errors?.[0]?.message).toMatch(/Cannot query field "secret"/);
  });

  it('tells the gateway who a token stands for, and marks it used', async () => {
    const ada = await traveller();
    const { secret, token } = (await create(ada, 'Reader', 'read')).data!.createApiToken;
    const answer = await callSubgraph<{ apiTokenCaller: { userId: string; scope: string } }>(
      url,
      CALLER,
      { token: secret },
      gateway,
    );
    expect(answer.data?.apiTokenCaller).toEqual({ userId: ada.userId, scope: 'read' });
    const listed = await callSubgraph<{ myApiTokens: Token[] }>(url, MINE, {}, ada);
    expect(listed.data?.myApiTokens.find((t) => t.id === token.id)?.lastUsedAt).not.toBeNull();

    // Only the gateway may ask, and an unknown or malformed token is nobody.
    const asTraveller = await callSubgraph(url, CALLER, { token: secret }, ada);
    expect(asTraveller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const wrong of [`byway_pat_${'A'.repeat(43)}`, 'not-a-token', '']) {
      const unknown = await callSubgraph(url, CALLER, { token: wrong }, gateway);
      expect(unknown.data).toEqual({ apiTokenCaller: null });
    }
  });

  it('revokes a token at once; only its owner can, and not twice', async () => {
    const ada = await traveller();
    const grace = await traveller();
    const { secret, token } = (await create(ada)).data!.createApiToken;

    const byGrace = await callSubgraph(url, REVOKE, { id: token.id }, grace);
    expect(byGrace.errors?.[0]).toMatchObject({
      message: 'Token not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const stillWorks = await callSubgraph(url, CALLER, { token: secret }, gateway);
    expect(stillWorks.data?.apiTokenCaller).not.toBeNull();

    const revoked = await callSubgraph<{ revokeApiToken: Token }>(url, REVOKE, { id: token.id }, ada);
    expect(revoked.data?.revokeApiToken.revokedAt).not.toBeNull();
    const after = await callSubgraph(url, CALLER, { token: secret }, gateway);
    expect(after.data).toEqual({ apiTokenCaller: null });
    const listed = await callSubgraph<{ myApiTokens: Token[] }>(url, MINE, {}, ada);
    expect(listed.data?.myApiTokens).toEqual([]);
    const twice = await callSubgraph(url, REVOKE, { id: token.id }, ada);
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lists only the caller's own tokens", async () => {
    const ada = await traveller();
    const grace = await traveller();
    await create(ada, 'Ada app');
    await create(grace, 'Grace app');
    const listed = await callSubgraph<{ myApiTokens: Token[] }>(url, MINE, {}, grace);
    expect(listed.data?.myApiTokens.map((t) => t.name)).toEqual(['Grace app']);
  });

  it('needs a signed-in session: anonymous and token callers cannot make or list tokens', async () => {
    const ada = await traveller();
    const anonymous = await create(callerFor(null));
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const viaToken = await create(callerFor(ada.userId));
    expect(viaToken.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const list = await callSubgraph(url, MINE, {}, callerFor(ada.userId));
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a blank or long name and an unknown scope with the shared rule', async () => {
    const ada = await traveller();
    for (const [input, message] of [
      [{ name: '   ', scope: 'read' }, 'Name is required'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'Name must be at most 60 characters'],
      [{ name: 'App', scope: 'admin' }, 'Scope must be read or read-write'],
    ] as const) {
      const result = await callSubgraph(url, CREATE, { input }, ada);
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(JSON.stringify(result.errors)).toContain(message);
    }
    expect((await callSubgraph<{ myApiTokens: Token[] }>(url, MINE, {}, ada)).data?.myApiTokens).toEqual([]);
  });

  it('allows at most 10 live tokens; revoking one makes room', async () => {
    const ada = await traveller();
    const made: Token[] = [];
    for (let i = 1; i <= 10; i += 1) made.push((await create(ada, `App ${i}`)).data!.createApiToken.token);
    const eleventh = await create(ada, 'App 11');
    expect(eleventh.errors?.[0]).toMatchObject({
      message: 'You can have at most 10 API tokens. Revoke one you no longer use first.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await service.connection.collection('api_tokens').countDocuments({ userId: ada.userId })).toBe(10);
    await callSubgraph(url, REVOKE, { id: made[0]!.id }, ada);
    expect((await create(ada, 'App 11')).errors).toBeUndefined();
  });

  it('limits the requests one token makes (TOO_MANY_REQUESTS with retryAfter), each token on its own', async () => {
    const ada = await traveller();
    const busy = (await create(ada, 'Busy')).data!.createApiToken.secret;
    const quiet = (await create(ada, 'Quiet')).data!.createApiToken.secret;
    for (let i = 0; i < 3; i += 1) {
      const ok = await callSubgraph(url, CALLER, { token: busy }, gateway);
      expect(ok.data?.apiTokenCaller).not.toBeNull();
    }
    const refused = await callSubgraph<never>(url, CALLER, { token: busy }, gateway);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many requests with this API token. Please slow down and try again in a few minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((refused.errors?.[0]?.extensions as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    const other = await callSubgraph(url, CALLER, { token: quiet }, gateway);
    expect(other.data?.apiTokenCaller).not.toBeNull();
  });

  it('exports tokens without secrets or hashes, and account deletion removes them', async () => {
    const ada = await traveller();
    const { secret } = (await create(ada, 'Exported')).data!.createApiToken;
    const data = callerFor(ada.userId, { scopes: ['account:export', 'account:delete'] });
    const exported = await callSubgraph<{ usersAccountExport: { apiTokens: Token[] } }>(
      url,
      EXPORT,
      {},
      data,
    );
    expect(exported.data?.usersAccountExport.apiTokens.map((t) => t.name)).toEqual(['Exported']);
    const text = JSON.stringify(exported.data);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(sha256(secret));

    await callSubgraph(url, DELETE, {}, data);
    expect(await service.connection.collection('api_tokens').countDocuments({ userId: ada.userId })).toBe(0);
    const after = await callSubgraph(url, CALLER, { token: secret }, gateway);
    expect(after.data).toEqual({ apiTokenCaller: null });
  });
});
