/**
 * Internal scope for asking the AI service for a plan: the trips service's internal token carries it when
 * it calls `planTrip` with the traveller's identity. Never granted to clients.
 */
export const PLAN_TRIP_SCOPE = 'trips:plan';

/**
 * Internal scope for the collaboration service (issue 22) and the trips subgraph's live plan: reading a
 * trip's plan to fill its first live document (`liveTripPlan`) and writing the document's plan back as the
 * trips service's read model (`applyLiveTripPlan`). It vouches for no traveller: the collaboration service
 * admitted the editor with a token the gateway gave a member. Never granted to clients.
 */
export const LIVE_TRIP_PLAN_SCOPE = 'trips:live-plan';
