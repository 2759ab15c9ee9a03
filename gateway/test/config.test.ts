import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS, estimatedBits } from '@byway/kit';
import { cookieSecure, loadGatewayConfig } from '../src/config.js';
import { readinessUrl } from '../src/health.js';
import { devAccountClaims } from '../dev/identity-provider.js';

/** Settings a production gateway starts with: its own random secrets and https addresses. */
const PRODUCTION = {
  NODE_ENV: 'production',
  INTERNAL_TOKEN_SECRET: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  OIDC_CLIENT_SECRET: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://byway.example.com',
  OIDC_ISSUER_URL: 'https://login.example.com',
};

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts gateway/src/main.ts as production would, with only `env`; answers how it ended. */
function runGateway(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: gatewayDir,
      env: { PATH: process.env.PATH, GATEWAY_PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A gateway that started anyway is stopped, so the test fails instead of hanging.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

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

  it('refuses the repository’s development values (trailing space or not) and two equal secrets, even when set explicitly', () => {
    const own = { ...PRODUCTION };
    expect(() =>
      loadGatewayConfig({ ...own, INTERNAL_TOKEN_SECRET: DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET }),
    ).toThrow(/INTERNAL_TOKEN_SECRET is the repository's development value/);
    expect(() => loadGatewayConfig({ ...own, SESSION_SECRET: DEVELOPMENT_SECRETS.SESSION_SECRET })).toThrow(
      /SESSION_SECRET is the repository's development value/,
    );
    // Issue 18: a copy with a stray space or newline is still the public value.
    expect(() =>
      loadGatewayConfig({ ...own, SESSION_SECRET: `${DEVELOPMENT_SECRETS.SESSION_SECRET} ` }),
    ).toThrow(/SESSION_SECRET is the repository's development value/);
    expect(() =>
      loadGatewayConfig({ ...own, OIDC_CLIENT_SECRET: `\n${DEVELOPMENT_SECRETS.OIDC_CLIENT_SECRET}\n` }),
    ).toThrow(/OIDC_CLIENT_SECRET is the repository's development value/);
    expect(() => loadGatewayConfig({ ...own, SESSION_SECRET: own.INTERNAL_TOKEN_SECRET })).toThrow(
      /must all differ/,
    );
    expect(() => loadGatewayConfig({ ...own, SESSION_SECRET: `${own.INTERNAL_TOKEN_SECRET} ` })).toThrow(
      /must all differ/,
    );
    expect(loadGatewayConfig(own).NODE_ENV).toBe('production');
  });

  it('refuses guessable secrets in production, naming the variable (issue 18)', () => {
    for (const weak of ['a'.repeat(32), 'passwordpasswordpasswordpassword', 'ab'.repeat(40)]) {
      expect(() => loadGatewayConfig({ ...PRODUCTION, SESSION_SECRET: weak }), weak).toThrow(
        /SESSION_SECRET is too easy to guess \(about \d+ bits, at least 100 needed\)/,
      );
      expect(() => loadGatewayConfig({ ...PRODUCTION, INTERNAL_TOKEN_SECRET: weak }), weak).toThrow(
        /INTERNAL_TOKEN_SECRET is too easy to guess/,
      );
    }
    expect(() => loadGatewayConfig({ ...PRODUCTION, OIDC_CLIENT_SECRET: 'real' })).toThrow(
      /OIDC_CLIENT_SECRET is too easy to guess/,
    );
    // `openssl rand -hex 32` and `-base64 32` pass.
    expect(estimatedBits(randomBytes(32).toString('hex'))).toBeGreaterThan(200);
    expect(estimatedBits(randomBytes(32).toString('base64'))).toBeGreaterThan(150);
  });

  it('requires PUBLIC_URL and OIDC_ISSUER_URL in production, over https (loopback aside), and accepts good settings', () => {
    const { PUBLIC_URL: _public, ...withoutPublic } = PRODUCTION;
    expect(() => loadGatewayConfig(withoutPublic)).toThrow(/PUBLIC_URL must be set in production/);
    const { OIDC_ISSUER_URL: _issuer, ...withoutIssuer } = PRODUCTION;
    expect(() => loadGatewayConfig(withoutIssuer)).toThrow(/OIDC_ISSUER_URL must be set in production/);
    expect(() => loadGatewayConfig({ ...PRODUCTION, PUBLIC_URL: 'http://byway.example.com' })).toThrow(
      /PUBLIC_URL must be an https:\/\/ address in production/,
    );
    expect(() => loadGatewayConfig({ ...PRODUCTION, OIDC_ISSUER_URL: 'http://login.example.com' })).toThrow(
      /OIDC_ISSUER_URL must be an https:\/\/ address in production/,
    );
    // Outside production a Secure cookie needs https too.
    expect(() =>
      loadGatewayConfig({
        NODE_ENV: 'development',
        COOKIE_SECURE: 'true',
        PUBLIC_URL: 'http://staging.example',
      }),
    ).toThrow(/PUBLIC_URL must be an https:\/\/ address when the session cookie is Secure/);
    // Every problem at once, each naming its variable.
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET[\s\S]*PUBLIC_URL must be set[\s\S]*OIDC_ISSUER_URL must be set/,
    );

    const config = loadGatewayConfig(PRODUCTION);
    expect(config).toMatchObject({ PUBLIC_URL: 'https://byway.example.com', NODE_ENV: 'production' });
    expect(cookieSecure(config)).toBe(true);
    // A machine trying the production images on itself (compose at http://localhost:3000).
    expect(loadGatewayConfig({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe(
      'http://localhost:3000',
    );
  });

  it('stops a real gateway process started with unsafe production settings, with a message naming them', async () => {
    const { code, output } = await runGateway({
      ...PRODUCTION,
      PUBLIC_URL: 'http://byway.example.com',
      SESSION_SECRET: 'a'.repeat(32),
      OIDC_ISSUER_URL: '',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/SESSION_SECRET is too easy to guess/);
    expect(output).toMatch(/PUBLIC_URL must be an https:\/\/ address in production/);
    expect(output).toMatch(/OIDC_ISSUER_URL must be set in production/);
  }, 60_000);

  it('refuses the development secrets in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET|INTERNAL_TOKEN_SECRET/,
    );
    const { OIDC_CLIENT_SECRET: _secret, ...secrets } = PRODUCTION;
    expect(() => loadGatewayConfig(secrets)).toThrow(/OIDC_CLIENT_SECRET must be set in production/);
    const config = loadGatewayConfig({ ...secrets, OIDC_CLIENT_SECRET: randomBytes(24).toString('base64') });
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
