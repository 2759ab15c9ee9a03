/**
 * REST shapes of spec section 7, shared by the gateway's adapter (which validates requests with them) and
 * by its clients and contract tests (which read the answers with them).
 */
export * from './errors.js';
export * from './map-tiles.js';
export * from './user.js';
export * from './achievements.js';
export * from './auth.js';
export * from './profile.js';
export * from './trips.js';
export * from './trip-members.js';
export * from './plan-progress.js';
export * from './ai.js';
export * from './place-check.js';
export * from './memories.js';
export * from './public-trip.js';
export * from './highlight-image.js';
export * from './account.js';
export * from './geo-tagged-images.js';
export * from './trip-packs.js';
export * from './cost-forecast.js';
export * from './api-tokens.js';
export * from './openapi-components.js';
