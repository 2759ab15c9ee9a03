import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { UsersServices } from './services.js';

/** Personal API tokens (issue 13): the profile page's list, create and revoke, and the gateway's lookup. */
export function apiTokenResolvers({ apiTokens }: UsersServices): {
  Query: Pick<QueryResolvers, 'myApiTokens' | 'apiTokenCaller'>;
  Mutation: Pick<MutationResolvers, 'createApiToken' | 'revokeApiToken'>;
} {
  return {
    Query: {
      myApiTokens: (_, __, { caller }) => apiTokens.list(caller),
      apiTokenCaller: (_, { token }, { caller }) => apiTokens.callerFor(caller, token),
    },
    Mutation: {
      createApiToken: (_, { input }, { caller }) => apiTokens.create(caller, input),
      revokeApiToken: (_, { id }, { caller }) => apiTokens.revoke(caller, id),
    },
  };
}
