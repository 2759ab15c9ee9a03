import { describe, expect, it } from 'vitest';
import { createdApiTokenResponseSchema } from '@byway/contracts/rest';
import { loadGatewayConfig } from '../src/config.js';
import { platformSuite } from './support/platform-suite.js';

const PARTNER = 'https://app.partner.example';
const { platform, ada, accounts } = platformSuite({
  signedUp: ['ada'],
  env: { PARTNER_ORIGINS: `${PARTNER}, https://other.partner.example` },
});

const tokenOf = async () => {
  const made = await platform.api(ada, '/api/api-tokens', {
    method: 'POST',
    json: { name: 'Partner web app', scope: 'read' },
  });
  expect(made.status).toBe(201);
  return createdApiTokenResponseSchema.parse(await made.json()).secret;
};
const from = (origin: string, path: string, init: RequestInit = {}) =>
  fetch(`${platform.url}${path}`, {
    ...init,
    headers: { origin, ...(init.headers as Record<string, string>) },
  });
const preflight = (origin: string, path: string, method: string, headers: string) =>
  from(origin, path, {
    method: 'OPTIONS',
    headers: { 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

/** Issue 23: a partner's browser app on a listed origin calls the API with a token, never with a cookie. */
describe('CORS for partner origins (PARTNER_ORIGINS)', () => {
  it('lets a listed origin call /api and /graphql with a token, and read the rate-limit headers', async () => {
    const secret = await tokenOf();
    const rest = await from(PARTNER, '/api/auth/user', { headers: { authorization: `Bearer ${secret}` } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { id: string }).id).toBe(accounts.ada.id);
    expect(rest.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(rest.headers.get('access-control-allow-credentials')).toBeNull();
    expect(rest.headers.get('access-control-expose-headers')).toContain('RateLimit');
    expect(rest.headers.get('vary')).toContain('Origin');

    const graphql = await from(PARTNER, '/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('answers the preflight of a token request, and grants nothing else', async () => {
    const granted = await preflight(PARTNER, '/api/trips', 'POST', 'authorization, content-type');
    expect(granted.status).toBe(204);
    expect(granted.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(granted.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(granted.headers.get('access-control-allow-methods')).toContain('POST');
    expect(granted.headers.get('access-control-allow-credentials')).toBeNull();
    const graphql = await preflight(PARTNER, '/graphql', 'POST', 'authorization,content-type');
    expect(graphql.headers.get('access-control-allow-origin')).toBe(PARTNER);
    // Without Authorization the request would ride on the cookie: no grant.
    const cookieOnly = await preflight(PARTNER, '/api/trips', 'POST', 'content-type');
    expect(corsHeaders(cookieOnly)).toEqual([]);
  });

  it('sends no CORS header to a cookie request from a listed origin', async () => {
    const cookie = await platform.api(ada, '/api/auth/user', { headers: { origin: PARTNER } });
    expect(cookie.status).toBe(200);
    expect(corsHeaders(cookie)).toEqual([]);
  });

  it('sends no CORS header to an origin not listed, token or not', async () => {
    const secret = await tokenOf();
    const stranger = 'https://elsewhere.example';
    const withToken = await from(stranger, '/api/auth/user', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(withToken.status).toBe(200);
    expect(corsHeaders(withToken)).toEqual([]);
    const asked = await preflight(stranger, '/api/trips', 'POST', 'authorization, content-type');
    expect(corsHeaders(asked)).toEqual([]);
  });

  it('stops the start-up on an entry that is not exactly an origin', () => {
    const load = (PARTNER_ORIGINS: string) => () => loadGatewayConfig({ NODE_ENV: 'test', PARTNER_ORIGINS });
    expect(load('https://app.partner.example/')).toThrow(/PARTNER_ORIGINS/);
    expect(load('app.partner.example')).toThrow(/PARTNER_ORIGINS/);
    expect(load('*')).toThrow(/PARTNER_ORIGINS/);
    expect(load(' https://a.example ,https://b.example:8443')().PARTNER_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });
});
