import { accountDataOperations } from '@byway/kit';
import type { AccountDataRepository } from '../data-access/account-data-repository.js';

/**
 * The traveller's own data in the trips service (issue 9), for the gateway only: every trip with its
 * plan, stops and memories, and every price alert; and their deletion (which takes public links down).
 */
export function createAccountData(deps: { data: AccountDataRepository }) {
  return accountDataOperations(deps.data);
}

export type AccountData = ReturnType<typeof createAccountData>;
