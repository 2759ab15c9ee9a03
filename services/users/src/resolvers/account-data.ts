import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { UsersServices } from './services.js';

/** The gateway-only operations on the traveller's own data (issue 9): export, confirm, delete. */
export function accountDataResolvers({ accountData }: UsersServices): {
  Query: Pick<QueryResolvers, 'usersAccountExport'>;
  Mutation: Pick<MutationResolvers, 'confirmAccountDeletion' | 'deleteUsersAccountData'>;
} {
  return {
    Query: {
      usersAccountExport: (_, __, { caller }) => accountData.exportData(caller),
    },
    Mutation: {
      confirmAccountDeletion: (_, { password }, { caller }) => accountData.confirmDeletion(caller, password),
      deleteUsersAccountData: (_, __, { caller }) => accountData.deleteData(caller),
    },
  };
}
