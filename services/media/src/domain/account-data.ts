import {
  ACCOUNT_DELETE_SCOPE,
  ACCOUNT_EXPORT_SCOPE,
  requireScope,
  requireUser,
  type Caller,
} from '@byway/kit';
import type { AccountDataRepository, JsonRecord } from '../data-access/account-data-repository.js';
import type { ImageFileStore } from '../data-access/image-file-store.js';

/** The traveller's own data in the media service (issue 9), for the gateway only: the photos (geo-tagged images, public or not). */
export function createAccountData(deps: { data: AccountDataRepository; files: ImageFileStore }) {
  const { data, files } = deps;
  return {
    async exportData(caller: Caller): Promise<{ photos: JsonRecord[] }> {
      requireScope(caller, ACCOUNT_EXPORT_SCOPE);
      return data.exportOf(requireUser(caller));
    },

    /** Deletes everything of the caller; safe to repeat. */
    async deleteData(caller: Caller): Promise<true> {
      requireScope(caller, ACCOUNT_DELETE_SCOPE);
      const userId = requireUser(caller);
      // Files first: a repeat after a failure still finds the photos that point to them.
      for (const id of await data.photoIdsOf(userId)) await files.remove(id);
      await data.deleteAll(userId);
      return true;
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
