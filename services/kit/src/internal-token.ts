import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { AppError } from './errors.js';

/** Header the gateway uses to tell a subgraph who is calling. Subgraphs accept nothing else. */
export const INTERNAL_TOKEN_HEADER = 'x-byway-internal-token';

const ISSUER = 'byway-gateway';
const AUDIENCE = 'byway-subgraphs';
const ALGORITHM = 'HS256';
const TTL_SECONDS = 60;

/** What the gateway vouches for: the signed-in user (if any), their session and any internal scopes. */
export interface Caller {
  userId: string | null;
  sessionId: string | null;
  /** Internal capabilities, granted only by the gateway's own auth code (never by a client request). */
  scopes: string[];
  /**
   * The client's address as the gateway saw it (after its trusted proxies), for limits per address such
   * as sign-in attempts. Absent on service-to-service calls.
   */
  clientAddress?: string;
}

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of a secret, made once per process. Given a string, jsonwebtoken first tries it as a PEM
 * public and private key (two failed parses and two thrown errors per call): that was about a third of the
 * gateway's CPU at load, for every request and every subgraph call.
 */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export const ANONYMOUS: Caller = { userId: null, sessionId: null, scopes: [] };

const claimsSchema = z.object({
  sub: z.string().optional(),
  sid: z.string().optional(),
  scope: z.array(z.string()).optional(),
  cip: z.string().max(100).optional(),
});

export function signInternalToken(caller: Caller, secret: string): string {
  const claims: Record<string, unknown> = { scope: caller.scopes };
  if (caller.sessionId) claims.sid = caller.sessionId;
  if (caller.clientAddress) claims.cip = caller.clientAddress;
  return jwt.sign(claims, hmacKey(secret), {
    algorithm: ALGORITHM,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: TTL_SECONDS,
    ...(caller.userId ? { subject: caller.userId } : {}),
  });
}

export function verifyInternalToken(token: string | undefined, secret: string): Caller {
  if (!token) throw AppError.unauthenticated('Missing internal identity');
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  } catch {
    throw AppError.unauthenticated('Invalid internal identity');
  }
  const claims = claimsSchema.safeParse(decoded);
  if (!claims.success) throw AppError.unauthenticated('Invalid internal identity');
  return {
    userId: claims.data.sub ?? null,
    sessionId: claims.data.sid ?? null,
    scopes: claims.data.scope ?? [],
    ...(claims.data.cip ? { clientAddress: claims.data.cip } : {}),
  };
}

/** The signed-in user's id, or a 401 for anonymous callers. */
export function requireUser(caller: Caller): string {
  if (!caller.userId) throw AppError.unauthenticated();
  return caller.userId;
}

export function requireScope(caller: Caller, scope: string): void {
  if (!caller.scopes.includes(scope)) throw new AppError('FORBIDDEN', 'Not allowed');
}
