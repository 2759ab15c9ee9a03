import { plainRecord as plain, type JsonRecord } from '@byway/kit';
import { createApiTokenRepository, type ApiTokenRecord } from './api-token-repository.js';
import type { UsersModels } from './models.js';

/** Everything the users service keeps about one traveller, without the password hash or session ids. */
export interface UsersAccountData {
  profile: JsonRecord | null;
  stats: JsonRecord | null;
  achievements: JsonRecord[];
  pointsHistory: JsonRecord[];
  sessions: Array<{ expiresAt: string }>;
  /** Personal API tokens, revoked ones too: names, scopes and dates, never a secret or its hash. */
  apiTokens: ApiTokenRecord[];
}

/**
 * The traveller's own data across the users collections (issue 9). Every read and delete filters on a
 * top-level `userId` (or the user's `_id`), which FerretDB pushes down and each model indexes.
 */
export function createAccountDataRepository(models: UsersModels) {
  const { User, IdentityKey, Session, UserStats, UserAchievement, PointsHistory, CreditSlot, ApiToken } =
    models;
  const apiTokens = createApiTokenRepository(models);
  return {
    async exportOf(userId: string): Promise<UsersAccountData> {
      const [user, stats, achievements, points, sessions, tokens] = await Promise.all([
        User.findOne({ _id: userId }).select('-passwordHash').lean(),
        UserStats.findOne({ userId }).select('-_id').lean(),
        UserAchievement.find({ userId }).select('-_id').lean(),
        PointsHistory.find({ userId }).select('-_id').lean(),
        Session.find({ userId }).select('expire').lean(),
        apiTokens.exportOf(userId),
      ]);
      return {
        profile: user ? plain(user) : null,
        stats: stats ? plain(stats) : null,
        achievements: achievements.map(plain),
        pointsHistory: points.map(plain).sort(byCreatedAt),
        sessions: sessions.map((session) => ({ expiresAt: session.expire.toISOString() })),
        apiTokens: tokens,
      };
    },

    /** The stored password hash; null for third-party-only accounts and unknown users. */
    async passwordHashOf(userId: string): Promise<string | null> {
      const user = await User.findOne({ _id: userId }).select('passwordHash').lean();
      return user?.passwordHash ?? null;
    },

    async exists(userId: string): Promise<boolean> {
      return (await User.countDocuments({ _id: userId })) > 0;
    },

    /**
     * Removes everything of the traveller, the profile last so a retry after a failure still finds the
     * account. Deleting an account that is already gone does nothing.
     */
    async deleteAll(userId: string): Promise<void> {
      await Session.deleteMany({ userId });
      await ApiToken.deleteMany({ userId });
      await IdentityKey.deleteMany({ userId });
      await UserAchievement.deleteMany({ userId });
      await PointsHistory.deleteMany({ userId });
      // The day's credit allowances (issue 18) name the traveller too.
      await CreditSlot.deleteMany({ userId });
      await UserStats.deleteMany({ userId });
      await User.deleteOne({ _id: userId });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;

function byCreatedAt(a: JsonRecord, b: JsonRecord): number {
  return String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? ''));
}
