import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import * as client from 'openid-client';
import { z } from 'zod';
import { hmacKey, type Logger } from '@byway/kit';
import { EMAIL_NOT_VERIFIED_REDIRECT, SIGN_IN_FAILED_REDIRECT } from '@byway/contracts/rest';
import { RETURN_TO_PARAM, safeReturnPath } from '@byway/contracts/rules';
import { clearedCookie, readCookie, sessionCookie, shortLivedCookie } from './cookies.js';
import type { SessionStore } from './session-store.js';
import type { UsersClient } from './users-client.js';

export const OIDC_TRANSACTION_COOKIE = 'byway_oidc';
const TRANSACTION_PATH = '/api';
const TRANSACTION_TTL_SECONDS = 10 * 60;
const TRANSACTION_AUDIENCE = 'byway-oidc-transaction';
const SCOPE = 'openid email profile';

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  /** The page to come back to (issue 21), already checked by safeReturnPath. */
  returnTo: z.string().optional(),
});

const SIGN_IN_WITH_IDENTITY = `mutation SignInWithIdentity($input: IdentityInput!) {
  signInWithIdentity(input: $input) { id profileCompleted }
}`;

export interface OidcOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  publicUrl: string;
  sessionSecret: string;
  cookieSecure: boolean;
  users: UsersClient;
  sessions: SessionStore;
  logger: Logger;
}

/**
 * Third-party sign-in: OpenID Connect authorization code flow with PKCE (openid-client v6). State, nonce
 * and the PKCE verifier travel in a short-lived signed httpOnly cookie; the callback verifies the answer,
 * asks the users service to find or create the traveller, and hands out the session cookie.
 */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | null = null;
  private readonly redirectUri: string;

  constructor(private readonly options: OidcOptions) {
    this.redirectUri = new URL('/api/callback', options.publicUrl).href;
  }

  /** GET /api/login */
  readonly login = async (req: Request, res: Response): Promise<void> => {
    try {
      const config = await this.discover();
      const verifier = client.randomPKCECodeVerifier();
      const asked = req.query[RETURN_TO_PARAM];
      const returnTo = safeReturnPath(typeof asked === 'string' ? asked : null);
      const transaction = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        ...(returnTo ? { returnTo } : {}),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
      });
      const sealed = jwt.sign(transaction, hmacKey(this.options.sessionSecret), {
        algorithm: 'HS256',
        audience: TRANSACTION_AUDIENCE,
        expiresIn: TRANSACTION_TTL_SECONDS,
      });
      res.append(
        'Set-Cookie',
        shortLivedCookie(
          OIDC_TRANSACTION_COOKIE,
          sealed,
          this.options.cookieSecure,
          TRANSACTION_PATH,
          TRANSACTION_TTL_SECONDS,
        ),
      );
      res.redirect(302, url.href);
    } catch (error) {
      this.fail(res, error, 'could not start third-party sign-in');
    }
  };

  /** GET /api/callback */
  readonly callback = async (req: Request, res: Response): Promise<void> => {
    res.append(
      'Set-Cookie',
      clearedCookie(OIDC_TRANSACTION_COOKIE, this.options.cookieSecure, TRANSACTION_PATH),
    );
    try {
      const transaction = this.readTransaction(req);
      const config = await this.discover();
      // The redirect URI the provider saw is PUBLIC_URL's, whatever host this request came in on.
      const currentUrl = new URL(req.originalUrl, this.options.publicUrl);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider returned no ID token');
      let claims: Record<string, unknown> = { ...idClaims };
      if (typeof claims.email !== 'string') {
        // Many providers (oidc-provider among them) keep profile claims out of the ID token in the code flow.
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...claims };
      }
      if (typeof claims.email !== 'string' || !claims.email)
        throw new Error('the provider returned no email');
      // Only an address the provider vouches for (`email_verified: true`, not merely absent) may be linked
      // to an existing account, or start a new one (which a later verified sign-in would be linked to):
      // anyone can type someone else's address at a provider that does not check it (issue 18).
      if (claims.email_verified !== true) throw new EmailNotVerifiedError();

      const reply = await this.options.users.request<{
        signInWithIdentity: { id: string; profileCompleted: boolean };
      }>(
        SIGN_IN_WITH_IDENTITY,
        {
          input: {
            issuer: config.serverMetadata().issuer,
            subject: idClaims.sub,
            email: claims.email,
            firstName: optionalString(claims.given_name),
            lastName: optionalString(claims.family_name),
            profileImageUrl: optionalString(claims.picture),
          },
        },
        { userId: null, sessionId: null, scopes: ['identity:link'] },
      );
      const user = reply.data?.signInWithIdentity;
      if (!user || reply.errors.length > 0) {
        throw new Error(
          `signInWithIdentity failed: ${reply.errors.map((e) => e.message).join('; ') || 'no user'}`,
        );
      }
      if (!reply.startedSession) throw new Error('the users service opened no session');
      const token = await this.options.sessions.cookieValueFor(reply.startedSession, user.id);
      res.append('Set-Cookie', sessionCookie(token, this.options.cookieSecure));
      // Back to the page the traveller was sent from (checked again: the cookie is ours, the rule is one).
      // A traveller who has not onboarded yet goes through onboarding first, which then goes back.
      const back = safeReturnPath(transaction.returnTo);
      const onboarding = back
        ? `/onboarding?${new URLSearchParams({ [RETURN_TO_PARAM]: back })}`
        : '/onboarding';
      res.redirect(302, user.profileCompleted ? (back ?? '/') : onboarding);
    } catch (error) {
      this.fail(res, error, 'third-party sign-in failed');
    }
  };

  private readTransaction(req: Request): z.infer<typeof transactionSchema> {
    const sealed = readCookie(req, OIDC_TRANSACTION_COOKIE);
    if (!sealed) throw new Error('no sign-in in progress (transaction cookie missing or expired)');
    const decoded = jwt.verify(sealed, hmacKey(this.options.sessionSecret), {
      algorithms: ['HS256'],
      audience: TRANSACTION_AUDIENCE,
    });
    return transactionSchema.parse(decoded);
  }

  /** Discovery runs on first use and is retried after a failure (the provider may start after us). */
  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.options.issuerUrl);
      this.configuration = client
        .discovery(
          issuer,
          this.options.clientId,
          undefined,
          client.ClientSecretBasic(this.options.clientSecret),
          // Plain http only for a local issuer such as the dev provider; https everywhere else.
          issuer.protocol === 'http:'
            ? { execute: [client.allowInsecureRequests], timeout: 5 }
            : { timeout: 5 },
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  private fail(res: Response, error: unknown, what: string): void {
    this.options.logger.warn({ err: error }, what);
    if (res.headersSent) return;
    res.redirect(
      302,
      error instanceof EmailNotVerifiedError ? EMAIL_NOT_VERIFIED_REDIRECT : SIGN_IN_FAILED_REDIRECT,
    );
  }
}

/** The provider did not say the email is verified: the traveller is told to confirm it there. */
class EmailNotVerifiedError extends Error {
  constructor() {
    super('the provider has not verified the email address');
  }
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
