import {
  ACCOUNT_DELETE_SCOPE,
  ACCOUNT_EXPORT_SCOPE,
  requireScope,
  requireUser,
  type Caller,
} from '@byway/kit';
import type { AccountDataRepository, JsonRecord } from '../data-access/account-data-repository.js';

/** The traveller's own data in the discovery service (issue 9), for the gateway only: the reviews. */
export function createAccountData(deps: { data: AccountDataRepository }) {
  const { data } = deps;
  return {
    async exportData(caller: Caller): Promise<{ reviews: JsonRecord[]; tripsFromPacks: JsonRecord[] }> {
      requireScope(caller, ACCOUNT_EXPORT_SCOPE);
      return data.exportOf(requireUser(caller));
    },

    /** Deletes everything of the caller; safe to repeat. */
    async deleteData(caller: Caller): Promise<true> {
      requireScope(caller, ACCOUNT_DELETE_SCOPE);
      await data.deleteAll(requireUser(caller));
      return true;
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
