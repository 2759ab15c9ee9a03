/**
 * Internal scopes for the traveller's own data (issue 9): only the gateway grants them, on
 * `GET /api/account/export` and `DELETE /api/account`. Every subgraph that stores traveller data answers
 * its export and delete operations only to a caller holding them.
 */
export const ACCOUNT_EXPORT_SCOPE = 'account:export';
export const ACCOUNT_DELETE_SCOPE = 'account:delete';
