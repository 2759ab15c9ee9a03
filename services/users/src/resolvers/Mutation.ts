import type { SubgraphContext } from '@byway/kit';
import type { SignedIn } from '../domain/accounts.js';
import { SESSION_ENDED_HEADER, SESSION_HEADER, type UsersServices } from './services.js';

type Input = { input: unknown };

function announce(context: SubgraphContext, signedIn: SignedIn) {
  context.setResponseHeader(SESSION_HEADER, signedIn.sessionId);
  return signedIn.user;
}

export function mutationResolvers({ accounts, profiles }: UsersServices) {
  return {
    signUp: async (_: unknown, { input }: Input, context: SubgraphContext) =>
      announce(context, await accounts.signUp(input)),
    signIn: async (_: unknown, { input }: Input, context: SubgraphContext) =>
      announce(context, await accounts.signIn(input)),
    signInWithIdentity: async (_: unknown, { input }: Input, context: SubgraphContext) =>
      announce(context, await accounts.signInWithIdentity(context.caller, input)),
    signOut: async (_: unknown, __: unknown, context: SubgraphContext) => {
      const ended = await accounts.signOut(context.caller);
      if (ended) context.setResponseHeader(SESSION_ENDED_HEADER, ended);
      return true;
    },
    updateProfile: (_: unknown, { input }: Input, { caller }: SubgraphContext) =>
      profiles.updateProfile(caller, input),
    completeOnboarding: (_: unknown, { input }: Input, { caller }: SubgraphContext) =>
      profiles.completeOnboarding(caller, input),
  };
}
