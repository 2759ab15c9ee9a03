import {
  progressIdSchema,
  placesRequestSchema,
  placeQueryRequestSchema,
  type CataloguePlace,
  type HiddenGem,
  type PlaceCheck,
  type PlaceSuggestion,
  type SmartRecommendation,
  type StopAnalysis,
  type TripDetail,
} from '@byway/contracts/rest';
import { CATALOGUE_PLACES_LIMIT, PLACE_SUGGESTION_LIMIT } from '@byway/contracts/rules';
import {
  bodyAsInput,
  graphqlRoute,
  idFromPath,
  json,
  ok,
  PLANNER_WORK,
  TRIP_404,
  TRIP_PLANNING,
  type RestRoute,
} from '../route-table.js';
import { TRIP_FIELDS } from './fields.js';
import { PLAN_PROGRESS_ROUTE } from './plan-progress.js';
import { foundTrip, tripId } from './trips.js';

/**
 * The AI service's answers (spec 7): planning progress, regeneration, stop analysis, hidden gems, smart
 * recommendations, and the trip builder's places (issue 11: the same ai queries the builder sends over
 * GraphQL).
 */
export const PLANNER_ROUTES: RestRoute[] = [
  PLAN_PROGRESS_ROUTE,
  graphqlRoute({
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
    errors: [TRIP_404, ...PLANNER_WORK(TRIP_PLANNING)],
    graphql: `mutation RestRegenerateTripMutation($id: Int!, $progressId: String) {
  regenerateTrip(id: $id, progressId: $progressId) { ${TRIP_FIELDS} }
}`,
    variables: ({ params, query }) => ({ id: params.id, progressId: query.progressId }),
    answer: (data: { regenerateTrip: TripDetail }) => data.regenerateTrip,
  }),
  // 'Go back to the previous itinerary' (contracts/rest/trips.ts); the cross-site guard covers every POST.
  graphqlRoute({
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
    graphql: `mutation RestRestorePreviousItineraryMutation($id: Int!) {
  restorePreviousItinerary(id: $id) { ${TRIP_FIELDS} }
}`,
    variables: idFromPath,
    answer: (data: { restorePreviousItinerary: TripDetail }) => data.restorePreviousItinerary,
  }),
  graphqlRoute({
    id: 'getSmartRecommendations',
    method: 'get',
    path: '/api/trips/{id}/smart-recommendations',
    tag: 'Planner',
    summary: 'Recommendations for the trip (weather, events, tips), each with its confidence and source',
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('SmartRecommendations', 'The recommendations.')],
    errors: [TRIP_404],
    graphql: `query RestTripRecommendationsQuery($id: Int!) {
  trip(id: $id) {
    smartRecommendations {
      id location recommendationType title description confidence dataSource metadata validFrom validUntil
    }
  }
}`,
    variables: idFromPath,
    answer: (data: { trip: { smartRecommendations: SmartRecommendation[] } | null }) =>
      foundTrip(data.trip).smartRecommendations,
  }),
  graphqlRoute({
    id: 'analyzeStop',
    method: 'post',
    path: '/api/analyze-stop',
    tag: 'Planner',
    summary: 'What a stop is, how to get there, when to go, tips and nearby places',
    auth: 'signed-in',
    body: json('AnalyzeStopRequest'),
    answers: [ok('StopAnalysis', 'The analysis.')],
    errors: PLANNER_WORK('stop analysis (30 in 10 minutes)'),
    graphql: `query RestAnalyzeStopQuery($input: AnalyzeStopInput!) {
  analyzeStop(input: $input) {
    description location howToGetThere generalInfo estimatedVisitDuration bestTimeToVisit highlights tips
    nearbyAttractions localCulture
  }
}`,
    // The stop dialog sends the name as the address when it has none (spec 7).
    variables: ({ body }) => ({ input: { ...body, address: body.address || body.name } }),
    answer: (data: { analyzeStop: StopAnalysis }) => data.analyzeStop,
  }),
  graphqlRoute({
    id: 'generateHiddenGems',
    method: 'post',
    path: '/api/generate-hidden-gems',
    tag: 'Planner',
    summary: 'Lesser-known places for the chosen interests near a location (the whole country when blank)',
    auth: 'signed-in',
    body: json('HiddenGemsRequest'),
    answers: [ok('HiddenGems', 'The places found.')],
    errors: PLANNER_WORK('hidden-gem searches (20 in 10 minutes)'),
    graphql: `query RestHiddenGemsQuery($input: HiddenGemsInput!) {
  hiddenGems(input: $input) {
    name description category address city state rating priceRange specialFeatures estimatedVisitTime
    bestTimeToVisit imageUrl imageCredit latitude longitude
  }
}`,
    variables: bodyAsInput,
    answer: (data: { hiddenGems: HiddenGem[] }) => ({ hiddenGems: data.hiddenGems }),
  }),
  // Catalogue places for the wizard's interests: ?interests=a,b&location=Utah (at most 50).
  graphqlRoute({
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
    graphql: `query RestCataloguePlacesQuery($interests: [String!]!, $location: String) {
  places(interests: $interests, location: $location) {
    id name description category themes city state latitude longitude hiddenGem
  }
}`,
    variables: ({ query: { interests, location } }) => ({ interests, location }),
    answer: (data: { places: CataloguePlace[] }) => data.places,
  }),
  graphqlRoute({
    id: 'suggestPlaces',
    method: 'get',
    path: '/api/places/suggest',
    tag: 'Planner',
    summary: `Places matching the text typed so far, best first (at most ${PLACE_SUGGESTION_LIMIT})`,
    auth: 'signed-in',
    query: { shape: placeQueryRequestSchema, parameters: { q: { description: 'The text typed so far.' } } },
    answers: [ok('PlaceSuggestions', 'The suggestions.')],
    graphql: `query RestPlaceSuggestionsQuery($text: String!) {
  placeSuggestions(text: $text) { label name kind country latitude longitude }
}`,
    variables: ({ query }) => ({ text: query.q }),
    answer: (data: { placeSuggestions: PlaceSuggestion[] }) => data.placeSuggestions,
  }),
  graphqlRoute({
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
    graphql: `query RestPlaceCheckQuery($text: String!) {
  placeCheck(text: $text) { ok label message options }
}`,
    variables: ({ query }) => ({ text: query.q }),
    answer: (data: { placeCheck: PlaceCheck }) => data.placeCheck,
  }),
];
