import {
  tripPackIdParamSchema,
  type NearTripPack,
  type TripDetail,
  type TripPackCard,
  type TripPackReview,
} from '@byway/contracts/rest';
import { tripPackFilterSchema } from '@byway/contracts/rules';
import {
  bodyAsInput,
  BUDGET,
  graphqlRoute,
  json,
  ok,
  TRIP_PLANNING,
  type RestRoute,
} from '../route-table.js';
import { TRIP_FIELDS } from './fields.js';

const packId = { id: { schema: tripPackIdParamSchema, description: 'The trip pack, a whole number.' } };

const REVIEW_FIELDS = 'id rating comment createdAt mine';
const packIdFromPath = ({ params }: { params: { id: number } }) => ({ packId: params.id });

/**
 * The trip-pack finder's results (spec 2 and 7): `GET /api/trip-packs?continent=&country=&length=&season=`,
 * public. The query is checked with the same rule as GraphQL `tripPacks(filter)`; a repeated or unknown
 * length or season is a 400 naming the allowed values. Reviews (issue 10): anyone reads them; a traveller
 * who made a trip from the pack writes or edits theirs.
 */
const FILTER_QUERY = {
  shape: tripPackFilterSchema,
  parameters: {
    continent: { description: 'Only packs on this continent; blank means any.' },
    country: { description: 'Only packs in this country; blank means any.' },
    length: { description: 'weekend, short, medium or long; blank means any.' },
    season: { description: 'spring, summer, fall or winter; blank means any.' },
  },
};
const CARD_FIELDS = `id title description startLocation endLocation duration theme bestSeason difficulty price distance rating
    reviews creator photos highlights coverImage continent country durationCategory isOfficial`;

export const TRIP_PACK_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listTripPacks',
    method: 'get',
    path: '/api/trip-packs',
    tag: 'Trip packs',
    summary: "The trip-pack finder's results",
    description:
      "`rating` and `reviews` come from travellers' reviews only (0 and 0: nobody has reviewed it).",
    auth: 'public',
    query: FILTER_QUERY,
    answers: [ok('TripPacks', 'The packs.')],
    graphql: `query RestTripPacksQuery($filter: TripPackFilter) {
  tripPacks(filter: $filter) {
    ${CARD_FIELDS}
  }
}`,
    variables: ({ query }) => ({ filter: query }),
    answer: (data: { tripPacks: TripPackCard[] }) => data.tripPacks,
  }),
  /** The finder's dead end (issue 21): the same domain function as GraphQL `nearestTripPacks(filter)`. */
  graphqlRoute({
    id: 'listNearestTripPacks',
    method: 'get',
    path: '/api/trip-packs/nearest',
    tag: 'Trip packs',
    summary: 'When nothing matches every choice, the nearest packs and how each differs',
    description:
      'Nearest first: the chosen country in another season or length, then a country next door, then the same continent. Empty when a pack matches exactly.',
    auth: 'public',
    query: FILTER_QUERY,
    answers: [ok('NearestTripPacks', 'The nearest packs, each with its differences.')],
    graphql: `query RestNearestTripPacksQuery($filter: TripPackFilter) {
  nearestTripPacks(filter: $filter) {
    differences
    pack { ${CARD_FIELDS} }
  }
}`,
    variables: ({ query }) => ({ filter: query }),
    answer: (data: { nearestTripPacks: NearTripPack[] }) => data.nearestTripPacks,
  }),
  /**
   * The finder's 'View Details' (spec 7): the signed-in traveller's trip following the pack's stops day by
   * day. 401 signed out, 400 a bad payload, 404 'Trip pack not found'; 201 with the trip (its `id` opens
   * /trip/{id}).
   */
  graphqlRoute({
    id: 'createTripFromPack',
    method: 'post',
    path: '/api/trips/from-pack',
    tag: 'Trip packs',
    summary: "A trip following a pack's stops day by day",
    auth: 'signed-in',
    body: json('CreateTripFromPackRequest'),
    answers: [ok('TripDetail', 'The trip.', 201)],
    errors: [{ status: 404, when: "'Trip pack not found'." }, BUDGET(TRIP_PLANNING)],
    graphql: `mutation RestCreateTripFromPackMutation($input: CreateTripFromPackInput!) {
  createTripFromPack(input: $input) { ${TRIP_FIELDS} }
}`,
    variables: bodyAsInput,
    answer: (data: { createTripFromPack: TripDetail }) => data.createTripFromPack,
  }),
  graphqlRoute({
    id: 'listTripPackReviews',
    method: 'get',
    path: '/api/trip-packs/{id}/reviews',
    tag: 'Trip packs',
    summary: "A pack's reviews, newest first, without who wrote them",
    auth: 'public',
    pathParams: packId,
    answers: [ok('TripPackReviews', 'The reviews.')],
    graphql: `query RestTripPackReviewsQuery($packId: Int!) {
  tripPackReviews(packId: $packId) { ${REVIEW_FIELDS} }
}`,
    variables: packIdFromPath,
    answer: (data: { tripPackReviews: TripPackReview[] }) => data.tripPackReviews,
  }),
  graphqlRoute({
    id: 'getMyTripPackReview',
    method: 'get',
    path: '/api/trip-packs/{id}/my-review',
    tag: 'Trip packs',
    summary: "The traveller's review of a pack, and whether they may write one",
    auth: 'signed-in',
    pathParams: packId,
    answers: [ok('MyTripPackReview', 'The review or null.')],
    graphql: `query RestMyTripPackReviewQuery($packId: Int!) {
  myTripPackReview(packId: $packId) { canReview review { ${REVIEW_FIELDS} } }
}`,
    variables: packIdFromPath,
    answer: (data: { myTripPackReview: { canReview: boolean; review: TripPackReview | null } }) =>
      data.myTripPackReview,
  }),
  graphqlRoute({
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
    graphql: `mutation RestReviewTripPackMutation($packId: Int!, $input: TripPackReviewInput!) {
  reviewTripPack(packId: $packId, input: $input) { ${REVIEW_FIELDS} }
}`,
    variables: ({ params, body }) => ({ packId: params.id, input: body }),
    answer: (data: { reviewTripPack: TripPackReview }) => data.reviewTripPack,
  }),
];
