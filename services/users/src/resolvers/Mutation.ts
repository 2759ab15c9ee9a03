import type { SubgraphContext } from '@byway/kit';
import type { UsersServices } from '../composition.js';
import type { SignedIn } from '../domain/accounts.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';

/** Header names the gateway reads to set or clear the session cookie. */
export const SESSION_HEADER = 'x-byway-session';
export const SESSION_ENDED_HEADER = 'x-byway-session-ended';

function announce(context: SubgraphContext, signedIn: SignedIn) {
  context.setResponseHeader(SESSION_HEADER, signedIn.sessionId);
  return signedIn.user;
}

export function mutationResolvers({
  accounts,
  accountData,
  apiTokens,
  community,
  profiles,
  progress,
}: UsersServices): MutationResolvers {
  return {
    signUp: async (_, { input }, context) => announce(context, await accounts.signUp(context.caller, input)),
    signIn: async (_, { input }, context) => announce(context, await accounts.signIn(context.caller, input)),
    signInWithIdentity: async (_, { input }, context) =>
      announce(context, await accounts.signInWithIdentity(context.caller, input)),
    signOut: async (_, __, context) => {
      const ended = await accounts.signOut(context.caller);
      if (ended) context.setResponseHeader(SESSION_ENDED_HEADER, ended);
      return true;
    },
    updateProfile: (_, { input }, { caller }) => profiles.updateProfile(caller, input),
    completeOnboarding: (_, { input }, { caller }) => profiles.completeOnboarding(caller, input),
    setDistanceUnits: (_, { units }, { caller }) => profiles.setDistanceUnits(caller, units),
    // The gateway-only operations on the traveller's own data (issue 9): confirm, delete.
    confirmAccountDeletion: (_, { password }, { caller }) => accountData.confirmDeletion(caller, password),
    deleteUsersAccountData: (_, __, { caller }) => accountData.deleteData(caller),
    // Points, levels and achievements (issue 9).
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
    // Personal API tokens (issue 13): create and revoke.
    createApiToken: (_, { input }, { caller }) => apiTokens.create(caller, input),
    revokeApiToken: (_, { id }, { caller }) => apiTokens.revoke(caller, id),
    setListInCommunity: (_, { listed }, { caller }) => community.setListInCommunity(caller, listed),
  };
}
