import { accountDataOperations } from '@byway/kit';
import type { AccountDataRepository } from '../data-access/account-data-repository.js';
import type { ImageFileStore } from '../data-access/image-file-store.js';

/** The traveller's own data in the media service (issue 9), for the gateway only: the photos (geo-tagged images, public or not). */
export function createAccountData(deps: { data: AccountDataRepository; files: ImageFileStore }) {
  const { data, files } = deps;
  return accountDataOperations({
    exportOf: (userId) => data.exportOf(userId),
    async deleteAll(userId) {
      // Files first: a repeat after a failure still finds the photos that point to them.
      for (const id of await data.photoIdsOf(userId)) await files.remove(id);
      await data.deleteAll(userId);
    },
  });
}

export type AccountData = ReturnType<typeof createAccountData>;
