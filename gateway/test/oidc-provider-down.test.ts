import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@byway/kit/testing';
import { startPlatform, type Platform } from './support/platform.js';
import { Browser } from './support/browser.js';

const HOST = '127.0.0.1';

describe('third-party sign-in with the provider down', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ env: { OIDC_ISSUER_URL: `http://${HOST}:${await freePort()}` } });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('redirects to the login page with an error instead of failing the request', async () => {
    const response = await new Browser().fetch(`${platform.url}/api/login`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=signin_failed');
  });
});
