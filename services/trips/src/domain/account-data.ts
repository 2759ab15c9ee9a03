import {
  ACCOUNT_DELETE_SCOPE,
  ACCOUNT_EXPORT_SCOPE,
  requireScope,
  requireUser,
  type Caller,
} from '@byway/kit';
import type { AccountDataRepository, TripsAccountData } from '../data-access/account-data-repository.js';
import type { PeopleSource } from '../data-access/people-client.js';

/**
 * The traveller's own data in the trips service (issue 9), for the gateway only: every trip with its
 * plan, stops, memories, members and invitations, every price alert, and the trips shared with them
 * (issue 22); and their deletion, which takes public links down, deletes their trips for every member
 * too, ends their memberships and drops the email invitations waiting for their account.
 */
export function createAccountData({ data, people }: { data: AccountDataRepository; people: PeopleSource }) {
  return {
    async exportData(caller: Caller): Promise<TripsAccountData> {
      requireScope(caller, ACCOUNT_EXPORT_SCOPE);
      return data.exportOf(requireUser(caller));
    },

    /** Deletes everything of the caller; safe to repeat (the users service, asked for the email, goes last). */
    async deleteData(caller: Caller): Promise<true> {
      requireScope(caller, ACCOUNT_DELETE_SCOPE);
      const userId = requireUser(caller);
      const account = await people.me(caller);
      await data.deleteAll(userId, account?.email ?? null);
      return true;
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
