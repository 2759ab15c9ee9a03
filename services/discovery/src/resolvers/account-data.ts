import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { DiscoveryServices } from './services.js';

/** The gateway-only operations on the traveller's own data (issue 9): export and delete. */
export function accountDataResolvers({ accountData }: DiscoveryServices): {
  Query: Pick<QueryResolvers, 'discoveryAccountExport'>;
  Mutation: Pick<MutationResolvers, 'deleteDiscoveryAccountData'>;
} {
  return {
    Query: { discoveryAccountExport: (_, __, { caller }) => accountData.exportData(caller) },
    Mutation: { deleteDiscoveryAccountData: (_, __, { caller }) => accountData.deleteData(caller) },
  };
}
