import { fieldsOf, isoOrNull } from '@byway/kit';
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
    ...fieldsOf(doc, [
      'userId',
      'totalPoints',
      'level',
      'levelProgress',
      'tripsPlanned',
      'tripsCompleted',
      'hiddenGemsFound',
      'photosShared',
      'reviewsWritten',
      'currentStreak',
      'longestStreak',
    ]),
    lastLogin: isoOrNull(doc.lastLogin),
  };
}

/** The user_stats counters an action moves, besides totalPoints. */
export type StatsCounter =
  'tripsPlanned' | 'tripsCompleted' | 'hiddenGemsFound' | 'photosShared' | 'reviewsWritten';

export function createUserStatsRepository({ UserStats }: Pick<UsersModels, 'UserStats'>) {
  /** One row per user, created with the defaults the first time it is read. */
  async function getOrCreate(userId: string): Promise<UserStatsRecord> {
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
  }

  return {
    getOrCreate,

    /** The row of a user, without creating one. */
    async find(userId: string): Promise<UserStatsRecord | null> {
      const doc = await UserStats.findOne({ userId }).lean<UserStatsDoc>();
      return doc ? toRecord(doc) : null;
    },

    /** Adds points (and one to a counter); answers the row as it is after the change. */
    async add(userId: string, points: number, counter: StatsCounter | null): Promise<UserStatsRecord> {
      const inc: Record<string, number> = { totalPoints: points };
      if (counter) inc[counter] = 1;
      // One round trip: the row is made (with its defaults) by the first points, not read first.
      const addTo = () =>
        UserStats.findOneAndUpdate(
          { userId },
          { $inc: inc },
          { new: true, upsert: true, setDefaultsOnInsert: true },
        ).lean<UserStatsDoc>();
      // The unique index on userId must exist before two first writes race (init is done once).
      await UserStats.init();
      let doc: UserStatsDoc | null;
      try {
        doc = await addTo();
      } catch (error) {
        // Two first writes raced on the unique userId: the row exists now; add to it.
        if (!isDuplicateKeyError(error)) throw error;
        doc = await addTo();
      }
      if (!doc) throw new Error('user_stats row vanished while adding points');
      return toRecord(doc);
    },

    /**
     * Stores the level reached at `totalPoints`, only while the row still holds that total, so a slower
     * writer never puts back a lower level after a faster one moved on.
     */
    async setLevel(userId: string, totalPoints: number, level: string, levelProgress: number): Promise<void> {
      await UserStats.updateOne({ userId, totalPoints }, { $set: { level, levelProgress } });
    },

    /**
     * Records a visit: the streak and lastLogin change only if lastLogin is still `previous` (a concurrent
     * first visit of the day wins once). Answers whether this call made the change.
     */
    async recordVisit(
      userId: string,
      previous: string | null,
      next: { currentStreak: number; longestStreak: number; lastLogin: Date },
    ): Promise<boolean> {
      const result = await UserStats.updateOne(
        { userId, lastLogin: previous ? new Date(previous) : null },
        { $set: next },
      );
      return result.modifiedCount === 1;
    },
  };
}

export type UserStatsRepository = ReturnType<typeof createUserStatsRepository>;
