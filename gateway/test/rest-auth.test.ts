import { describe, expect, it } from 'vitest';
import { customLoginResponseSchema, signInStatusSchema, userResponseSchema } from '@byway/contracts/rest';
import { SESSION_COOKIE } from '../src/auth/cookies.js';
import { completeOnboarding, PASSWORD, requestSignUp, signUp, uniqueEmail } from './support/platform.js';
import { platformSuite } from './support/platform-suite.js';

const HOST = '127.0.0.1';

const { platform } = platformSuite({ signedUp: [] });

describe('REST adapter: sign-in and sign-up', () => {
  it('signs up, answers the current user, and sets an httpOnly SameSite=Lax session cookie', async () => {
    const browser = platform.browser();
    const email = uniqueEmail('ada');
    const response = await requestSignUp(platform, browser, email);
    expect(response.status).toBe(200);
    const body = customLoginResponseSchema.parse(await response.json());
    expect(body.user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileCompleted: false,
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await platform.api(browser, '/api/auth/user');
    expect(me.status).toBe(200);
    const user = userResponseSchema.parse(await me.json());
    expect(user).toEqual(body.user);
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'profileImageUrl',
        'interests',
        'travelStyle',
        'preferredPace',
        'lodgingPreference',
        'profileCompleted',
        'distanceUnits',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    // A new traveller reads each trip in its country's unit until they choose one.
    expect(user.distanceUnits).toBe('country');
  });

  it('signs in with the password and answers 401 { message: "Unauthorized" } when signed out', async () => {
    const first = platform.browser();
    const account = await signUp(platform, first);
    const anonymous = platform.browser();
    const signedOut = await platform.api(anonymous, '/api/auth/user');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Unauthorized' });

    const second = platform.browser();
    const response = await platform.api(second, '/api/custom-login', {
      method: 'POST',
      json: {
        email: account.email,
        password: account.password,
        isSignUp: false,
        firstName: '',
        lastName: '',
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(account.id);
    expect((await platform.api(second, '/api/auth/user')).status).toBe(200);
  });

  it('answers the sign-in probe (GET /api/auth/session) with 200 signed out and signed in (issue 21)', async () => {
    const anonymous = platform.browser();
    const signedOut = await platform.api(anonymous, '/api/auth/session');
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ signedIn: false, user: null });

    const browser = platform.browser();
    const account = await signUp(platform, browser);
    const signedIn = await platform.api(browser, '/api/auth/session');
    expect(signedIn.status).toBe(200);
    const status = signInStatusSchema.parse(await signedIn.json());
    expect(status.signedIn).toBe(true);
    expect(status.user?.id).toBe(account.id);
  });

  it('gives a wrong password and an unknown email the identical 401 answer', async () => {
    const account = await signUp(platform, platform.browser());
    const attempt = (email: string, password: string) =>
      platform.api(platform.browser(), '/api/custom-login', {
        method: 'POST',
        json: { email, password, isSignUp: false },
      });
    const wrongPassword = await attempt(account.email, 'not the password');
    const unknownEmail = await attempt(uniqueEmail('nobody'), 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const bodies = [await wrongPassword.text(), await unknownEmail.text()];
    expect(JSON.parse(bodies[0]!)).toEqual({ message: 'Invalid email or password' });
    expect(bodies[1]).toBe(bodies[0]);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
    expect(unknownEmail.headers.get('set-cookie')).toBeNull();
  });

  it('answers 409 to a second sign-up with the same email', async () => {
    const account = await signUp(platform, platform.browser());
    const response = await platform.api(platform.browser(), '/api/custom-login', {
      method: 'POST',
      json: {
        email: account.email,
        password: 'another password',
        isSignUp: true,
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string };
    expect(typeof body.message).toBe('string');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('REST adapter: refused sign-ins', () => {
  it('refuses malformed JSON, operator objects and missing fields with 400', async () => {
    const browser = platform.browser();
    const malformed = await platform.api(browser, '/api/custom-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.c", "password": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON body' });

    const operator = await platform.api(browser, '/api/custom-login', {
      method: 'POST',
      json: { email: { $ne: null }, password: { $ne: null }, isSignUp: false },
    });
    expect(operator.status).toBe(400);
    const operatorBody = (await operator.json()) as { message: string; issues: Array<{ path: string }> };
    expect(operatorBody.message).toMatch(/email/);
    expect(operatorBody.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );

    const missingNames = await platform.api(browser, '/api/custom-login', {
      method: 'POST',
      json: { email: uniqueEmail(), password: PASSWORD, isSignUp: true },
    });
    expect(missingNames.status).toBe(400);
    const missingBody = (await missingNames.json()) as { message: string };
    expect(missingBody.message).toMatch(/firstName/);
    expect(missingBody.message).toMatch(/lastName/);

    const noBody = await platform.api(browser, '/api/custom-login', { method: 'POST' });
    expect(noBody.status).toBe(400);
  });

  it('allows 10 failed attempts per 15 minutes on an account from one address, then answers 429 with Retry-After', async () => {
    const email = uniqueEmail('limited');
    const attempt = () =>
      platform.api(platform.browser(), '/api/custom-login', {
        method: 'POST',
        json: { email, password: 'wrong password', isSignUp: false },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await platform.api(platform.browser(), '/api/custom-login', {
      method: 'POST',
      json: { email: uniqueEmail('other'), password: 'wrong password', isSignUp: false },
    });
    expect(other.status).toBe(401);
  });
});

describe('REST adapter: sessions and sign-out', () => {
  it('logs out: redirects to /, clears the cookie, and the old cookie stops working even when replayed', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const oldCookie = browser.cookie(HOST, SESSION_COOKIE)!.value;
    expect((await platform.api(browser, '/api/auth/user')).status).toBe(200);

    const logout = await platform.api(browser, '/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(logout.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(browser.cookie(HOST, SESSION_COOKIE)).toBeUndefined();
    expect((await platform.api(browser, '/api/auth/user')).status).toBe(401);

    const replay = platform.browser();
    replay.setCookie(HOST, SESSION_COOKIE, oldCookie);
    const replayed = await platform.api(replay, '/api/auth/user');
    expect(replayed.status).toBe(401);
    // The dead cookie is cleared for the replaying browser too.
    expect(replayed.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await platform.api(replay, '/api/trips')).status).toBe(401);
  });

  it('treats a forged or tampered cookie as signed out and clears it', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const token = browser.cookie(HOST, SESSION_COOKIE)!.value;
    const [header, payload] = token.split('.');
    const forged = platform.browser();
    // alg "none" with the same claims: refused because the algorithm is pinned.
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    forged.setCookie(HOST, SESSION_COOKIE, `${noneHeader}.${payload}.`);
    const response = await platform.api(forged, '/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));

    const tampered = platform.browser();
    tampered.setCookie(HOST, SESSION_COOKIE, `${header}.${payload}.AAAA`);
    expect((await platform.api(tampered, '/api/auth/user')).status).toBe(401);
  });

  it('logging out while signed out just clears the cookie and redirects', async () => {
    const response = await platform.api(platform.browser(), '/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('REST adapter: profile, stats and unknown paths', () => {
  it('saves the profile and completes onboarding, answering the updated user', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const answers = {
      interests: ['nature-hikes', 'coffee', 'history'],
      travelStyle: 'adventurer',
      preferredPace: 'slow',
      lodgingPreference: 'camping',
    };
    const profile = await platform.api(browser, '/api/profile', { method: 'PATCH', json: answers });
    expect(profile.status).toBe(200);
    expect(userResponseSchema.parse(await profile.json())).toMatchObject(answers);

    const onboarding = await completeOnboarding(platform, browser);
    expect(onboarding.status).toBe(200);
    const user = userResponseSchema.parse(await onboarding.json());
    expect(user).toMatchObject({ profileCompleted: true, travelStyle: 'foodie' });
    const me = userResponseSchema.parse(await (await platform.api(browser, '/api/auth/user')).json());
    expect(me.profileCompleted).toBe(true);
  });

  it('refuses an invalid profile with 400 and changes nothing', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const before = await (await platform.api(browser, '/api/auth/user')).json();
    const invalid = await platform.api(browser, '/api/profile', {
      method: 'PATCH',
      json: {
        interests: ['coffee'],
        travelStyle: { $ne: null },
        preferredPace: 'slow',
        lodgingPreference: 'camping',
      },
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { message: string };
    expect(body.message).toMatch(/interests/);
    expect(body.message).toMatch(/travelStyle/);
    expect(await (await platform.api(browser, '/api/auth/user')).json()).toEqual(before);
  });

  it('answers the adventure stats for the signed-in traveller', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const response = await platform.api(browser, '/api/user-stats');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      totalPoints: expect.any(Number),
      level: expect.any(String),
    });
  });

  it('answers 401 on every signed-in path when signed out', async () => {
    const browser = platform.browser();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/auth/user'],
      ['GET', '/api/user-stats'],
      ['GET', '/api/trips'],
      ['POST', '/api/trips', { startLocation: 'Denver', endLocation: 'Moab' }],
      ['GET', '/api/trips/1'],
      ['GET', '/api/trips/abc'],
      ['PATCH', '/api/profile', {}],
      ['POST', '/api/complete-onboarding', {}],
    ];
    for (const [method, pathname, json] of calls) {
      const response = await platform.api(browser, pathname, { method, ...(json ? { json } : {}) });
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 401 });
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 404 { message: "Not found" } for unknown /api paths', async () => {
    const response = await platform.api(platform.browser(), '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
