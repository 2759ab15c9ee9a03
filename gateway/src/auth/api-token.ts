import type { Request } from 'express';
import { ANONYMOUS, AppError, InternalCallError, type Caller, type RateLimitQuota } from '@byway/kit';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@byway/contracts/rules';
import type { UsersClient } from './users-client.js';

const API_TOKEN_CALLER_QUERY =
  'query ApiTokenCaller($token: String!) { apiTokenCaller(token: $token) { userId scope ' +
  'quota { limit windowSeconds remaining resetSeconds } } }';
const SESSION_READ: Caller = { ...ANONYMOUS, scopes: ['session:read'] };

export const INVALID_TOKEN_MESSAGE =
  'This API token is not valid: it may have been revoked. Make a new one on your profile page.';
export const READ_ONLY_TOKEN_MESSAGE = 'This token can only read';
const UNAVAILABLE = 'Byway cannot check API tokens right now. Please try again shortly.';

/**
 * The secret of an `Authorization: Bearer` header, null when the request sends none. Other schemes are
 * left alone (a proxy's Basic auth in front of us); a Bearer header without one token is refused, so a
 * partner's mistake never runs as anonymous.
 */
export function bearerTokenOf(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  if (!/^Bearer(\s|$)/i.test(header)) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', INVALID_TOKEN_MESSAGE);
  return match[1];
}

/** Whether the request names a bearer token: such a request is no browser's ambient-cookie request. */
export function sendsBearerToken(req: Request): boolean {
  return /^Bearer(\s|$)/i.test(req.get('authorization') ?? '');
}

export interface TokenCaller {
  userId: string;
  scope: ApiTokenScope;
  quota: RateLimitQuota;
}

/**
 * Asks the users service who a personal API token stands for, on every request: a revoked token stops
 * at once on every replica, and the users service counts the request against the token's limit. Bad
 * tokens are 401, the limit is the users service's 429 (with its wait), an unreachable service 503.
 */
export async function resolveApiToken(
  users: Pick<UsersClient, 'request'>,
  token: string,
): Promise<TokenCaller> {
  let reply;
  try {
    reply = await users.request<{
      apiTokenCaller: { userId: string; scope: string; quota: RateLimitQuota } | null;
    }>(API_TOKEN_CALLER_QUERY, { token }, SESSION_READ);
  } catch (error) {
    if (error instanceof InternalCallError) throw new AppError('UNAVAILABLE', UNAVAILABLE);
    throw error;
  }
  const [first] = reply.errors;
  if (first) {
    const retryAfter = (first.extensions as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (first.extensions?.code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number') {
      throw AppError.tooManyRequests(first.message, retryAfter);
    }
    throw new AppError('UNAVAILABLE', UNAVAILABLE);
  }
  const found = reply.data?.apiTokenCaller;
  const scope = API_TOKEN_SCOPES.find((known) => known === found?.scope);
  if (!found || !scope) throw new AppError('UNAUTHENTICATED', INVALID_TOKEN_MESSAGE);
  return { userId: found.userId, scope, quota: found.quota };
}
