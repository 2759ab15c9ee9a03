import { ACCOUNT_DELETE_SCOPE, ACCOUNT_EXPORT_SCOPE } from './account-scopes.js';
import { requireScope, requireUser, type Caller } from './internal-token.js';

/** A stored document as plain JSON (`_id` as `id`, dates as ISO strings), for the traveller's data export. */
export type JsonRecord = Record<string, unknown>;

/** `_id` becomes `id` (a document read without its `_id` keeps no id), dates become ISO strings. */
export function plainRecord(doc: unknown): JsonRecord {
  const { _id, ...rest } = JSON.parse(JSON.stringify(doc)) as JsonRecord;
  return _id === undefined ? rest : { id: _id, ...rest };
}

/**
 * The gateway-only export and deletion of a subgraph's traveller data (issue 9): each checks its account
 * scope and the traveller, then hands the traveller's id to the service's own export or deletion.
 */
export function accountDataOperations<Exported>(store: {
  exportOf(userId: string): Promise<Exported>;
  /** Deletes everything of the traveller; safe to repeat. */
  deleteAll(userId: string): Promise<void>;
}) {
  return {
    async exportData(caller: Caller): Promise<Exported> {
      requireScope(caller, ACCOUNT_EXPORT_SCOPE);
      return store.exportOf(requireUser(caller));
    },

    /** Deletes everything of the caller; safe to repeat. */
    async deleteData(caller: Caller): Promise<true> {
      requireScope(caller, ACCOUNT_DELETE_SCOPE);
      await store.deleteAll(requireUser(caller));
      return true;
    },
  };
}
