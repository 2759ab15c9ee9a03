import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { UsersServices } from './services.js';

/** Points, levels and achievements (issue 9). */
export function progressResolvers({ progress }: UsersServices) {
  const Query: QueryResolvers = {
    achievements: () => progress.catalogue(),
    myAchievements: (_, __, { caller }) => progress.myAchievements(caller),
    unseenAchievements: (_, __, { caller }) => progress.unseenAchievements(caller),
  };
  const Mutation: MutationResolvers = {
    acknowledgeAchievements: (_, { ids }, { caller }) => progress.acknowledgeAchievements(caller, ids),
    recordActivity: async (_, { input }, { caller }) => {
      const result = await progress.recordActivity(caller, input);
      return {
        awarded: result.awarded,
        points: result.points,
        totalPoints: result.totalPoints,
        earnedAchievementIds: result.earned.map((achievement) => achievement.id),
      };
    },
  };
  return { Query, Mutation };
}
