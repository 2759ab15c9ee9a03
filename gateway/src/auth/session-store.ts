import {
  decodeRevocation,
  SESSION_REVOCATIONS_CHANNEL,
  sessionKeyOf,
  InternalCallError,
  type Caller,
  type SharedRedis,
} from '@byway/kit';
import type { UsersClient } from './users-client.js';
import { signSessionToken, verifySessionToken } from './session-token.js';

export type SessionCheck =
  | { state: 'anonymous' }
  | { state: 'signed-in'; caller: Caller }
  /** The cookie names a session that is gone or was never ours: clear it. */
  | { state: 'invalid' }
  /** The users service did not answer: act signed out but keep the cookie for the next request. */
  | { state: 'unverified' };

interface CacheEntry {
  userId: string | null;
  expiresAt: number;
}

/** How long a live session is remembered when revocations arrive over Redis (an expiry's lateness bound). */
export const LIVE_SESSION_MEMORY_MS = 60_000;

export interface SessionStoreOptions {
  users: Pick<UsersClient, 'sessionUserId'>;
  sessionSecret: string;
  cacheTtlMs?: number;
  /** Default 0, or LIVE_SESSION_MEMORY_MS with `revocations`. */
  liveCacheTtlMs?: number;
  /** Redis, when configured: live sessions are remembered and revocations arrive on its channel. */
  revocations?: SharedRedis | null;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Knows whether a session cookie is good: the JWT must verify AND the users service must confirm the
 * session is still live. The users service's database is the one truth every gateway replica shares.
 * Without Redis a live session is confirmed on every request (a sign-out on one replica is refused by all
 * the others at once); a page's burst of parallel calls shares one lookup, and only the answer 'gone' is
 * remembered (for `cacheTtlMs`): a revoked session never comes back.
 *
 * With Redis (issue 13's fast path) live sessions are remembered too, because the users service announces
 * every revocation on a channel each replica listens to: a sign-out still reaches every replica at once,
 * and most requests need no lookup. Live sessions are remembered only while the subscription is up; when
 * it drops (messages may be lost) everything live is forgotten, and a lookup that a revocation overtook is
 * not remembered.
 */
export class SessionStore {
  /** Keyed by `sessionKeyOf(sid)`, the name revocations use. */
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<string | null>>();
  private readonly ttl: number;
  private readonly liveTtl: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Counts revocations heard; a lookup that started before one is not remembered as live. */
  private revocationsHeard = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: SessionStoreOptions) {
    this.ttl = options.cacheTtlMs ?? 15_000;
    this.liveTtl = options.liveCacheTtlMs ?? (options.revocations ? LIVE_SESSION_MEMORY_MS : 0);
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Starts listening for revocations (with Redis); live sessions are remembered once it listens. */
  async start(): Promise<void> {
    const redis = this.options.revocations;
    if (!redis || this.unsubscribe) return;
    this.unsubscribe = await redis.subscribe(
      SESSION_REVOCATIONS_CHANNEL,
      (message) => this.hear(message),
      () => this.forgetLive(),
    );
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private hear(message: string): void {
    this.revocationsHeard++;
    const revocation = decodeRevocation(message);
    if (!revocation) return this.forgetLive();
    if ('sessionKey' in revocation) {
      this.cache.delete(revocation.sessionKey);
      return;
    }
    for (const [key, entry] of this.cache) if (entry.userId === revocation.userId) this.cache.delete(key);
  }

  private forgetLive(): void {
    this.revocationsHeard++;
    for (const [key, entry] of this.cache) if (entry.userId !== null) this.cache.delete(key);
  }

  /** Live sessions may be remembered now: configured, and revocations are arriving. */
  private remembersLive(): boolean {
    if (this.liveTtl <= 0) return false;
    const redis = this.options.revocations;
    return !redis || (this.unsubscribe !== null && redis.subscribed());
  }

  async check(cookieValue: string | undefined): Promise<SessionCheck> {
    if (!cookieValue) return { state: 'anonymous' };
    const claims = verifySessionToken(cookieValue, this.options.sessionSecret);
    if (!claims) return { state: 'invalid' };
    let userId: string | null;
    try {
      userId = await this.userFor(claims.sid);
    } catch (error) {
      if (error instanceof InternalCallError) return { state: 'unverified' };
      throw error;
    }
    if (!userId || userId !== claims.sub) return { state: 'invalid' };
    return { state: 'signed-in', caller: { userId, sessionId: claims.sid, scopes: [] } };
  }

  /** The user of a live session (null when revoked or expired), from the cache or the users service. */
  async userFor(sessionId: string): Promise<string | null> {
    const key = sessionKeyOf(sessionId);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now() && (cached.userId === null || this.remembersLive())) {
      return cached.userId;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const lookup = this.lookUp(sessionId, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, lookup);
    return lookup;
  }

  private async lookUp(sessionId: string, key: string): Promise<string | null> {
    const heardBefore = this.revocationsHeard;
    const userId = await this.options.users.sessionUserId(sessionId);
    // A revocation heard meanwhile may be this very session's: answer, but do not remember it as live.
    if (userId === null || this.revocationsHeard === heardBefore) this.remember(key, userId);
    return userId;
  }

  /** A new session: the cookie value to hand out (its user confirmed by the users service). */
  async cookieValueFor(sessionId: string, knownUserId?: string): Promise<string> {
    if (knownUserId) this.remember(sessionKeyOf(sessionId), knownUserId);
    const userId = knownUserId ?? (await this.userFor(sessionId));
    if (!userId) throw new Error('the users service announced a session it does not know');
    return signSessionToken({ sid: sessionId, sub: userId }, this.options.sessionSecret);
  }

  evict(sessionId: string): void {
    this.cache.delete(sessionKeyOf(sessionId));
  }

  private remember(key: string, userId: string | null): void {
    this.cache.delete(key);
    const ttl = userId === null ? this.ttl : this.liveTtl;
    if (ttl <= 0 || (userId !== null && !this.remembersLive())) return;
    if (this.cache.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(key, { userId, expiresAt: this.now() + ttl });
  }
}
