import type { z } from 'zod';
import { accountExportSchema, deleteAccountRequestSchema, deleteAccountResponseSchema } from './account.js';
import { achievementProgressSchema, achievementsResponseSchema } from './achievements.js';
import {
  apiTokenListResponseSchema,
  apiTokenSchema,
  createApiTokenRequestSchema,
  createdApiTokenResponseSchema,
} from './api-tokens.js';
import {
  analyzeStopRequestSchema,
  cataloguePlaceSchema,
  hiddenGemSchema,
  hiddenGemsRequestSchema,
  hiddenGemsResponseSchema,
  placesResponseSchema,
  smartRecommendationSchema,
  smartRecommendationsResponseSchema,
  stopAnalysisSchema,
} from './ai.js';
import { customLoginRequestSchema, customLoginResponseSchema } from './auth.js';
import { collabTokenResponseSchema } from '../collab/token.js';
import { costForecastResponseSchema } from './cost-forecast.js';
import { errorResponseSchema } from './errors.js';
import {
  geoTaggedImageListResponseSchema,
  geoTaggedImageReactionResponseSchema,
  geoTaggedImageRequestSchema,
  geoTaggedImageSchema,
  geoTaggedImageUploadFieldsSchema,
  geoTaggedImageViewResponseSchema,
} from './geo-tagged-images.js';
import { tripHighlightImageSchema } from './highlight-image.js';
import {
  createPriceAlertRequestSchema,
  priceAlertListResponseSchema,
  recordAlertPriceRequestSchema,
  priceAlertSchema,
  tripMemoryListResponseSchema,
  tripMemoryRequestSchema,
  tripMemorySchema,
} from './memories.js';
import { placeCheckSchema, placeSuggestionSchema, placeSuggestionsResponseSchema } from './place-check.js';
import { completeOnboardingRequestSchema, updateProfileRequestSchema } from './profile.js';
import { publicTripSchema, publicTripStopsResponseSchema } from './public-trip.js';
import {
  createTripFromPackRequestSchema,
  myTripPackReviewSchema,
  tripPackCardSchema,
  tripPackReviewRequestSchema,
  tripPackReviewSchema,
  tripPackReviewsResponseSchema,
  tripPacksResponseSchema,
  nearestTripPacksResponseSchema,
} from './trip-packs.js';
import {
  addTripStopRequestSchema,
  createTripRequestSchema,
  tripDetailSchema,
  tripListResponseSchema,
  tripSchema,
  tripStatusRequestSchema,
  tripStopSchema,
  chooseTripRouteRequestSchema,
  tripStartDateRequestSchema,
  PLAN_EDIT_REQUEST_SHAPES,
} from './trips.js';
import { mapTilesSchema } from './map-tiles.js';
import {
  createdTripInviteLinkResponseSchema,
  createTripInviteLinkRequestSchema,
  inviteTripMemberRequestSchema,
  receivedTripInvitationListResponseSchema,
  tripInvitationListResponseSchema,
  tripInvitationSchema,
  tripInviteLinkPreviewSchema,
  tripInviteTokenRequestSchema,
  tripMemberListResponseSchema,
  tripMemberRoleRequestSchema,
  tripMemberSchema,
} from './trip-members.js';
import { signInStatusSchema, userResponseSchema, userStatsResponseSchema } from './user.js';

/**
 * The named shapes of the OpenAPI document (`components.schemas`), each one of the contracts' own zod
 * schemas: the adapter parses requests with the request shapes, and answers the response shapes.
 * Requests are documented as callers may send them (zod's input side: numeric strings, blanks, defaults);
 * responses as the adapter answers them.
 */
export const REST_REQUEST_SHAPES = {
  CustomLoginRequest: customLoginRequestSchema,
  UpdateProfileRequest: updateProfileRequestSchema,
  CompleteOnboardingRequest: completeOnboardingRequestSchema,
  CreateTripRequest: createTripRequestSchema,
  TripStatusRequest: tripStatusRequestSchema,
  ChooseTripRouteRequest: chooseTripRouteRequestSchema,
  TripStartDateRequest: tripStartDateRequestSchema,
  AddTripStopRequest: addTripStopRequestSchema,
  ...PLAN_EDIT_REQUEST_SHAPES,
  InviteTripMemberRequest: inviteTripMemberRequestSchema,
  CreateTripInviteLinkRequest: createTripInviteLinkRequestSchema,
  TripMemberRoleRequest: tripMemberRoleRequestSchema,
  TripInviteTokenRequest: tripInviteTokenRequestSchema,
  CreateTripFromPackRequest: createTripFromPackRequestSchema,
  TripPackReviewRequest: tripPackReviewRequestSchema,
  AnalyzeStopRequest: analyzeStopRequestSchema,
  HiddenGemsRequest: hiddenGemsRequestSchema,
  TripMemoryRequest: tripMemoryRequestSchema,
  CreatePriceAlertRequest: createPriceAlertRequestSchema,
  RecordAlertPriceRequest: recordAlertPriceRequestSchema,
  DeleteAccountRequest: deleteAccountRequestSchema,
  GeoTaggedImageRequest: geoTaggedImageRequestSchema,
  GeoTaggedImageUploadFields: geoTaggedImageUploadFieldsSchema,
  CreateApiTokenRequest: createApiTokenRequestSchema,
} as const satisfies Record<string, z.ZodType>;

export const REST_RESPONSE_SHAPES = {
  ErrorResponse: errorResponseSchema,
  User: userResponseSchema,
  SignInStatus: signInStatusSchema,
  MapTiles: mapTilesSchema,
  UserStats: userStatsResponseSchema,
  AchievementProgress: achievementProgressSchema,
  Achievements: achievementsResponseSchema,
  CustomLoginResponse: customLoginResponseSchema,
  Trip: tripSchema,
  TripList: tripListResponseSchema,
  TripDetail: tripDetailSchema,
  TripStop: tripStopSchema,
  CostForecast: costForecastResponseSchema,
  CollabToken: collabTokenResponseSchema,
  TripMember: tripMemberSchema,
  TripMembers: tripMemberListResponseSchema,
  TripInvitation: tripInvitationSchema,
  TripInvitations: tripInvitationListResponseSchema,
  CreatedTripInviteLink: createdTripInviteLinkResponseSchema,
  ReceivedTripInvitations: receivedTripInvitationListResponseSchema,
  TripInviteLinkPreview: tripInviteLinkPreviewSchema,
  TripPackCard: tripPackCardSchema,
  TripPacks: tripPacksResponseSchema,
  NearestTripPacks: nearestTripPacksResponseSchema,
  TripPackReview: tripPackReviewSchema,
  TripPackReviews: tripPackReviewsResponseSchema,
  MyTripPackReview: myTripPackReviewSchema,
  PlaceSuggestion: placeSuggestionSchema,
  PlaceSuggestions: placeSuggestionsResponseSchema,
  PlaceCheck: placeCheckSchema,
  StopAnalysis: stopAnalysisSchema,
  HiddenGem: hiddenGemSchema,
  HiddenGems: hiddenGemsResponseSchema,
  CataloguePlace: cataloguePlaceSchema,
  CataloguePlaces: placesResponseSchema,
  SmartRecommendation: smartRecommendationSchema,
  SmartRecommendations: smartRecommendationsResponseSchema,
  TripHighlightImage: tripHighlightImageSchema,
  PublicTrip: publicTripSchema,
  PublicTripStops: publicTripStopsResponseSchema,
  TripMemory: tripMemorySchema,
  TripMemories: tripMemoryListResponseSchema,
  PriceAlert: priceAlertSchema,
  PriceAlerts: priceAlertListResponseSchema,
  AccountExport: accountExportSchema,
  DeleteAccountResponse: deleteAccountResponseSchema,
  GeoTaggedImage: geoTaggedImageSchema,
  GeoTaggedImages: geoTaggedImageListResponseSchema,
  GeoTaggedImageReaction: geoTaggedImageReactionResponseSchema,
  GeoTaggedImageViews: geoTaggedImageViewResponseSchema,
  ApiToken: apiTokenSchema,
  ApiTokens: apiTokenListResponseSchema,
  CreatedApiToken: createdApiTokenResponseSchema,
} as const satisfies Record<string, z.ZodType>;

export type RestRequestShape = keyof typeof REST_REQUEST_SHAPES;
export type RestResponseShape = keyof typeof REST_RESPONSE_SHAPES;
