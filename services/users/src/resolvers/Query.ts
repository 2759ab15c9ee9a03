import type { QueryResolvers } from '../generated/resolvers-types.js';
import type { UsersServices } from './services.js';

export function queryResolvers({ accounts, progress }: UsersServices): QueryResolvers {
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
  };
}
