import type { SubgraphContext } from '@byway/kit';
import type { UsersServices } from './services.js';

export function queryResolvers({ accounts }: UsersServices) {
  return {
    me: (_: unknown, __: unknown, { caller }: SubgraphContext) => accounts.me(caller),
    sessionUser: (_: unknown, args: { sessionId: unknown }, { caller }: SubgraphContext) =>
      accounts.sessionUser(caller, args.sessionId),
  };
}
