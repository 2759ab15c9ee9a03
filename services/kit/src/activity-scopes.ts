/**
 * Internal scope for reporting what a traveller did (points and achievements, issue 9): a service calls the
 * users subgraph's `recordActivity` with the traveller's identity and this scope. Never granted to clients.
 */
export const ACTIVITY_RECORD_SCOPE = 'activity:record';
