import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type Configuration } from 'oidc-provider';
import { DEVELOPMENT_SECRETS } from '@byway/kit';

/**
 * A real OpenID provider (the `oidc-provider` package) for local development and tests, so the whole
 * third-party sign-in redirect flow runs offline. Any login name signs in; the password is not checked.
 * Never run it in production: it uses the package's development-only interaction pages.
 */

export const DEV_CLIENT_ID = 'byway-local';
export const DEV_CLIENT_SECRET = DEVELOPMENT_SECRETS.OIDC_CLIENT_SECRET;

export interface IdentityProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to http://localhost:<port>. */
  issuer?: string;
  /** Where the provider may send the browser back (the gateway's `${PUBLIC_URL}/api/callback`). */
  redirectUris: string[];
  host?: string;
  clientId?: string;
  clientSecret?: string;
}

export interface RunningIdentityProvider {
  issuer: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Login names starting with this sign in without the `email_verified` claim, as some providers answer:
 * 'unverified:ada@example.test' replays an identity claiming someone's address unchecked (issue 18).
 */
export const UNVERIFIED_LOGIN_PREFIX = 'unverified:';

/** The traveller behind a login name: 'ada.lovelace' is Ada Lovelace, ada.lovelace@example.test. */
export function devAccountClaims(login: string) {
  const unverified = login.trim().startsWith(UNVERIFIED_LOGIN_PREFIX);
  const trimmed = (unverified ? login.trim().slice(UNVERIFIED_LOGIN_PREFIX.length) : login).trim();
  const email = trimmed.includes('@') ? trimmed.toLowerCase() : `${trimmed.toLowerCase()}@example.test`;
  const localPart = trimmed.split('@')[0] ?? trimmed;
  const words = localPart
    .split(/[._+\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  const givenName = words[0] ?? 'Traveller';
  const familyName = words.slice(1).join(' ') || undefined;
  return {
    email,
    ...(unverified ? {} : { email_verified: true }),
    given_name: givenName,
    ...(familyName ? { family_name: familyName } : {}),
    name: [givenName, familyName].filter(Boolean).join(' '),
  };
}

function findAccount(_ctx: unknown, id: string): Account {
  return {
    accountId: id,
    claims: () => ({ sub: id, ...devAccountClaims(id) }),
  };
}

export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<RunningIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://localhost:${port}`;

  // A fresh signing key per run: relying parties fetch it from the JWKS endpoint.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId ?? DEV_CLIENT_ID,
        client_secret: options.clientSecret ?? DEV_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    findAccount,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Explicit lifetimes (seconds) keep the provider from warning about its defaults on every sign-in.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
