import { randomBytes } from 'node:crypto';
import type { SessionDoc, UsersModels } from './models.js';

export interface SessionRecord {
  sid: string;
  userId: string;
  expire: string;
}

function toRecord(doc: SessionDoc): SessionRecord {
  return { sid: doc.sid, userId: doc.sess.userId, expire: doc.expire.toISOString() };
}

export function createSessionRepository({ Session }: Pick<UsersModels, 'Session'>) {
  return {
    /** Opens a session with a random 256-bit id. */
    async open(userId: string, ttlMs: number, now = new Date()): Promise<SessionRecord> {
      const doc = await Session.create({
        sid: randomBytes(32).toString('hex'),
        sess: { userId },
        userId,
        expire: new Date(now.getTime() + ttlMs),
      });
      return toRecord(doc.toObject<SessionDoc>());
    },

    /** A session that exists and has not expired, else null. */
    async findLive(sid: string, now = new Date()): Promise<SessionRecord | null> {
      const doc = await Session.findOne({ sid, expire: { $gt: now } }).lean<SessionDoc>();
      return doc ? toRecord(doc) : null;
    },

    async revoke(sid: string): Promise<boolean> {
      const result = await Session.deleteOne({ sid });
      return result.deletedCount > 0;
    },

    async sweepExpired(now = new Date()): Promise<number> {
      const result = await Session.deleteMany({ expire: { $lte: now } });
      return result.deletedCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
