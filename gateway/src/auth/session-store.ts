import { ANONYMOUS, type Caller } from '@byway/kit';
import { UsersUnavailableError, type UsersClient } from './users-client.js';
import { signSessionToken, verifySessionToken } from './session-token.js';

const SESSION_USER_QUERY = 'query SessionUser($id: ID!) { sessionUser(sessionId: $id) { id } }';
const SESSION_READ: Caller = { ...ANONYMOUS, scopes: ['session:read'] };

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

export interface SessionStoreOptions {
  users: Pick<UsersClient, 'request'>;
  sessionSecret: string;
  cacheTtlMs?: number;
  liveCacheTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Knows whether a session cookie is good: the JWT must verify AND the users service must confirm the
 * session is still live. The users service's database is the one truth every gateway replica shares, so a
 * live session is confirmed on every request (a sign-out on one replica is refused by all the others at
 * once); a page's burst of parallel calls shares one lookup. Only the answer 'gone' is remembered (for
 * `cacheTtlMs`): a revoked session never comes back. `liveCacheTtlMs` (default 0) would also remember live
 * sessions, trading that guarantee for fewer lookups on a single replica.
 */
export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<string | null>>();
  private readonly ttl: number;
  private readonly liveTtl: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: SessionStoreOptions) {
    this.ttl = options.cacheTtlMs ?? 15_000;
    this.liveTtl = options.liveCacheTtlMs ?? 0;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  async check(cookieValue: string | undefined): Promise<SessionCheck> {
    if (!cookieValue) return { state: 'anonymous' };
    const claims = verifySessionToken(cookieValue, this.options.sessionSecret);
    if (!claims) return { state: 'invalid' };
    let userId: string | null;
    try {
      userId = await this.userFor(claims.sid);
    } catch (error) {
      if (error instanceof UsersUnavailableError) return { state: 'unverified' };
      throw error;
    }
    if (!userId || userId !== claims.sub) return { state: 'invalid' };
    return { state: 'signed-in', caller: { userId, sessionId: claims.sid, scopes: [] } };
  }

  /** The user of a live session (null when revoked or expired), from the cache or the users service. */
  async userFor(sessionId: string): Promise<string | null> {
    const cached = this.cache.get(sessionId);
    if (cached && cached.expiresAt > this.now()) return cached.userId;
    const pending = this.inFlight.get(sessionId);
    if (pending) return pending;
    const lookup = this.lookUp(sessionId).finally(() => this.inFlight.delete(sessionId));
    this.inFlight.set(sessionId, lookup);
    return lookup;
  }

  private async lookUp(sessionId: string): Promise<string | null> {
    const reply = await this.options.users.request<{ sessionUser: { id: string } | null }>(
      SESSION_USER_QUERY,
      { id: sessionId },
      SESSION_READ,
    );
    if (reply.errors.length > 0) {
      throw new UsersUnavailableError(`sessionUser failed: ${reply.errors.map((e) => e.message).join('; ')}`);
    }
    const userId = reply.data?.sessionUser?.id ?? null;
    this.remember(sessionId, userId);
    return userId;
  }

  /** A new session: the cookie value to hand out (its user confirmed by the users service). */
  async cookieValueFor(sessionId: string, knownUserId?: string): Promise<string> {
    if (knownUserId) this.remember(sessionId, knownUserId);
    const userId = knownUserId ?? (await this.userFor(sessionId));
    if (!userId) throw new Error('the users service announced a session it does not know');
    return signSessionToken({ sid: sessionId, sub: userId }, this.options.sessionSecret);
  }

  evict(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  private remember(sessionId: string, userId: string | null): void {
    this.cache.delete(sessionId);
    const ttl = userId === null ? this.ttl : this.liveTtl;
    if (ttl <= 0) return;
    if (this.cache.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(sessionId, { userId, expiresAt: this.now() + ttl });
  }
}
