/**
 * Internal scope for asking the AI service for a plan: the trips service's internal token carries it when
 * it calls `planTrip` with the traveller's identity. Never granted to clients.
 */
export const PLAN_TRIP_SCOPE = 'trips:plan';
