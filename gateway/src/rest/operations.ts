import type {
  AchievementsResponse,
  PriceAlert,
  PublicTrip,
  TripMemory,
  HiddenGem,
  CataloguePlace,
  SmartRecommendation,
  StopAnalysis,
  TripDetail,
  Trip,
  TripStop,
  UserResponse,
  UserStatsResponse,
} from '@byway/contracts/rest';

/**
 * The GraphQL operations behind the REST adapter. Each selects exactly the fields its REST answer
 * documents, so the JSON the adapter returns is the operation's data with nothing added or dropped.
 */

const USER_FIELDS = `
  id email firstName lastName profileImageUrl interests travelStyle preferredPace lodgingPreference
  profileCompleted distanceUnits createdAt updatedAt`;

const STOP_FIELDS = `
  id tripId name description latitude longitude lat lng category estimatedDuration dayNumber orderInDay
  address photos rating essential isDetour drivingTimeFromPrevious isCustom createdAt`;

/** A trip's summary: what `GET /api/trips` lists (no plan: see contracts/rest/trips.ts). */
const TRIP_SUMMARY_FIELDS = `
  id userId title description startLocation endLocation startDate endDate totalDays theme status isPublic
  selectedRouteIndex accommodationType travelPartySize season budget pace createdAt updatedAt
  planner { planner model fallbackReason routing notes }`;

/** A trip with its plan and stops: `GET /api/trips/{id}`, and the create and regenerate answers. */
const TRIP_FIELDS = `${TRIP_SUMMARY_FIELDS}
  itinerary
  routeOptions {
    routeName vibe totalDistance totalDistanceKm distanceUnit estimatedTime
    stops { ${STOP_FIELDS} }
    dailySegments { day title description overnight driveSummary { estimatedHours distanceMiles distanceKm } }
  }
  stops { ${STOP_FIELDS} }
  hasPreviousItinerary`;

export const CURRENT_USER = `query RestCurrentUserQuery { me { ${USER_FIELDS} } }`;

/** The traveller's 'Distance units', which the trip exports write distances in. */
export const DISTANCE_UNITS = `query RestDistanceUnitsQuery { me { distanceUnits } }`;
export type DistanceUnitsResult = { me: Pick<UserResponse, 'distanceUnits'> | null };
export type CurrentUserResult = { me: UserResponse | null };

export const USER_STATS = `query RestUserStatsQuery {
  me { stats { totalPoints level tripsPlanned tripsCompleted photosShared } }
}`;
export type UserStatsResult = { me: { stats: UserStatsResponse } | null };

export const MY_ACHIEVEMENTS = `query RestMyAchievementsQuery {
  myAchievements {
    id name description icon category pointsRequired actionRequired actionCount progress maxProgress earned earnedAt
  }
}`;
export type MyAchievementsResult = { myAchievements: AchievementsResponse };

export const SIGN_UP = `mutation RestSignUpMutation($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`;
export type SignUpResult = { signUp: UserResponse };

export const SIGN_IN = `mutation RestSignInMutation($input: SignInInput!) { signIn(input: $input) { ${USER_FIELDS} } }`;
export type SignInResult = { signIn: UserResponse };

export const SIGN_OUT = `mutation RestSignOutMutation { signOut }`;

export const UPDATE_PROFILE = `mutation RestUpdateProfileMutation($input: ProfileInput!) {
  updateProfile(input: $input) { ${USER_FIELDS} }
}`;
export type UpdateProfileResult = { updateProfile: UserResponse };

export const COMPLETE_ONBOARDING = `mutation RestCompleteOnboardingMutation($input: OnboardingInput!) {
  completeOnboarding(input: $input) { ${USER_FIELDS} }
}`;
export type CompleteOnboardingResult = { completeOnboarding: UserResponse };

export const MY_TRIPS = `query RestMyTripsQuery { myTrips { ${TRIP_SUMMARY_FIELDS} } }`;
export type MyTripsResult = { myTrips: Trip[] };

export const TRIP_DETAIL = `query RestTripDetailQuery($id: Int!) { trip(id: $id) { ${TRIP_FIELDS} } }`;
export type TripDetailResult = { trip: TripDetail | null };

export const CREATE_TRIP = `mutation RestCreateTripMutation($input: CreateTripInput!) {
  createTrip(input: $input) { ${TRIP_FIELDS} }
}`;
export type CreateTripResult = { createTrip: TripDetail };

export const SET_TRIP_STATUS = `mutation RestSetTripStatusMutation($id: Int!, $status: String!) {
  setTripStatus(id: $id, status: $status) { ${TRIP_SUMMARY_FIELDS} }
}`;
export type SetTripStatusResult = { setTripStatus: Trip };

export const ADD_STOP_TO_TRIP = `mutation RestAddStopToTripMutation($tripId: Int!, $stop: CustomStopInput!) {
  addStopToTrip(tripId: $tripId, stop: $stop) { ${STOP_FIELDS} }
}`;
export type AddStopToTripResult = { addStopToTrip: TripStop };

export const REGENERATE_TRIP = `mutation RestRegenerateTripMutation($id: Int!, $progressId: String) {
  regenerateTrip(id: $id, progressId: $progressId) { ${TRIP_FIELDS} }
}`;
export type RegenerateTripResult = { regenerateTrip: TripDetail };

export const RESTORE_PREVIOUS_ITINERARY = `mutation RestRestorePreviousItineraryMutation($id: Int!) {
  restorePreviousItinerary(id: $id) { ${TRIP_FIELDS} }
}`;
export type RestorePreviousItineraryResult = { restorePreviousItinerary: TripDetail };

export const ANALYZE_STOP = `query RestAnalyzeStopQuery($input: AnalyzeStopInput!) {
  analyzeStop(input: $input) {
    description location howToGetThere generalInfo estimatedVisitDuration bestTimeToVisit highlights tips
    nearbyAttractions localCulture
  }
}`;
export type AnalyzeStopResult = { analyzeStop: StopAnalysis };

export const HIDDEN_GEMS = `query RestHiddenGemsQuery($input: HiddenGemsInput!) {
  hiddenGems(input: $input) {
    name description category address city state rating priceRange specialFeatures estimatedVisitTime
    bestTimeToVisit imageUrl imageCredit latitude longitude
  }
}`;
export type HiddenGemsResult = { hiddenGems: HiddenGem[] };

export const CATALOGUE_PLACES = `query RestCataloguePlacesQuery($interests: [String!]!, $location: String) {
  places(interests: $interests, location: $location) {
    id name description category themes city state latitude longitude hiddenGem
  }
}`;
export type CataloguePlacesResult = { places: CataloguePlace[] };

export const TRIP_RECOMMENDATIONS = `query RestTripRecommendationsQuery($id: Int!) {
  trip(id: $id) {
    smartRecommendations {
      id location recommendationType title description confidence dataSource metadata validFrom validUntil
    }
  }
}`;
export type TripRecommendationsResult = { trip: { smartRecommendations: SmartRecommendation[] } | null };

// Memories and price alerts (spec 7): the trip memories panel and the price alerts panel.

const MEMORY_FIELDS = `id tripId userId stopName memoryType content photoUrl rating latitude longitude createdAt`;

const PRICE_ALERT_FIELDS = `
  id userId tripId stopName itemType itemName targetPrice currentPrice priceUrl lastChecked isActive createdAt
  updatedAt`;

export const TRIP_MEMORIES = `query RestTripMemoriesQuery($tripId: Int!) {
  tripMemories(tripId: $tripId) { ${MEMORY_FIELDS} }
}`;
export type TripMemoriesResult = { tripMemories: TripMemory[] };

export const ADD_TRIP_MEMORY = `mutation RestAddTripMemoryMutation($tripId: Int!, $input: TripMemoryInput!) {
  addTripMemory(tripId: $tripId, input: $input) { ${MEMORY_FIELDS} }
}`;
export type AddTripMemoryResult = { addTripMemory: TripMemory };

export const MY_PRICE_ALERTS = `query RestMyPriceAlertsQuery { myPriceAlerts { ${PRICE_ALERT_FIELDS} } }`;
export type MyPriceAlertsResult = { myPriceAlerts: PriceAlert[] };

export const CREATE_PRICE_ALERT = `mutation RestCreatePriceAlertMutation($input: PriceAlertInput!) {
  createPriceAlert(input: $input) { ${PRICE_ALERT_FIELDS} }
}`;
export type CreatePriceAlertResult = { createPriceAlert: PriceAlert };

export const RECORD_ALERT_PRICE = `mutation RestRecordAlertPriceMutation($alertId: Int!, $price: Float!, $source: String) {
  recordAlertPrice(alertId: $alertId, price: $price, source: $source) { ${PRICE_ALERT_FIELDS} }
}`;
export type RecordAlertPriceResult = { recordAlertPrice: PriceAlert };

// Public trips (spec 2 'Public trip', spec 7): for anyone, signed in or not, while the owner keeps it public.

export const PUBLIC_TRIP = `query RestPublicTripQuery($id: Int!) {
  publicTrip(id: $id) {
    id title description startLocation endLocation totalDays theme status season budget travelPartySize
    accommodationType selectedRouteIndex createdAt
    routeOptions {
      routeName vibe totalDistance totalDistanceKm distanceUnit estimatedTime
      stops { ${STOP_FIELDS} }
      dailySegments { day title description overnight driveSummary { estimatedHours distanceMiles distanceKm } }
    }
  }
}`;
export type PublicTripResult = { publicTrip: PublicTrip | null };

export const PUBLIC_TRIP_STOPS = `query RestPublicTripStopsQuery($id: Int!) {
  publicTrip(id: $id) { id }
  publicTripStops(id: $id) { ${STOP_FIELDS} }
}`;
export type PublicTripStopsResult = { publicTrip: { id: number } | null; publicTripStops: TripStop[] };

// Trip highlight image (spec 7): the picture on each trip card, from the media service.

export const TRIP_HIGHLIGHT_IMAGE = `query RestTripHighlightImageQuery($id: Int!) {
  trip(id: $id) { highlightImage { imageUrl thumbnailUrl alt photographerName photographerUrl } }
}`;
export type TripHighlightImageResult = {
  trip: { highlightImage: import('@byway/contracts/rest').TripHighlightImage | null } | null;
};

// Trip packs (spec 2 'Trip-pack finder', spec 7): the finder's cards, from the discovery service.

export const TRIP_PACKS = `query RestTripPacksQuery($filter: TripPackFilter) {
  tripPacks(filter: $filter) {
    id title description startLocation endLocation duration theme bestSeason difficulty price distance rating
    reviews creator photos highlights coverImage continent country durationCategory isOfficial
  }
}`;
export type TripPacksResult = { tripPacks: import('@byway/contracts/rest').TripPackCard[] };

export const CREATE_TRIP_FROM_PACK = `mutation RestCreateTripFromPackMutation($input: CreateTripFromPackInput!) {
  createTripFromPack(input: $input) { ${TRIP_FIELDS} }
}`;
export type CreateTripFromPackResult = { createTripFromPack: TripDetail };

const REVIEW_FIELDS = 'id rating comment createdAt mine';

export const TRIP_PACK_REVIEWS = `query RestTripPackReviewsQuery($packId: Int!) {
  tripPackReviews(packId: $packId) { ${REVIEW_FIELDS} }
}`;
export type TripPackReviewsResult = { tripPackReviews: import('@byway/contracts/rest').TripPackReview[] };

export const MY_TRIP_PACK_REVIEW = `query RestMyTripPackReviewQuery($packId: Int!) {
  myTripPackReview(packId: $packId) { canReview review { ${REVIEW_FIELDS} } }
}`;
export type MyTripPackReviewResult = {
  myTripPackReview: { canReview: boolean; review: import('@byway/contracts/rest').TripPackReview | null };
};

export const REVIEW_TRIP_PACK = `mutation RestReviewTripPackMutation($packId: Int!, $input: TripPackReviewInput!) {
  reviewTripPack(packId: $packId, input: $input) { ${REVIEW_FIELDS} }
}`;
export type ReviewTripPackResult = { reviewTripPack: import('@byway/contracts/rest').TripPackReview };
