import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS } from '@byway/kit';
import { cookieSecure, loadGatewayConfig } from '../src/config.js';
import { readinessUrl } from '../src/health.js';
import { devAccountClaims } from '../dev/identity-provider.js';

describe('gateway config', () => {
  it('runs on embedded defaults in development', () => {
    const config = loadGatewayConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({
      GATEWAY_PORT: 4000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      USERS_URL: 'http://127.0.0.1:4001/graphql',
      AI_URL: 'http://127.0.0.1:4005/graphql',
      OIDC_ISSUER_URL: 'http://localhost:4010',
      OIDC_CLIENT_ID: 'byway-local',
    });
    expect(cookieSecure(config)).toBe(false);
    expect(cookieSecure(loadGatewayConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }))).toBe(true);
  });

  it('runs as production when NODE_ENV is not set, so the public development secrets open nothing', () => {
    expect(() => loadGatewayConfig({})).toThrow(/must be set in production/);
  });

  it('refuses the repository’s development values and two equal secrets, even when set explicitly', () => {
    const own = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      INTERNAL_TOKEN_SECRET: 'i'.repeat(40),
      OIDC_CLIENT_SECRET: 'o'.repeat(40),
    };
    expect(() =>
      loadGatewayConfig({ ...own, INTERNAL_TOKEN_SECRET: DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET }),
    ).toThrow(/INTERNAL_TOKEN_SECRET is the repository's development value/);
    expect(() => loadGatewayConfig({ ...own, SESSION_SECRET: DEVELOPMENT_SECRETS.SESSION_SECRET })).toThrow(
      /SESSION_SECRET is the repository's development value/,
    );
    expect(() => loadGatewayConfig({ ...own, SESSION_SECRET: own.INTERNAL_TOKEN_SECRET })).toThrow(
      /must all differ/,
    );
    expect(loadGatewayConfig(own).NODE_ENV).toBe('production');
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET|INTERNAL_TOKEN_SECRET/,
    );
    const secrets = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      INTERNAL_TOKEN_SECRET: 'i'.repeat(40),
    };
    expect(() => loadGatewayConfig(secrets)).toThrow(/OIDC_CLIENT_SECRET/);
    const config = loadGatewayConfig({ ...secrets, OIDC_CLIENT_SECRET: 'real' });
    expect(cookieSecure(config)).toBe(true);
  });

  it('names the bad setting', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'development', USERS_URL: 'not a url' })).toThrow(/USERS_URL/);
    expect(() => loadGatewayConfig({ NODE_ENV: 'development', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/,
    );
  });

  it('derives readiness URLs from the GraphQL URLs', () => {
    expect(readinessUrl('http://127.0.0.1:4002/graphql')).toBe('http://127.0.0.1:4002/readyz');
  });
});

describe('dev identity provider accounts', () => {
  it('derives a deterministic traveller from the login name', () => {
    expect(devAccountClaims('ada.lovelace')).toMatchObject({
      email: 'ada.lovelace@example.test',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email_verified: true,
    });
    expect(devAccountClaims('Grace_Hopper@Navy.example')).toMatchObject({
      email: 'grace_hopper@navy.example',
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    expect(devAccountClaims('linus')).toEqual({
      email: 'linus@example.test',
      email_verified: true,
      given_name: 'Linus',
      name: 'Linus',
    });
  });
});
