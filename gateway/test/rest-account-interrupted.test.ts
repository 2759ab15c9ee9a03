import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_INCOMPLETE_MESSAGE } from '@byway/contracts/rest';
import { signUp, startPlatform, type Platform } from './support/platform.js';
import { startFakeSubgraph, type FakeSubgraph } from './support/fake-subgraph.js';

/** Issue 9: an account deletion that a service fails part-way can be retried to the end. */
describe('REST adapter: an account deletion interrupted by a failing service', () => {
  let platform: Platform;
  let discovery: FakeSubgraph;

  beforeAll(async () => {
    discovery = await startFakeSubgraph();
    platform = await startPlatform({ allSubgraphs: true, env: { DISCOVERY_URL: discovery.url } });
  });
  afterAll(async () => {
    await platform?.stop();
    await discovery?.stop();
  });

  it('answers 503 and keeps the account able to sign in; the retry completes the deletion', async () => {
    const ada = platform.browser();
    const account = await signUp(platform, ada);
    const remove = () =>
      platform.api(ada, '/api/account', { method: 'DELETE', json: { password: account.password } });
    const signInAgain = () =>
      platform.api(platform.browser(), '/api/custom-login', {
        method: 'POST',
        json: { email: account.email, password: account.password },
      });

    discovery.answer({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    const failed = await remove();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: ACCOUNT_DELETE_INCOMPLETE_MESSAGE });
    expect((await signInAgain()).status).toBe(200);
    expect((await platform.api(ada, '/api/auth/user')).status).toBe(200);

    discovery.answer({ body: JSON.stringify({ data: { deleteDiscoveryAccountData: true } }) });
    const retried = await remove();
    expect(retried.status).toBe(200);
    expect((await signInAgain()).status).toBe(401);
  });
});
