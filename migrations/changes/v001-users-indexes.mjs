// The users service's indexes as its models declare them (services/users/src/data-access/models.ts), and
// the rate limiter's hits when Redis is absent (services/kit/src/rate-limits.ts).
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  users: [[{ email: 1 }, { unique: true }], [{ listInCommunity: 1 }]],
  user_identities: [[{ userId: 1 }]],
  sessions: [[{ sid: 1 }, { unique: true }], [{ userId: 1 }], [{ expire: 1 }]],
  user_stats: [
    [{ userId: 1 }, { unique: true }],
    [{ userId: 1, totalPoints: 1 }],
    [{ userId: 1, lastLogin: 1 }],
  ],
  user_achievements: [[{ userId: 1, achievementId: 1 }, { unique: true }], [{ userId: 1, earned: 1 }]],
  points_history: [[{ userId: 1 }], [{ userId: 1, action: 1 }]],
  activity_credit_slots: [[{ allowance: 1 }], [{ userId: 1 }], [{ day: 1 }]],
  api_tokens: [[{ userId: 1 }], [{ tokenHash: 1 }, { unique: true }]],
  rate_limit_hits: [[{ bucket: 1 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'users'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'users'), INDEXES);
