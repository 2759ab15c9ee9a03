import type { UsersServices } from '../composition.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';

export function queryResolvers({
  accounts,
  accountData,
  apiTokens,
  community,
  progress,
}: UsersServices): QueryResolvers {
  return {
    me: async (_, __, { caller, logger }) => {
      const user = await accounts.me(caller);
      // Reading `me` is the traveller's visit of the day (the streak): at most one write a day, and a
      // failure to count it never fails the read.
      if (user) {
        await progress.recordVisit(user.id).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not record the daily visit');
        });
      }
      return user;
    },
    sessionUser: (_, args, { caller }) => accounts.sessionUser(caller, args.sessionId),
    // The gateway-only operations on the traveller's own data (issue 9).
    usersAccountExport: (_, __, { caller }) => accountData.exportData(caller),
    // Points, levels and achievements (issue 9).
    achievements: () => progress.catalogue(),
    myAchievements: (_, __, { caller }) => progress.myAchievements(caller),
    unseenAchievements: (_, __, { caller }) => progress.unseenAchievements(caller),
    // Personal API tokens (issue 13): the profile page's list and the gateway's lookup.
    myApiTokens: (_, __, { caller }) => apiTokens.list(caller),
    apiTokenCaller: (_, { token }, { caller }) => apiTokens.callerFor(caller, token),
    topContributors: (_, { limit }) => community.topContributors(limit),
  };
}
