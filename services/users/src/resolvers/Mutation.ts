import type { SubgraphContext } from '@byway/kit';
import type { SignedIn } from '../domain/accounts.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';
import { SESSION_ENDED_HEADER, SESSION_HEADER, type UsersServices } from './services.js';

function announce(context: SubgraphContext, signedIn: SignedIn) {
  context.setResponseHeader(SESSION_HEADER, signedIn.sessionId);
  return signedIn.user;
}

export function mutationResolvers({ accounts, profiles }: UsersServices): MutationResolvers {
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
  };
}
