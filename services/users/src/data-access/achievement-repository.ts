import type { AchievementDefinition } from '../data/achievements.js';
import type { AchievementDoc, UserAchievementDoc, UsersModels } from './models.js';
import { isDuplicateKeyError } from './models.js';

export interface AchievementRecord {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  pointsRequired: number;
  actionRequired: string | null;
  actionCount: number;
}

export interface UserAchievementRecord {
  achievementId: string;
  progress: number;
  maxProgress: number;
  earned: boolean;
  earnedAt: string | null;
  seen: boolean;
}

export interface NewPointsEntry {
  userId: string;
  action: string;
  relatedId: string;
  points: number;
  description: string;
}

const toAchievement = (doc: AchievementDoc): AchievementRecord => ({
  id: doc._id,
  name: doc.name,
  description: doc.description ?? '',
  icon: doc.icon ?? 'award',
  category: doc.category ?? 'milestones',
  pointsRequired: doc.pointsRequired,
  actionRequired: doc.actionRequired ?? null,
  actionCount: doc.actionCount,
});

const toUserAchievement = (doc: UserAchievementDoc): UserAchievementRecord => ({
  achievementId: doc.achievementId,
  progress: doc.progress,
  maxProgress: doc.maxProgress,
  earned: doc.earned,
  earnedAt: doc.earnedAt ? doc.earnedAt.toISOString() : null,
  seen: Boolean(doc.seenAt),
});

/** The id that makes one (traveller, action, thing) award at most once. */
export const pointsEntryId = (userId: string, action: string, relatedId: string) =>
  JSON.stringify([userId, action, relatedId]);

export function createAchievementRepository({
  Achievement,
  UserAchievement,
  PointsHistory,
  CreditSlot,
}: Pick<UsersModels, 'Achievement' | 'UserAchievement' | 'PointsHistory' | 'CreditSlot'>) {
  return {
    /** Writes the catalogue over what the collection holds (an entry taken out of the code stays, inactive). */
    async upsertCatalogue(catalogue: readonly AchievementDefinition[]): Promise<void> {
      const ids = new Set(catalogue.map((entry) => entry.id));
      for (const { id, ...entry } of catalogue) {
        await Achievement.updateOne({ _id: id }, { $set: { ...entry, isActive: true } }, { upsert: true });
      }
      const stored = await Achievement.find({}, { _id: 1 }).lean<Pick<AchievementDoc, '_id'>[]>();
      for (const { _id } of stored) {
        if (!ids.has(_id)) await Achievement.updateOne({ _id }, { $set: { isActive: false } });
      }
    },

    async listActive(): Promise<AchievementRecord[]> {
      const docs = await Achievement.find({}).sort({ _id: 1 }).lean<AchievementDoc[]>();
      return docs.filter((doc) => doc.isActive).map(toAchievement);
    },

    /** False when this (traveller, action, thing) was already recorded: the database refuses the copy. */
    async addPointsEntry(entry: NewPointsEntry): Promise<boolean> {
      await PointsHistory.init();
      try {
        await PointsHistory.create({
          _id: pointsEntryId(entry.userId, entry.action, entry.relatedId),
          ...entry,
        });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    /** How many distinct things of this kind the traveller was credited for (past a day's allowance: not). */
    async countAction(userId: string, action: string): Promise<number> {
      return PointsHistory.countDocuments({ userId, action, points: { $gt: 0 } });
    },

    /** Records that a thing earned nothing (past the day's allowance), so the history tells the truth. */
    async clearPoints(userId: string, action: string, relatedId: string): Promise<void> {
      await PointsHistory.updateOne(
        { _id: pointsEntryId(userId, action, relatedId) },
        { $set: { points: 0 } },
      );
    },

    /**
     * Takes one of the `size` slots of an allowance (traveller, action, trip, day); false when all are
     * taken. Each slot is a document with its own `_id`, so parallel reports cannot share one.
     */
    async takeCreditSlot(
      allowance: { userId: string; action: string; tripId: string; day: string },
      size: number,
    ): Promise<boolean> {
      const { userId, action, tripId, day } = allowance;
      const key = JSON.stringify([userId, action, tripId, day]);
      // Start past the slots already taken: one insert in the usual case.
      for (let slot = await CreditSlot.countDocuments({ allowance: key }); slot < size; slot++) {
        try {
          await CreditSlot.create({
            _id: JSON.stringify([userId, action, tripId, day, slot]),
            allowance: key,
            userId,
            day,
          });
          return true;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      return false;
    },

    /** Forgets the allowances of days before `day` (UTC 'YYYY-MM-DD'). */
    async forgetCreditSlotsBefore(day: string): Promise<void> {
      await CreditSlot.deleteMany({ day: { $lt: day } });
    },

    /** Raises the traveller's progress on an achievement (never lowers it), creating the row the first time. */
    async raiseProgress(userId: string, achievementId: string, progress: number, maxProgress: number) {
      await UserAchievement.init();
      const update = { $max: { progress }, $set: { maxProgress } };
      try {
        await UserAchievement.updateOne({ userId, achievementId }, update, { upsert: true });
      } catch (error) {
        // Two first writes raced on the unique (userId, achievementId): the row exists now.
        if (!isDuplicateKeyError(error)) throw error;
        await UserAchievement.updateOne({ userId, achievementId }, update);
      }
    },

    /** Marks the achievement earned; true only for the one call that earned it. */
    async markEarned(userId: string, achievementId: string, at: Date): Promise<boolean> {
      const result = await UserAchievement.updateOne(
        { userId, achievementId, earned: false },
        { $set: { earned: true, earnedAt: at, seenAt: null } },
      );
      return result.modifiedCount === 1;
    },

    async listForUser(userId: string): Promise<UserAchievementRecord[]> {
      const docs = await UserAchievement.find({ userId }).lean<UserAchievementDoc[]>();
      return docs.map(toUserAchievement);
    },

    async listEarned(userId: string): Promise<UserAchievementRecord[]> {
      const docs = await UserAchievement.find({ userId, earned: true }).lean<UserAchievementDoc[]>();
      return docs.map(toUserAchievement);
    },

    /** Marks earned achievements as shown; answers the ids that were earned and now are seen. */
    async markSeen(userId: string, achievementIds: string[], at: Date): Promise<string[]> {
      const seen: string[] = [];
      for (const achievementId of achievementIds) {
        const row = await UserAchievement.findOne({ userId, achievementId }).lean<UserAchievementDoc>();
        if (!row?.earned) continue;
        if (!row.seenAt) await UserAchievement.updateOne({ userId, achievementId }, { $set: { seenAt: at } });
        seen.push(achievementId);
      }
      return seen;
    },
  };
}

export type AchievementRepository = ReturnType<typeof createAchievementRepository>;
