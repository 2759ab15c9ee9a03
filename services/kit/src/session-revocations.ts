import { createHash } from 'node:crypto';
import type { SharedRedis } from './redis.js';

/**
 * Session revocations on Redis (issue 13): the users service announces every session it ends, and each
 * gateway replica drops what it remembers of it at once. This is what lets a gateway remember live
 * sessions (no lookup per request) while a sign-out on one replica is still refused by all the others.
 * Without Redis nobody remembers live sessions and nothing needs announcing.
 */
export const SESSION_REVOCATIONS_CHANNEL = 'sessions:revoked';

export type SessionRevocation = { sessionKey: string } | { userId: string };

/** How a session id is named on the channel (and in the gateway's memory): hashed, never the id itself. */
export function sessionKeyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

export function encodeRevocation(revocation: SessionRevocation): string {
  return 'sessionKey' in revocation ? `session ${revocation.sessionKey}` : `user ${revocation.userId}`;
}

/** null for a message this version does not understand (a newer sender): the listener then forgets all. */
export function decodeRevocation(message: string): SessionRevocation | null {
  const [kind, value] = message.split(' ', 2);
  if (!value) return null;
  if (kind === 'session') return { sessionKey: value };
  if (kind === 'user') return { userId: value };
  return null;
}

/**
 * Announces revocations (a no-op without Redis). With Redis down nothing is sent and the sign-out does not
 * wait: the gateways' subscriber connections are down too, and they forgot every live session they held
 * when theirs dropped (SharedRedis.subscribe's onReset), so they confirm each session with the users
 * service until it is back. A failed publish on a live connection is retried briefly, then logged; what a
 * gateway remembers lives at most a minute (LIVE_SESSION_MEMORY_MS).
 */
export function createRevocationAnnouncer(redis: SharedRedis | null, onFailure: (error: unknown) => void) {
  return async (revocation: SessionRevocation): Promise<void> => {
    if (!redis || redis.down()) return;
    const message = encodeRevocation(revocation);
    for (let attempt = 1; ; attempt++) {
      try {
        await redis.publish(SESSION_REVOCATIONS_CHANNEL, message);
        return;
      } catch (error) {
        if (attempt >= 3) return onFailure(error);
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  };
}
