import { accountDataOperations } from '@byway/kit';
import type { AccountDataRepository } from '../data-access/account-data-repository.js';

/** The traveller's own data in the discovery service (issue 9), for the gateway only: the reviews. */
export function createAccountData(deps: { data: AccountDataRepository }) {
  return accountDataOperations(deps.data);
}

export type AccountData = ReturnType<typeof createAccountData>;
