import jwt from 'jsonwebtoken';
import { hmacKey } from '@byway/kit';
import {
  COLLAB_TOKEN_AUDIENCE,
  COLLAB_TOKEN_ISSUER,
  collabTokenClaimsSchema,
  tripIdOfDocument,
  type CollabTokenClaims,
} from '@byway/contracts/collab';

/**
 * Why a connection was refused, as the browser's provider hears it (`onAuthenticationFailed({ reason })`):
 * `token-expired` tells it to ask the gateway for a new token; the others are final.
 */
export type RefusalReason = 'missing-token' | 'token-expired' | 'invalid-token' | 'wrong-document';

/**
 * A refused connection: Hocuspocus sends `reason` to the client as the permission-denied reason. No message:
 * Hocuspocus prints every hook error that has one to stderr, and an expired token is routine (the server
 * logs refusals itself, as JSON like every other line).
 */
export class ConnectionRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super('');
    this.name = 'ConnectionRefused';
  }
}

/**
 * The claims of a token the gateway signed for this very document, or ConnectionRefused. The algorithm and
 * audience are pinned: a token claiming `none`, or another of the platform's HS256 tokens, is refused.
 */
export function verifyCollabToken(
  token: string | undefined,
  documentName: string,
  secret: string,
): CollabTokenClaims {
  if (!token) throw new ConnectionRefused('missing-token');
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      issuer: COLLAB_TOKEN_ISSUER,
      audience: COLLAB_TOKEN_AUDIENCE,
    });
  } catch (error) {
    throw new ConnectionRefused(error instanceof jwt.TokenExpiredError ? 'token-expired' : 'invalid-token');
  }
  const claims = collabTokenClaimsSchema.safeParse(decoded);
  if (!claims.success) throw new ConnectionRefused('invalid-token');
  if (tripIdOfDocument(documentName) !== claims.data.tripId) throw new ConnectionRefused('wrong-document');
  return claims.data;
}
