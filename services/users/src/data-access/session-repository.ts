import { createHash, randomBytes } from 'node:crypto';
import { sessionKeyOf, type SessionRevocation } from '@byway/kit';
import type { SessionDoc, UsersModels } from './models.js';

/**
 * Sessions are stored under the SHA-256 of their id: someone who reads the sessions collection (a backup,
 * a leaked dump) learns no id a browser could use. The id itself only ever travels in the cookie.
 */
const stored = (sid: string) => createHash('sha256').update(sid).digest('hex');

export interface SessionRecord {
  sid: string;
  userId: string;
  expire: string;
}

function toRecord(doc: SessionDoc, sid: string): SessionRecord {
  return { sid, userId: doc.sess.userId, expire: doc.expire.toISOString() };
}

/**
 * `announce` tells every gateway replica a session ended (Redis pub/sub when configured, else nothing:
 * gateways then confirm each session on every request).
 */
export function createSessionRepository(
  { Session }: Pick<UsersModels, 'Session'>,
  announce: (revocation: SessionRevocation) => Promise<void> = async () => undefined,
) {
  return {
    /** Opens a session with a random 256-bit id. */
    async open(userId: string, ttlMs: number, now = new Date()): Promise<SessionRecord> {
      const sid = randomBytes(32).toString('hex');
      const doc = await Session.create({
        sid: stored(sid),
        sess: { userId },
        userId,
        expire: new Date(now.getTime() + ttlMs),
      });
      return toRecord(doc.toObject<SessionDoc>(), sid);
    },

    /** A session that exists and has not expired, else null. */
    async findLive(sid: string, now = new Date()): Promise<SessionRecord | null> {
      const doc = await Session.findOne({ sid: stored(sid), expire: { $gt: now } }).lean<SessionDoc>();
      return doc ? toRecord(doc, sid) : null;
    },

    async revoke(sid: string): Promise<boolean> {
      const result = await Session.deleteOne({ sid: stored(sid) });
      await announce({ sessionKey: sessionKeyOf(sid) });
      return result.deletedCount > 0;
    },

    /** Ends every session of a traveller (the account is being deleted). */
    async revokeAllOf(userId: string): Promise<void> {
      await Session.deleteMany({ userId });
      await announce({ userId });
    },

    async sweepExpired(now = new Date()): Promise<number> {
      const result = await Session.deleteMany({ expire: { $lte: now } });
      return result.deletedCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
