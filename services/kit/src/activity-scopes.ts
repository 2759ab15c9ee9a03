/**
 * Internal scope for reporting what a traveller did (points and achievements, issue 9): a service calls the
 * users subgraph's `recordActivity` with the traveller's identity and this scope. Never granted to clients.
 */
export const ACTIVITY_RECORD_SCOPE = 'activity:record';

/**
 * Internal scope for telling the discovery service that a traveller made a trip from a trip pack (issue 10):
 * the trips service calls `recordTripFromPack` with the traveller's identity and this scope, which is what
 * later lets the traveller review the pack. Never granted to clients.
 */
export const TRIP_PACK_TRIP_SCOPE = 'trip-packs:record-trip';
