import jwt from 'jsonwebtoken';
import { hmacKey } from '@byway/kit';
import { z } from 'zod';

const ALGORITHM = 'HS256';
const ISSUER = 'byway';
const AUDIENCE = 'byway-session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

const claimsSchema = z.object({ sid: z.string().min(1), sub: z.string().min(1) });
export type SessionClaims = z.infer<typeof claimsSchema>;

/** The session cookie's value: a signed JWT that names a server-side session and its user. */
export function signSessionToken(claims: SessionClaims, secret: string): string {
  return jwt.sign({ sid: claims.sid }, hmacKey(secret), {
    algorithm: ALGORITHM,
    issuer: ISSUER,
    audience: AUDIENCE,
    subject: claims.sub,
    expiresIn: SESSION_TTL_SECONDS,
  });
}

/** The claims of a valid token, or null for anything forged, expired, or signed another way. */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  try {
    // The algorithm is pinned: a token claiming `none` or an asymmetric algorithm is refused.
    const decoded = jwt.verify(token, hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = claimsSchema.safeParse(decoded);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
