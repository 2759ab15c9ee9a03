import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@byway/kit/testing';
import { EMAIL_NOT_VERIFIED_REDIRECT, userResponseSchema } from '@byway/contracts/rest';
import {
  startIdentityProvider,
  UNVERIFIED_LOGIN_PREFIX,
  type RunningIdentityProvider,
} from '../dev/identity-provider.js';
import { SESSION_COOKIE } from '../src/auth/cookies.js';
import { OIDC_TRANSACTION_COOKIE } from '../src/auth/oidc.js';
import { completeOnboarding, signUp, startPlatform, uniqueEmail, type Platform } from './support/platform.js';
import { Browser, formAction } from './support/browser.js';

const HOST = '127.0.0.1';

let platform: Platform;
let provider: RunningIdentityProvider;

beforeAll(async () => {
  const gatewayPort = await freePort();
  const providerPort = await freePort();
  const issuer = `http://${HOST}:${providerPort}`;
  provider = await startIdentityProvider({
    port: providerPort,
    issuer,
    redirectUris: [`http://${HOST}:${gatewayPort}/api/callback`],
  });
  platform = await startPlatform({ port: gatewayPort, env: { OIDC_ISSUER_URL: issuer } });
});
afterAll(async () => {
  await platform?.stop();
  await provider?.stop();
});

const isCallback = (location: URL) => location.pathname === '/api/callback';

/** What a traveller does in the browser: Sign in with the provider, type a login and any password, Continue. */
async function signInWithProvider(browser: Browser, login: string, query = '') {
  const start = await browser.fetch(`${platform.url}/api/login${query}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('openid email profile');
  expect(browser.cookie(HOST, OIDC_TRANSACTION_COOKIE)).toMatchObject({ httpOnly: true, path: '/api' });

  let page = await browser.navigate(authorize.href, isCallback);
  for (let step = 0; step < 4 && !isCallback(page.url); step++) {
    const html = await page.response.text();
    const action = formAction(html, page.url.href);
    const fields: Record<string, string> = /name="login"/.test(html)
      ? { prompt: 'login', login, password: 'any password' }
      : { prompt: 'consent' };
    page = await browser.submitForm(action, fields, isCallback);
  }
  expect(isCallback(page.url)).toBe(true);
  expect(page.url.searchParams.get('code')).toBeTruthy();
  return browser.fetch(page.url.href);
}

describe('third-party sign-in (OpenID Connect code flow + PKCE against the dev provider)', () => {
  it('signs a new traveller in, creates the user from the claims, and sends them to onboarding', async () => {
    const browser = new Browser();
    const callback = await signInWithProvider(browser, 'ada.lovelace');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/onboarding');
    expect(browser.cookie(HOST, SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax' });
    expect(browser.cookie(HOST, OIDC_TRANSACTION_COOKIE)).toBeUndefined();

    const me = await platform.api(browser, '/api/auth/user');
    expect(me.status).toBe(200);
    expect(userResponseSchema.parse(await me.json())).toMatchObject({
      email: 'ada.lovelace@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileCompleted: false,
    });
  });

  it('signs the same traveller in again to the same account, and home once onboarding is done', async () => {
    const first = new Browser();
    await signInWithProvider(first, 'grace.hopper@navy.example');
    const firstUser = userResponseSchema.parse(await (await platform.api(first, '/api/auth/user')).json());
    const onboarding = await completeOnboarding(platform, first);
    expect(onboarding.status).toBe(200);

    const second = new Browser();
    const callback = await signInWithProvider(second, 'grace.hopper@navy.example');
    expect(callback.headers.get('location')).toBe('/');
    const secondUser = userResponseSchema.parse(await (await platform.api(second, '/api/auth/user')).json());
    expect(secondUser.id).toBe(firstUser.id);
    expect(secondUser.email).toBe('grace.hopper@navy.example');
  });

  it('comes back to the page the traveller was sent from, never to another site (issue 21)', async () => {
    const first = new Browser();
    await signInWithProvider(first, 'katherine.johnson@nasa.example');
    expect((await completeOnboarding(platform, first)).status).toBe(200);

    const back = await signInWithProvider(
      new Browser(),
      'katherine.johnson@nasa.example',
      '?returnTo=%2Ftrip%2F53%3Fday%3D2',
    );
    expect(back.headers.get('location')).toBe('/trip/53?day=2');
    // Someone new, sent from a trip, goes through onboarding first and is told where to come back to.
    const newcomer = await signInWithProvider(
      new Browser(),
      'mary.jackson@nasa.example',
      '?returnTo=%2Ftrip%2F53',
    );
    expect(newcomer.headers.get('location')).toBe('/onboarding?returnTo=%2Ftrip%2F53');
    for (const unsafe of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/api/logout']) {
      const callback = await signInWithProvider(
        new Browser(),
        'katherine.johnson@nasa.example',
        `?returnTo=${encodeURIComponent(unsafe)}`,
      );
      expect(callback.headers.get('location')).toBe('/');
    }
  });

  it('links a password account only when the provider verified its email; without email_verified it links and creates nothing (issue 18)', async () => {
    const owner = new Browser();
    const { email, password } = await signUp(platform, owner, uniqueEmail('linked'));
    const users = platform.services.users!.connection.collection('users');

    // A provider that leaves out email_verified, claiming the owner's address: sent back to the login page.
    const attacker = new Browser();
    const refused = await signInWithProvider(attacker, `${UNVERIFIED_LOGIN_PREFIX}${email}`);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe(EMAIL_NOT_VERIFIED_REDIRECT);
    expect(attacker.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
    expect((await users.findOne({ email }))?.identities ?? []).toEqual([]);
    // A new address is not taken either (a later verified sign-in would otherwise land in that account).
    const stranger = new Browser();
    const fresh = uniqueEmail('squatter');
    await signInWithProvider(stranger, `${UNVERIFIED_LOGIN_PREFIX}${fresh}`);
    expect(stranger.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
    expect(await users.countDocuments({ email: fresh })).toBe(0);

    // The owner's password still works, and a provider that verified the address links to the account.
    expect(
      (
        await platform.api(new Browser(), '/api/custom-login', {
          method: 'POST',
          json: { email, password },
        })
      ).status,
    ).toBe(200);
    const verified = new Browser();
    await signInWithProvider(verified, email);
    const me = userResponseSchema.parse(await (await platform.api(verified, '/api/auth/user')).json());
    expect(me.email).toBe(email);
    expect((await users.findOne({ email }))?.identities).toHaveLength(1);
  });
});

describe('third-party sign-in: failing safely', () => {
  it('fails safely: a callback without the transaction cookie or with a wrong state gives no session', async () => {
    const browser = new Browser();
    const start = await browser.fetch(`${platform.url}/api/login`);
    const authorize = new URL(start.headers.get('location')!);

    const stranger = new Browser();
    const forgedCallback = await stranger.fetch(
      `${platform.url}/api/callback?code=abc&state=${authorize.searchParams.get('state')}`,
    );
    expect(forgedCallback.status).toBe(302);
    expect(forgedCallback.headers.get('location')).toBe('/login?error=signin_failed');
    expect(stranger.cookie(HOST, SESSION_COOKIE)).toBeUndefined();

    const wrongState = await browser.fetch(`${platform.url}/api/callback?code=abc&state=not-the-state`);
    expect(wrongState.headers.get('location')).toBe('/login?error=signin_failed');
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });

  it('the provider refuses an authorization request without PKCE', async () => {
    const browser = new Browser();
    const start = await browser.fetch(`${platform.url}/api/login`);
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.delete('code_challenge');
    authorize.searchParams.delete('code_challenge_method');
    const { url } = await browser.navigate(authorize.href, isCallback);
    expect(isCallback(url)).toBe(true);
    expect(url.searchParams.get('error')).toBe('invalid_request');
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('fails safely when the traveller cancels at the provider', async () => {
    const browser = new Browser();
    const start = await browser.fetch(`${platform.url}/api/login`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const cancelled = await browser.fetch(`${platform.url}/api/callback?error=access_denied&state=${state}`);
    expect(cancelled.headers.get('location')).toBe('/login?error=signin_failed');
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
  });
});
