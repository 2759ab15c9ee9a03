import type { UsersModels, UserStatsDoc } from './models.js';
import { isDuplicateKeyError } from './models.js';

export interface UserStatsRecord {
  userId: string;
  totalPoints: number;
  level: string;
  levelProgress: number;
  tripsPlanned: number;
  tripsCompleted: number;
  hiddenGemsFound: number;
  photosShared: number;
  reviewsWritten: number;
  currentStreak: number;
  longestStreak: number;
  lastLogin: string | null;
}

function toRecord(doc: UserStatsDoc): UserStatsRecord {
  return {
    userId: doc.userId,
    totalPoints: doc.totalPoints,
    level: doc.level,
    levelProgress: doc.levelProgress,
    tripsPlanned: doc.tripsPlanned,
    tripsCompleted: doc.tripsCompleted,
    hiddenGemsFound: doc.hiddenGemsFound,
    photosShared: doc.photosShared,
    reviewsWritten: doc.reviewsWritten,
    currentStreak: doc.currentStreak,
    longestStreak: doc.longestStreak,
    lastLogin: doc.lastLogin ? doc.lastLogin.toISOString() : null,
  };
}

export function createUserStatsRepository({ UserStats }: Pick<UsersModels, 'UserStats'>) {
  return {
    /** One row per user, created with the defaults the first time it is read. */
    async getOrCreate(userId: string): Promise<UserStatsRecord> {
      const existing = await UserStats.findOne({ userId }).lean<UserStatsDoc>();
      if (existing) return toRecord(existing);
      await UserStats.init();
      try {
        const created = await UserStats.create({ userId });
        return toRecord(created.toObject<UserStatsDoc>());
      } catch (error) {
        // A concurrent first read created it; read theirs.
        if (!isDuplicateKeyError(error)) throw error;
        const raced = await UserStats.findOne({ userId }).lean<UserStatsDoc>();
        if (!raced) throw error;
        return toRecord(raced);
      }
    },
  };
}

export type UserStatsRepository = ReturnType<typeof createUserStatsRepository>;
