import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETE_SCOPE,
  ACCOUNT_EXPORT_SCOPE,
  AppError,
  createRateLimiter,
  type Caller,
} from '@byway/kit';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import {
  PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@byway/contracts/rest';
import { createAccountDataRepository } from '../src/data-access/account-data-repository.js';
import { registerModels } from '../src/data-access/models.js';
import { createSessionRepository } from '../src/data-access/session-repository.js';
import { definition } from '../src/definition.js';
import { createAccountData } from '../src/domain/account-data.js';
import { IDENTITY_LINK_SCOPE } from '../src/domain/accounts.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id } }`;
const SIGN_IN_WITH_IDENTITY = `mutation($input: IdentityInput!) { signInWithIdentity(input: $input) { id } }`;
const EXPORT = `{ usersAccountExport }`;
const CONFIRM = `mutation($password: String) { confirmAccountDeletion(password: $password) }`;
const DELETE = `mutation { deleteUsersAccountData }`;
const PASSWORD = 'correct horse battery';

interface Signed {
  id: string;
  sid: string;
}

/** The users service's part of issue 9: gateway-only export, deletion confirmation and deletion. */
describe('users service: the traveller’s own data', () => {
  let service: RunningService;
  let ada: Signed;
  let grace: Signed;

  const as = (who: Signed, scopes: string[]): Caller => callerFor(who.id, { sessionId: who.sid, scopes });
  const signUp = async (email: string): Promise<Signed> => {
    const result = await callSubgraph<{ signUp: { id: string } }>(service.url, SIGN_UP, {
      input: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    });
    return { id: result.data!.signUp.id, sid: result.headers.get('x-byway-session')! };
  };
  const exportOf = async (who: Signed) =>
    callSubgraph<{ usersAccountExport: Record<string, unknown> }>(
      service.url,
      EXPORT,
      {},
      as(who, [ACCOUNT_EXPORT_SCOPE]),
    );

  beforeAll(async () => {
    service = await startService(definition, testMongoUri());
    ada = await signUp('ada.data@example.test');
    grace = await signUp('grace.data@example.test');
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('answers the export, confirmation and deletion only to a caller with the internal scope', async () => {
    const plain = as(ada, []);
    for (const [query, variables] of [
      [EXPORT, {}],
      [CONFIRM, { password: PASSWORD }],
      [DELETE, {}],
    ] as const) {
      const result = await callSubgraph(service.url, query, variables, plain);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Export scope does not let anyone delete.
    const wrongScope = await callSubgraph(service.url, DELETE, {}, as(ada, [ACCOUNT_EXPORT_SCOPE]));
    expect(wrongScope.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await exportOf(ada)).data?.usersAccountExport.profile).toMatchObject({ id: ada.id });
  });

  it('exports the profile and session expiries without the password hash or session ids', async () => {
    const result = await exportOf(ada);
    const exported = result.data!.usersAccountExport;
    expect(exported.profile).toMatchObject({ id: ada.id, email: 'ada.data@example.test', firstName: 'Ada' });
    expect(exported.sessions).toEqual([{ expiresAt: expect.any(String) }]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(ada.sid);
    expect(text).not.toContain(grace.id);
  });

  it('confirms a deletion only with the right password', async () => {
    const confirm = (password: string | null) =>
      callSubgraph<{ confirmAccountDeletion: boolean }>(
        service.url,
        CONFIRM,
        { password },
        as(ada, [ACCOUNT_DELETE_SCOPE]),
      );
    const missing = await confirm(null);
    expect(missing.errors?.[0]).toMatchObject({
      message: PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const wrong = await confirm('not the password');
    expect(wrong.errors?.[0]).toMatchObject({
      message: WRONG_PASSWORD_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await confirm(PASSWORD)).data?.confirmAccountDeletion).toBe(true);
  });

  it('confirms a third-party-only account by a sign-in under ten minutes old, and asks for a new one after', async () => {
    const signedIn = await callSubgraph<{ signInWithIdentity: { id: string } }>(
      service.url,
      SIGN_IN_WITH_IDENTITY,
      { input: { issuer: 'https://id.example.test', subject: 'lin-1', email: 'lin@example.test' } },
      callerFor(null, { scopes: [IDENTITY_LINK_SCOPE] }),
    );
    const lin = { id: signedIn.data!.signInWithIdentity.id, sid: signedIn.headers.get('x-byway-session')! };
    const confirmed = await callSubgraph<{ confirmAccountDeletion: boolean }>(
      service.url,
      CONFIRM,
      {},
      as(lin, [ACCOUNT_DELETE_SCOPE]),
    );
    expect(confirmed.data?.confirmAccountDeletion).toBe(true);

    const models = registerModels(service.connection);
    const elevenMinutesLater = () => Date.now() + 11 * 60_000;
    const later = createAccountData({
      data: createAccountDataRepository(models),
      sessions: createSessionRepository(models),
      limits: createRateLimiter(service.connection),
      now: elevenMinutesLater,
    });
    const stale = later.confirmDeletion(as(lin, [ACCOUNT_DELETE_SCOPE]), undefined);
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({ code: 'FORBIDDEN', message: SIGN_IN_AGAIN_MESSAGE });
    // Another traveller's fresh session does not vouch for this one.
    const borrowed = await callSubgraph(
      service.url,
      CONFIRM,
      {},
      callerFor(lin.id, { sessionId: grace.sid, scopes: [ACCOUNT_DELETE_SCOPE] }),
    );
    expect(borrowed.errors?.[0]).toMatchObject({ message: SIGN_IN_AGAIN_MESSAGE });
  });

  it('deletes the account, its sessions and linked sign-ins; a repeat does nothing; others keep theirs', async () => {
    const remove = () =>
      callSubgraph<{ deleteUsersAccountData: boolean }>(
        service.url,
        DELETE,
        {},
        as(ada, [ACCOUNT_DELETE_SCOPE]),
      );
    expect((await remove()).data?.deleteUsersAccountData).toBe(true);
    expect((await remove()).data?.deleteUsersAccountData).toBe(true);

    const session = await callSubgraph<{ sessionUser: { id: string } | null }>(
      service.url,
      'query($id: ID!) { sessionUser(sessionId: $id) { id } }',
      { id: ada.sid },
      callerFor(null, { scopes: ['session:read'] }),
    );
    expect(session.data?.sessionUser).toBeNull();
    expect(await service.connection.collection('sessions').countDocuments({ userId: ada.id })).toBe(0);
    expect((await exportOf(ada)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await exportOf(grace)).data?.usersAccountExport.profile).toMatchObject({ id: grace.id });
  });
});
