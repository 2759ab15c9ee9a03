import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type RunningGateway } from '../src/app.js';
import { SESSION_COOKIE } from '../src/auth/cookies.js';
import { signUp, startPlatform, type Platform } from './support/platform.js';

/**
 * Issue 13: gateway replicas behind a load balancer share what matters through the users service's
 * database. A sign-out on one replica is refused by the others at once.
 */
describe('two gateway replicas', () => {
  let platform: Platform;
  let second: RunningGateway;
  let secondUrl: string;

  beforeAll(async () => {
    platform = await startPlatform();
    const gateway = await createGateway(platform.config);
    second = await gateway.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${second.port}`;
  });
  afterAll(async () => {
    await second?.stop();
    await platform?.stop();
  });

  const me = (base: string, cookie: string) =>
    fetch(`${base}/api/auth/user`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });

  it('refuses on one replica, at once, a session signed out on the other', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const cookie = browser.cookie('127.0.0.1', SESSION_COOKIE)!.value;
    // Both replicas know the traveller (and the second one has just confirmed the session).
    expect((await me(platform.url, cookie)).status).toBe(200);
    expect((await me(secondUrl, cookie)).status).toBe(200);

    expect((await platform.api(browser, '/api/logout')).status).toBe(302);
    expect((await me(secondUrl, cookie)).status).toBe(401);
    expect((await me(platform.url, cookie)).status).toBe(401);
  });
});
