import type { z } from 'zod';
import {
  CATALOGUE_PLACES_LIMIT,
  PHOTO_UPLOAD,
  PLACE_SUGGESTION_LIMIT,
  tripPackFilterSchema,
} from '../rules/index.js';
import { placesRequestSchema } from './ai.js';
import { apiTokenIdParamSchema } from './api-tokens.js';
import { costForecastQuerySchema } from './cost-forecast.js';
import { geoTaggedImageIdParamSchema, geoTaggedImageQuerySchema } from './geo-tagged-images.js';
import type { RestRequestShape, RestResponseShape } from './openapi-components.js';
import { priceAlertIdParamSchema } from './memories.js';
import { placeQueryRequestSchema } from './place-check.js';
import { tripPackIdParamSchema } from './trip-packs.js';
import { progressIdSchema, tripExportQuerySchema, tripIdParamSchema, TRIP_EXPORT_FORMATS } from './trips.js';

/**
 * Every operation the gateway serves under /api, in one list: the OpenAPI document at /api/openapi.json
 * and the page at /api/docs are built from it, and a gateway test fails when a route is missing here or
 * this names a route nobody serves. Requests and answers name the contracts' own zod schemas.
 */
export type RestMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * `public`: anyone. `signed-in`: the session cookie of a signed-in traveller, or a personal API token
 * (`Authorization: Bearer byway_pat_…`; 401 otherwise). Every POST, PATCH and DELETE with the cookie must
 * also come from Byway's own pages or from a client that is not a browser (403); a `read` token may only GET.
 */
export type RestAuth = 'public' | 'signed-in';

export interface RestParameter {
  description: string;
  /** The parameter's own rule; query parameters default to their property of `query.shape`. */
  schema?: z.ZodType;
  /** Overrides what the schema says (a preprocessed value that has a default). */
  required?: boolean;
  /** A list sent comma-separated (`a,b`); repeating the parameter works too. */
  commaSeparated?: boolean;
}

export type RestAnswer = { status: number; description: string } & (
  | { shape: RestResponseShape }
  | { file: { mediaTypes: readonly string[] } }
  | { stream: 'text/event-stream' }
  | { redirect: true }
  | { empty: true }
);

export interface RestOperation {
  /** The OpenAPI operationId. */
  id: string;
  method: RestMethod;
  /** OpenAPI style: `/api/trips/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RestAuth;
  pathParams?: Record<string, RestParameter & { schema: z.ZodType }>;
  query?: { shape?: z.ZodType; parameters: Record<string, RestParameter> };
  body?:
    | { shape: RestRequestShape; contentType: 'application/json' }
    | {
        shape: RestRequestShape;
        contentType: 'multipart/form-data';
        file: { field: string; mediaTypes: readonly string[] };
      };
  answers: readonly RestAnswer[];
  /** Failures beyond the ones every operation of its kind has (400 bad input, 401 signed out, 403 cross-site). */
  errors?: readonly { status: number; when: string }[];
}

const tripId = { id: { schema: tripIdParamSchema, description: 'The trip, a whole number.' } };
const packId = { id: { schema: tripPackIdParamSchema, description: 'The trip pack, a whole number.' } };
const imageId = { id: { schema: geoTaggedImageIdParamSchema, description: 'The photo, a whole number.' } };
const json = (shape: RestRequestShape) => ({ shape, contentType: 'application/json' as const });
const ok = (shape: RestResponseShape, description: string, status = 200): RestAnswer => ({
  status,
  description,
  shape,
});

const TRIP_404 = { status: 404, when: "'Trip not found': the trip is missing or someone else's." };
const BUDGET = (what: string) => ({
  status: 429,
  when: `The traveller's budget for ${what} is spent; Retry-After says when to try again.`,
});
const UNAVAILABLE = { status: 503, when: 'A service behind the gateway cannot be reached right now.' };

const documentation: RestOperation[] = [
  {
    id: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Documentation',
    summary: 'This OpenAPI 3.1 document',
    auth: 'public',
    answers: [
      {
        status: 200,
        description: 'The document (cacheable for five minutes).',
        file: { mediaTypes: ['application/json'] },
      },
    ],
  },
  {
    id: 'getRestDocs',
    method: 'get',
    path: '/api/docs',
    tag: 'Documentation',
    summary: 'The REST operations as a readable page',
    auth: 'public',
    answers: [{ status: 200, description: 'An HTML page.', file: { mediaTypes: ['text/html'] } }],
  },
  {
    id: 'getGraphQLSchema',
    method: 'get',
    path: '/api/schema.graphql',
    tag: 'Documentation',
    summary: 'The GraphQL schema of /graphql, as SDL',
    description: 'Production answers no introspection; integrate against this file instead.',
    auth: 'public',
    answers: [{ status: 200, description: 'The schema, as text.', file: { mediaTypes: ['text/plain'] } }],
  },
];

const account: RestOperation[] = [
  {
    id: 'getCurrentUser',
    method: 'get',
    path: '/api/auth/user',
    tag: 'Account',
    summary: 'The signed-in traveller',
    auth: 'signed-in',
    answers: [ok('User', 'The traveller.')],
  },
  {
    id: 'getUserStats',
    method: 'get',
    path: '/api/user-stats',
    tag: 'Account',
    summary: "The traveller's points, level and counts (the profile's Adventure Stats)",
    auth: 'signed-in',
    answers: [ok('UserStats', 'The stats.')],
  },
  {
    id: 'getAchievements',
    method: 'get',
    path: '/api/achievements',
    tag: 'Account',
    summary: 'Every achievement with the traveller’s progress, grouped by category',
    auth: 'signed-in',
    answers: [ok('Achievements', 'The achievements.')],
  },
  {
    id: 'customLogin',
    method: 'post',
    path: '/api/custom-login',
    tag: 'Account',
    summary: 'Sign in or sign up with email and password',
    description:
      'Sets the `byway_session` cookie. With `isSignUp: true` a new account is made (first and last name ' +
      'required; the users service refuses a weak password with 400). A wrong password and an unknown email ' +
      "get the same 401 'Invalid email or password'.",
    auth: 'public',
    body: json('CustomLoginRequest'),
    answers: [ok('CustomLoginResponse', 'Signed in; the session cookie is set.')],
    errors: [
      { status: 401, when: "'Invalid email or password'." },
      { status: 409, when: 'Sign-up with an email that already has an account.' },
      { status: 429, when: 'Too many attempts for the account or from the address; Retry-After says when.' },
    ],
  },
  {
    id: 'signInWithProvider',
    method: 'get',
    path: '/api/login',
    tag: 'Account',
    summary: 'Start third-party sign-in (OpenID Connect) in the browser',
    auth: 'public',
    answers: [{ status: 302, description: "To the identity provider's sign-in page.", redirect: true }],
  },
  {
    id: 'signInCallback',
    method: 'get',
    path: '/api/callback',
    tag: 'Account',
    summary: "The identity provider's return address (browsers only)",
    auth: 'public',
    answers: [
      {
        status: 302,
        description: "Signed in, to the app; or to '/login?error=signin_failed' when sign-in failed.",
        redirect: true,
      },
    ],
  },
  {
    id: 'signOut',
    method: 'get',
    path: '/api/logout',
    tag: 'Account',
    summary: 'Sign out',
    description:
      'Ends the session and clears the cookie. A link on another site cannot sign anyone out (403).',
    auth: 'public',
    answers: [{ status: 302, description: 'Signed out, to the home page.', redirect: true }],
  },
  {
    id: 'updateProfile',
    method: 'patch',
    path: '/api/profile',
    tag: 'Account',
    summary: "Save the profile wizard's answers (at least 3 interests, one of each choice)",
    auth: 'signed-in',
    body: json('UpdateProfileRequest'),
    answers: [ok('User', 'The updated traveller.')],
  },
  {
    id: 'completeOnboarding',
    method: 'post',
    path: '/api/complete-onboarding',
    tag: 'Account',
    summary: "Save the onboarding wizard's five answers",
    auth: 'signed-in',
    body: json('CompleteOnboardingRequest'),
    answers: [ok('User', 'The updated traveller.')],
  },
  {
    id: 'exportAccount',
    method: 'get',
    path: '/api/account/export',
    tag: 'Account',
    summary: 'Everything stored about the traveller, as a JSON download',
    description: 'Served as the attachment `byway-data-<date>.json`; no password hash and no session ids.',
    auth: 'signed-in',
    answers: [ok('AccountExport', 'The data.')],
    errors: [UNAVAILABLE],
  },
  {
    id: 'deleteAccount',
    method: 'delete',
    path: '/api/account',
    tag: 'Account',
    summary: 'Delete the account and all its data',
    description:
      'Accounts with a password confirm with it; accounts that only sign in through a provider must have ' +
      'signed in within the last 10 minutes. Every session ends.',
    auth: 'signed-in',
    body: json('DeleteAccountRequest'),
    answers: [ok('DeleteAccountResponse', 'Deleted.')],
    errors: [
      { status: 429, when: 'Too many wrong passwords for the account; Retry-After says when.' },
      UNAVAILABLE,
    ],
  },
];

const TOKEN_MANAGEMENT =
  'Needs the session cookie: an API token cannot list, make or revoke tokens (403 with a token).';

const apiTokens: RestOperation[] = [
  {
    id: 'listApiTokens',
    method: 'get',
    path: '/api/api-tokens',
    tag: 'Account',
    summary: "The traveller's live personal API tokens, newest first (never their secrets)",
    description: TOKEN_MANAGEMENT,
    auth: 'signed-in',
    answers: [ok('ApiTokens', 'The tokens.')],
  },
  {
    id: 'createApiToken',
    method: 'post',
    path: '/api/api-tokens',
    tag: 'Account',
    summary: 'Make a personal API token for a partner program',
    description:
      'The answer holds the secret (`byway_pat_…`) this once; only its hash is stored. A partner sends it ' +
      'as `Authorization: Bearer <secret>` to /graphql and /api; a `read` token may only run queries and ' +
      `GET. ${TOKEN_MANAGEMENT}`,
    auth: 'signed-in',
    body: json('CreateApiTokenRequest'),
    answers: [ok('CreatedApiToken', 'The secret and the stored token.', 201)],
    errors: [{ status: 409, when: 'The traveller already has 10 live tokens.' }],
  },
  {
    id: 'revokeApiToken',
    method: 'delete',
    path: '/api/api-tokens/{id}',
    tag: 'Account',
    summary: 'Revoke one of the traveller’s API tokens; it stops working at once',
    description: TOKEN_MANAGEMENT,
    auth: 'signed-in',
    pathParams: { id: { schema: apiTokenIdParamSchema, description: 'The token, a UUID.' } },
    answers: [{ status: 204, description: 'Revoked.', empty: true }],
    errors: [{ status: 404, when: "'Token not found': missing, already revoked or someone else's." }],
  },
];

const trips: RestOperation[] = [
  {
    id: 'listTrips',
    method: 'get',
    path: '/api/trips',
    tag: 'Trips',
    summary: "The traveller's trips, without their plans",
    auth: 'signed-in',
    answers: [ok('TripList', 'The trips, newest first.')],
  },
  {
    id: 'createTrip',
    method: 'post',
    path: '/api/trips',
    tag: 'Trips',
    summary: 'Plan a new trip (the trip builder)',
    description:
      'The planner builds the itinerary and route options before answering; pass a `progressId` (a UUID you ' +
      'choose) and read `GET /api/trips/plan-progress/{progressId}` to follow it. `userId` is ignored.',
    auth: 'signed-in',
    body: json('CreateTripRequest'),
    answers: [ok('TripDetail', 'The trip with its plan.', 201)],
    errors: [BUDGET('trip planning (12 plans in 10 minutes)'), UNAVAILABLE],
  },
  {
    id: 'getTrip',
    method: 'get',
    path: '/api/trips/{id}',
    tag: 'Trips',
    summary: 'One of the traveller’s trips with its plan and stops',
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripDetail', 'The trip.')],
    errors: [TRIP_404],
  },
  {
    id: 'setTripStatus',
    method: 'patch',
    path: '/api/trips/{id}/status',
    tag: 'Trips',
    summary: "'Start trip' and 'Complete trip'",
    description: 'planning → in_progress → completed, and no other way (400).',
    auth: 'signed-in',
    pathParams: tripId,
    body: json('TripStatusRequest'),
    answers: [ok('Trip', 'The trip as the list shows it.')],
    errors: [TRIP_404],
  },
  {
    id: 'addTripStop',
    method: 'post',
    path: '/api/trips/{id}/stops',
    tag: 'Trips',
    summary: 'Add a place (a hidden gem) to a trip',
    description:
      "It goes after the trip's nearest stop within 80 km, else day 1 as the first stop, for 60 minutes.",
    auth: 'signed-in',
    pathParams: tripId,
    body: json('AddTripStopRequest'),
    answers: [ok('TripStop', 'The stored stop (`isCustom: true`).', 201)],
    errors: [TRIP_404],
  },
  {
    id: 'getTripCostForecast',
    method: 'get',
    path: '/api/trips/{id}/cost-forecast',
    tag: 'Trips',
    summary: 'What the trip will cost (fuel, lodging, food), an estimate in US dollars',
    auth: 'signed-in',
    pathParams: tripId,
    query: {
      shape: costForecastQuerySchema,
      parameters: {
        route: { description: 'The route option, from 0 (the default).', required: false },
      },
    },
    answers: [ok('CostForecast', 'The estimate, with its dated assumptions and sources.')],
    errors: [TRIP_404],
  },
  ...(Object.entries(TRIP_EXPORT_FORMATS) as [keyof typeof TRIP_EXPORT_FORMATS, string][]).map(
    ([format, mediaType]): RestOperation => ({
      id: `exportTrip${format.toUpperCase()}`,
      method: 'get',
      path: `/api/trips/{id}/export.${format}`,
      tag: 'Trips',
      summary: {
        gpx: 'The trip as GPX: a waypoint per stop and a route per day',
        kml: "The trip as KML: a folder per day with its stops and the day's line",
        ics: 'The trip as a calendar: an all-day event per day',
      }[format],
      auth: 'signed-in',
      pathParams: tripId,
      query: {
        shape: tripExportQuerySchema,
        parameters: {
          route: { description: 'The route option: 0 (default), 1 or 2.' },
          start: {
            description: "The calendar's first day when the trip has no start date (default tomorrow, UTC).",
          },
        },
      },
      answers: [
        {
          status: 200,
          description: 'An attachment named after the trip.',
          file: { mediaTypes: [mediaType] },
        },
      ],
      errors: [TRIP_404, { status: 404, when: "'Route option not found'." }],
    }),
  ),
  {
    id: 'getTripHighlightImage',
    method: 'get',
    path: '/api/trips/{id}/highlight-image',
    tag: 'Trips',
    summary: "The picture on the trip's card",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripHighlightImage', 'The picture and its credit.')],
    errors: [TRIP_404, UNAVAILABLE],
  },
  {
    id: 'getPublicTrip',
    method: 'get',
    path: '/api/trips/{id}/public',
    tag: 'Public trips',
    summary: 'A trip its owner made public',
    description: 'No owner, memories or price alerts. A private trip, even your own, is the same 404.',
    auth: 'public',
    pathParams: tripId,
    answers: [ok('PublicTrip', 'The trip.')],
    errors: [{ status: 404, when: "'Trip not found': missing or private." }],
  },
  {
    id: 'getPublicTripStops',
    method: 'get',
    path: '/api/trips/{id}/stops/public',
    tag: 'Public trips',
    summary: "A public trip's stops on its selected route, by day then order",
    auth: 'public',
    pathParams: tripId,
    answers: [ok('PublicTripStops', 'The stops.')],
    errors: [{ status: 404, when: "'Trip not found': missing or private." }],
  },
  {
    id: 'listTripMemories',
    method: 'get',
    path: '/api/trips/{id}/memories',
    tag: 'Trips',
    summary: "The trip's memories (check-ins, photos, notes, ratings)",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripMemories', 'The memories, newest first.')],
    errors: [TRIP_404],
  },
  {
    id: 'addTripMemory',
    method: 'post',
    path: '/api/trips/{id}/memories',
    tag: 'Trips',
    summary: 'Add a memory to a trip',
    description:
      '`rating` (a whole number 1-5, default 5) applies only to the `rating` type and `photoUrl` (http or ' +
      'https) only to the `photo` type; for other types they are ignored.',
    auth: 'signed-in',
    pathParams: tripId,
    body: json('TripMemoryRequest'),
    answers: [ok('TripMemory', 'The saved memory.', 201)],
    errors: [TRIP_404],
  },
  {
    id: 'listPriceAlerts',
    method: 'get',
    path: '/api/price-alerts',
    tag: 'Trips',
    summary: "The traveller's price alerts over all their trips",
    auth: 'signed-in',
    answers: [ok('PriceAlerts', 'The alerts.')],
  },
  {
    id: 'createPriceAlert',
    method: 'post',
    path: '/api/price-alerts',
    tag: 'Trips',
    summary: "A price alert on one of the traveller's trips",
    auth: 'signed-in',
    body: json('CreatePriceAlertRequest'),
    answers: [ok('PriceAlert', 'The alert.', 201)],
    errors: [TRIP_404],
  },
  {
    id: 'recordAlertPrice',
    method: 'post',
    path: '/api/price-alerts/{id}/prices',
    tag: 'Trips',
    summary: 'Records the price the traveller sees now on one of their price alerts',
    description:
      'The price (more than 0, at most 2 decimals, as for a target price) becomes the current price, ' +
      "`lastChecked` is now, and it joins the alert's history; `source` optionally says where it was seen.",
    auth: 'signed-in',
    pathParams: {
      id: { schema: priceAlertIdParamSchema, description: 'The price alert, a whole number.' },
    },
    body: json('RecordAlertPriceRequest'),
    answers: [ok('PriceAlert', 'The alert with its new current price.')],
    errors: [{ status: 404, when: "'Price alert not found': the alert is missing or someone else's." }],
  },
];

const planner: RestOperation[] = [
  {
    id: 'followPlanProgress',
    method: 'get',
    path: '/api/trips/plan-progress/{progressId}',
    tag: 'Planner',
    summary: "The planner's steps for a trip being created or regenerated, as server-sent events",
    description:
      'Events `started`, `day` (one per planned day of each route option), then `done` or `failed`; each ' +
      "event's data is the event as JSON, with its `type` (the contract: contracts/rest/plan-progress.ts).",
    auth: 'signed-in',
    pathParams: { progressId: { schema: progressIdSchema, description: 'The UUID sent with the request.' } },
    answers: [
      { status: 200, description: 'One event per step until the plan is done.', stream: 'text/event-stream' },
    ],
    errors: [UNAVAILABLE, { status: 502, when: 'The planner failed.' }],
  },
  {
    id: 'regenerateTrip',
    method: 'post',
    path: '/api/trips/{id}/regenerate',
    tag: 'Planner',
    summary: 'Plan the trip again',
    description: 'The replaced itinerary is kept one level deep (`POST /api/trips/{id}/itinerary/previous`).',
    auth: 'signed-in',
    pathParams: tripId,
    query: {
      parameters: {
        progressId: {
          schema: progressIdSchema,
          description: 'A UUID to follow the planning at /api/trips/plan-progress/{progressId}.',
        },
      },
    },
    answers: [ok('TripDetail', 'The trip with its new plan.')],
    errors: [TRIP_404, BUDGET('trip planning (12 plans in 10 minutes)'), UNAVAILABLE],
  },
  {
    id: 'restorePreviousItinerary',
    method: 'post',
    path: '/api/trips/{id}/itinerary/previous',
    tag: 'Planner',
    summary: 'Go back to the itinerary before the last regeneration',
    description:
      "The current one takes its place, so calling again goes forward. 400 'No previous itinerary'.",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripDetail', 'The trip.')],
    errors: [TRIP_404],
  },
  {
    id: 'getSmartRecommendations',
    method: 'get',
    path: '/api/trips/{id}/smart-recommendations',
    tag: 'Planner',
    summary: 'Recommendations for the trip (weather, events, tips), each with its confidence and source',
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('SmartRecommendations', 'The recommendations.')],
    errors: [TRIP_404],
  },
  {
    id: 'analyzeStop',
    method: 'post',
    path: '/api/analyze-stop',
    tag: 'Planner',
    summary: 'What a stop is, how to get there, when to go, tips and nearby places',
    auth: 'signed-in',
    body: json('AnalyzeStopRequest'),
    answers: [ok('StopAnalysis', 'The analysis.')],
    errors: [BUDGET('stop analysis (30 in 10 minutes)'), UNAVAILABLE],
  },
  {
    id: 'generateHiddenGems',
    method: 'post',
    path: '/api/generate-hidden-gems',
    tag: 'Planner',
    summary: 'Lesser-known places for the chosen interests near a location (the whole country when blank)',
    auth: 'signed-in',
    body: json('HiddenGemsRequest'),
    answers: [ok('HiddenGems', 'The places found.')],
    errors: [BUDGET('hidden-gem searches (20 in 10 minutes)'), UNAVAILABLE],
  },
  {
    id: 'listCataloguePlaces',
    method: 'get',
    path: '/api/places',
    tag: 'Planner',
    summary: `Catalogue places for the chosen interests (at most ${CATALOGUE_PLACES_LIMIT})`,
    auth: 'signed-in',
    query: {
      shape: placesRequestSchema,
      parameters: {
        interests: { description: 'Hidden-gem categories or builder themes, 1 to 12.', commaSeparated: true },
        location: { description: "One of the wizard's locations; the whole country when left out." },
      },
    },
    answers: [ok('CataloguePlaces', 'The places.')],
  },
  {
    id: 'suggestPlaces',
    method: 'get',
    path: '/api/places/suggest',
    tag: 'Planner',
    summary: `Places matching the text typed so far, best first (at most ${PLACE_SUGGESTION_LIMIT})`,
    auth: 'signed-in',
    query: { shape: placeQueryRequestSchema, parameters: { q: { description: 'The text typed so far.' } } },
    answers: [ok('PlaceSuggestions', 'The suggestions.')],
  },
  {
    id: 'checkPlace',
    method: 'get',
    path: '/api/places/check',
    tag: 'Planner',
    summary: 'Whether the planner knows a place, or which places a name could mean',
    auth: 'signed-in',
    query: {
      shape: placeQueryRequestSchema,
      parameters: { q: { description: 'The place, like "Austin, TX".' } },
    },
    answers: [ok('PlaceCheck', 'The verdict.')],
  },
];

const tripPacks: RestOperation[] = [
  {
    id: 'listTripPacks',
    method: 'get',
    path: '/api/trip-packs',
    tag: 'Trip packs',
    summary: "The trip-pack finder's results",
    description:
      "`rating` and `reviews` come from travellers' reviews only (0 and 0: nobody has reviewed it).",
    auth: 'public',
    query: {
      shape: tripPackFilterSchema,
      parameters: {
        continent: { description: 'Only packs on this continent; blank means any.' },
        country: { description: 'Only packs in this country; blank means any.' },
        length: { description: 'weekend, short, medium or long; blank means any.' },
        season: { description: 'spring, summer, fall or winter; blank means any.' },
      },
    },
    answers: [ok('TripPacks', 'The packs.')],
  },
  {
    id: 'createTripFromPack',
    method: 'post',
    path: '/api/trips/from-pack',
    tag: 'Trip packs',
    summary: "A trip following a pack's stops day by day",
    auth: 'signed-in',
    body: json('CreateTripFromPackRequest'),
    answers: [ok('TripDetail', 'The trip.', 201)],
    errors: [
      { status: 404, when: "'Trip pack not found'." },
      BUDGET('trip planning (12 plans in 10 minutes)'),
    ],
  },
  {
    id: 'listTripPackReviews',
    method: 'get',
    path: '/api/trip-packs/{id}/reviews',
    tag: 'Trip packs',
    summary: "A pack's reviews, newest first, without who wrote them",
    auth: 'public',
    pathParams: packId,
    answers: [ok('TripPackReviews', 'The reviews.')],
  },
  {
    id: 'getMyTripPackReview',
    method: 'get',
    path: '/api/trip-packs/{id}/my-review',
    tag: 'Trip packs',
    summary: "The traveller's review of a pack, and whether they may write one",
    auth: 'signed-in',
    pathParams: packId,
    answers: [ok('MyTripPackReview', 'The review or null.')],
  },
  {
    id: 'reviewTripPack',
    method: 'post',
    path: '/api/trip-packs/{id}/reviews',
    tag: 'Trip packs',
    summary: 'Write or edit a review (after making a trip from the pack)',
    auth: 'signed-in',
    pathParams: packId,
    body: json('TripPackReviewRequest'),
    answers: [ok('TripPackReview', 'The review.')],
    errors: [
      { status: 403, when: 'The traveller has made no trip from the pack.' },
      { status: 404, when: "'Trip pack not found'." },
    ],
  },
];

const photos: RestOperation[] = [
  {
    id: 'listGeoTaggedImages',
    method: 'get',
    path: '/api/geo-tagged-images',
    tag: 'Photos',
    summary: "Public photos, and the caller's own private ones",
    auth: 'public',
    query: {
      shape: geoTaggedImageQuerySchema,
      parameters: {
        category: { description: 'Only this category; blank means any.' },
        location: { description: 'Only photos whose place names this; blank means any.' },
        search: { description: 'Words in the title, description or tags; blank means any.' },
      },
    },
    answers: [ok('GeoTaggedImages', 'The photos.')],
  },
  {
    id: 'createGeoTaggedImage',
    method: 'post',
    path: '/api/geo-tagged-images',
    tag: 'Photos',
    summary: 'Share a photo hosted elsewhere (an https `imageUrl`)',
    auth: 'signed-in',
    body: json('GeoTaggedImageRequest'),
    answers: [ok('GeoTaggedImage', 'The photo.', 201)],
    errors: [BUDGET('new photos (uploads and linked images together)')],
  },
  {
    id: 'uploadGeoTaggedImage',
    method: 'post',
    path: '/api/geo-tagged-images/upload',
    tag: 'Photos',
    summary: `Upload a photo (JPEG, PNG or WebP, up to ${PHOTO_UPLOAD.maxBytes / (1024 * 1024)} MB)`,
    description:
      'latitude, longitude and dateTaken may be left out when the file’s EXIF has them; the stored file has ' +
      'no EXIF. A photo of more than 50 megapixels (8192 x 6144) is refused with 400.',
    auth: 'signed-in',
    body: {
      shape: 'GeoTaggedImageUploadFields',
      contentType: 'multipart/form-data',
      file: { field: 'image', mediaTypes: PHOTO_UPLOAD.mimeTypes },
    },
    answers: [ok('GeoTaggedImage', 'The photo.', 201)],
    errors: [
      BUDGET('new photos (uploads and linked images together)'),
      {
        status: 503,
        when: 'The media service cannot be reached, or is taking as many uploads as it may; Retry-After says when to try again.',
      },
    ],
  },
  ...(['image', 'thumbnail'] as const).map((kind): RestOperation => ({
    id: kind === 'image' ? 'getGeoTaggedImageFile' : 'getGeoTaggedImageThumbnail',
    method: 'get',
    path: `/api/geo-tagged-images/{id}/${kind}`,
    tag: 'Photos',
    summary:
      kind === 'image'
        ? "An uploaded photo's file"
        : `An uploaded photo's thumbnail (${PHOTO_UPLOAD.thumbnailWidth} px wide)`,
    auth: 'public',
    pathParams: imageId,
    answers: [{ status: 200, description: 'The image.', file: { mediaTypes: PHOTO_UPLOAD.mimeTypes } }],
    errors: [{ status: 404, when: 'No such photo, or a private photo of someone else.' }, UNAVAILABLE],
  })),
  ...(['like', 'save'] as const).map((action): RestOperation => ({
    id: action === 'like' ? 'likeGeoTaggedImage' : 'saveGeoTaggedImage',
    method: 'post',
    path: `/api/geo-tagged-images/{id}/${action}`,
    tag: 'Photos',
    summary: action === 'like' ? 'Like a photo, or unlike it' : 'Save a photo, or unsave it',
    auth: 'signed-in',
    pathParams: imageId,
    answers: [ok('GeoTaggedImageReaction', `\`active\`: whether the traveller now ${action}s it.`)],
    errors: [{ status: 404, when: 'No such photo, or a private photo of someone else.' }],
  })),
  {
    id: 'viewGeoTaggedImage',
    method: 'post',
    path: '/api/geo-tagged-images/{id}/view',
    tag: 'Photos',
    summary: "Count a view (a traveller's views count once a day)",
    auth: 'signed-in',
    pathParams: imageId,
    answers: [ok('GeoTaggedImageViews', "The photo's view count.")],
    errors: [{ status: 404, when: 'No such photo, or a private photo of someone else.' }],
  },
  {
    id: 'deleteGeoTaggedImage',
    method: 'delete',
    path: '/api/geo-tagged-images/{id}',
    tag: 'Photos',
    summary: 'Delete one of the traveller’s photos',
    auth: 'signed-in',
    pathParams: imageId,
    answers: [{ status: 204, description: 'Deleted.', empty: true }],
    errors: [{ status: 404, when: 'No such photo, or someone else’s.' }],
  },
];

export const REST_OPERATIONS: readonly RestOperation[] = [
  ...documentation,
  ...account,
  ...apiTokens,
  ...trips,
  ...planner,
  ...tripPacks,
  ...photos,
];
