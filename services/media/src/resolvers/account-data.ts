import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { MediaServices } from './services.js';

/** The gateway-only operations on the traveller's own data (issue 9): export and delete. */
export function accountDataResolvers({ accountData }: MediaServices): {
  Query: Pick<QueryResolvers, 'mediaAccountExport'>;
  Mutation: Pick<MutationResolvers, 'deleteMediaAccountData'>;
} {
  return {
    Query: { mediaAccountExport: (_, __, { caller }) => accountData.exportData(caller) },
    Mutation: { deleteMediaAccountData: (_, __, { caller }) => accountData.deleteData(caller) },
  };
}
