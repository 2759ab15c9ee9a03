import type { RestOperation } from '../rest/route-table.js';

/** What each group of operations is for, as the document's tags say it (every tag needs one: tested). */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Account:
    "The traveller's account: signing in and out, profile and onboarding, achievements and stats, personal API tokens, export and deletion.",
  'Co-travellers':
    'Sharing a trip: members, their roles, invitations by email and by link, and leaving a trip.',
  Documentation: 'This document, a readable reference page, and the GraphQL schema.',
  Maps: 'What the maps draw: the tile server the deployment configures.',
  Photos:
    'Geotagged photos: public and own photos, uploads and linked images, likes, saves and views, and the stored files.',
  Planner:
    'Planning help: the place catalogue, suggestions and checks, stop analysis, hidden gems, recommendations, plan progress and planning again.',
  'Public trips': 'Trips their owners have made public, readable by anyone.',
  'Trip packs': 'Ready-made trip packs: finding them, their reviews, and making a trip from one.',
  Trips:
    "The traveller's trips: planning, the plan and its hand edits, memories, price alerts, the cost forecast, exports and live co-editing.",
};

/**
 * An operation's description: its own words, then who may call it (Spectral asks every operation for
 * one, and a partner wants to know at a glance whether a token works).
 */
export function operationDescription(operation: RestOperation, documentation: boolean): string {
  const credentials = documentation
    ? 'Public; served to anyone without looking at credentials.'
    : operation.auth === 'public'
      ? 'Public; a request may still carry an API token (it is checked and counted).'
      : 'Signed in: the session cookie, or a personal API token (`Authorization: Bearer byway_pat_…`; a `read` token may only GET).';
  return operation.description ? `${operation.description}\n\n${credentials}` : credentials;
}
