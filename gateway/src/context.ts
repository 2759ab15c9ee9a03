import { ANONYMOUS, type Caller, type Logger } from '@byway/kit';
import type { ApiTokenScope } from '@byway/contracts/rules';

/**
 * What happened to the traveller's session during one request. The users subgraph announces sessions in
 * response headers; the data source records them here and the cookie plugin turns them into Set-Cookie.
 */
export interface SessionChanges {
  /** A session the users service just opened (x-byway-session). */
  started: string | null;
  /** A session the users service just ended (x-byway-session-ended). */
  ended: string | null;
  /** The request carried a cookie for a session that is gone (revoked, expired, forged): drop it. */
  clearCookie: boolean;
  /** The users service could not be asked whether the cookie's session is live (treated as signed out). */
  unverified: boolean;
  /** Set once the Set-Cookie for this request has been decided, so it is written once. */
  settled: boolean;
}

/** The context of every gateway operation, from /graphql and from the REST adapter alike. */
export interface GatewayContext {
  caller: Caller;
  session: SessionChanges;
  logger: Logger;
  /** Set when the caller came with a personal API token (Authorization: Bearer) instead of a cookie. */
  apiTokenScope?: ApiTokenScope;
}

export function newSessionChanges(): SessionChanges {
  return { started: null, ended: null, clearCookie: false, unverified: false, settled: false };
}

export function anonymousContext(logger: Logger): GatewayContext {
  return { caller: ANONYMOUS, session: newSessionChanges(), logger };
}

export const SESSION_HEADER = 'x-byway-session';
export const SESSION_ENDED_HEADER = 'x-byway-session-ended';
