import type { RestOperation, RestRoute } from '../route-table.js';
import { ACCOUNT_ROUTES } from './account.js';
import { API_TOKEN_ROUTES } from './api-tokens.js';
import { AUTH_ROUTES } from './auth.js';
import { COLLAB_TOKEN_ROUTES } from './collab-token.js';
import { COST_FORECAST_ROUTES } from './cost-forecast.js';
import { DOCUMENTATION_ROUTES } from './documentation.js';
import { HIGHLIGHT_IMAGE_ROUTES } from './highlight-image.js';
import { MAP_TILE_ROUTES } from './map-tiles.js';
import { MEMORY_ROUTES } from './memories.js';
import { PHOTO_ROUTES } from './photos.js';
import { PLANNER_ROUTES } from './planner.js';
import { PRICE_ALERT_ROUTES } from './price-alerts.js';
import { PROFILE_ROUTES } from './profile.js';
import { PUBLIC_TRIP_ROUTES } from './public-trips.js';
import { TRIP_EXPORT_ROUTES } from './trip-exports.js';
import { TRIP_MEMBER_ROUTES } from './trip-members.js';
import { TRIP_PACK_ROUTES } from './trip-packs.js';
import { TRIP_ROUTES } from './trips.js';

/** Every route the REST adapter serves, resource by resource (the order of the OpenAPI document). */
export const REST_ROUTES: readonly RestRoute[] = [
  ...AUTH_ROUTES,
  ...PROFILE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...API_TOKEN_ROUTES,
  ...TRIP_ROUTES,
  ...COST_FORECAST_ROUTES,
  ...COLLAB_TOKEN_ROUTES,
  ...TRIP_MEMBER_ROUTES,
  ...TRIP_EXPORT_ROUTES,
  ...HIGHLIGHT_IMAGE_ROUTES,
  ...PUBLIC_TRIP_ROUTES,
  ...MEMORY_ROUTES,
  ...PRICE_ALERT_ROUTES,
  ...PLANNER_ROUTES,
  ...TRIP_PACK_ROUTES,
  ...PHOTO_ROUTES,
  ...MAP_TILE_ROUTES,
];

/** Every operation under /api, the documentation first: what the OpenAPI document and /api/docs describe. */
export const REST_OPERATIONS: readonly RestOperation[] = [...DOCUMENTATION_ROUTES, ...REST_ROUTES];

export { DOCUMENTATION_ROUTES };
