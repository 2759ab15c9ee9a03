import type { QueryResolvers } from '../generated/resolvers-types.js';
import type { UsersServices } from './services.js';

export function queryResolvers({ accounts }: UsersServices): QueryResolvers {
  return {
    me: (_, __, { caller }) => accounts.me(caller),
    sessionUser: (_, args, { caller }) => accounts.sessionUser(caller, args.sessionId),
  };
}
