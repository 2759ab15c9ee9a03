import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

/** The gateway-only operations on the traveller's own data (issue 9): export and delete. */
export function accountDataResolvers({ accountData }: TripsServices): {
  Query: Pick<QueryResolvers, 'tripsAccountExport'>;
  Mutation: Pick<MutationResolvers, 'deleteTripsAccountData'>;
} {
  return {
    Query: { tripsAccountExport: (_, __, { caller }) => accountData.exportData(caller) },
    Mutation: { deleteTripsAccountData: (_, __, { caller }) => accountData.deleteData(caller) },
  };
}
