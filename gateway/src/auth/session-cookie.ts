import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { clearedCookie, SESSION_COOKIE, sessionCookie } from './cookies.js';
import type { SessionStore } from './session-store.js';

/**
 * The Set-Cookie this request ends with, decided once: a new session gets a fresh cookie, an ended or
 * dead one is cleared, otherwise nothing. Later calls answer null.
 */
export async function settleSessionCookie(
  context: GatewayContext,
  sessions: SessionStore,
  secure: boolean,
): Promise<string | null> {
  const { session } = context;
  if (session.settled) return null;
  session.settled = true;
  if (session.ended) sessions.evict(session.ended);
  if (session.started) {
    try {
      return sessionCookie(await sessions.cookieValueFor(session.started), secure);
    } catch (error) {
      context.logger.error({ err: error }, 'could not issue the session cookie for a new session');
      return null;
    }
  }
  if (session.ended || session.clearCookie) return clearedCookie(SESSION_COOKIE, secure);
  return null;
}

/** Apollo plugin: writes the session cookie on /graphql answers and on the REST adapter's in-process calls. */
export function sessionCookiePlugin(
  sessions: SessionStore,
  secure: boolean,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const cookie = await settleSessionCookie(contextValue, sessions, secure);
          if (cookie) response.http.headers.set('set-cookie', cookie);
        },
      };
    },
  };
}
