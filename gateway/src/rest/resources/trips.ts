import { AppError } from '@byway/kit';
import {
  TRIP_NOT_FOUND_MESSAGE,
  tripIdParamSchema,
  type Trip,
  type TripDetail,
  type TripStop,
} from '@byway/contracts/rest';
import {
  graphqlRoute,
  idFromPath,
  json,
  ok,
  PLANNER_WORK,
  TRIP_404,
  TRIP_PLANNING,
  type RestRoute,
} from '../route-table.js';
import { STOP_FIELDS, TRIP_DETAIL, TRIP_FIELDS, TRIP_SUMMARY_FIELDS } from './fields.js';

export const tripId = { id: { schema: tripIdParamSchema, description: 'The trip, a whole number.' } };

/** The trip, or the one 404 for a trip that is missing or someone else's. */
export const foundTrip = <T>(trip: T | null): T => {
  if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
  return trip;
};

/**
 * A PATCH that sets one value of one of the traveller's own trips through the trips mutation of the same
 * name (`argument`: the body's field and its GraphQL type), answering the trip as the list shows it; a
 * trip that is missing or someone else's is the one 404.
 */
function tripPatchRoute(route: {
  id: 'setTripStatus' | 'chooseTripRoute' | 'setTripStartDate';
  path: string;
  summary: string;
  description: string;
  body: 'TripStatusRequest' | 'ChooseTripRouteRequest' | 'TripStartDateRequest';
  argument: [name: string, type: string];
}): RestRoute {
  const [name, type] = route.argument;
  const operation = `Rest${route.id.charAt(0).toUpperCase()}${route.id.slice(1)}Mutation`;
  return graphqlRoute({
    id: route.id,
    method: 'patch',
    path: route.path,
    tag: 'Trips',
    summary: route.summary,
    description: route.description,
    auth: 'signed-in',
    pathParams: tripId,
    body: json(route.body),
    answers: [ok('Trip', 'The trip as the list shows it.')],
    errors: [TRIP_404],
    graphql: `mutation ${operation}($id: Int!, $${name}: ${type}) {
  ${route.id}(id: $id, ${name}: $${name}) { ${TRIP_SUMMARY_FIELDS} }
}`,
    variables: ({ params, body }) => ({ id: params.id, [name]: (body as Record<string, unknown>)[name] }),
    answer: (data: Record<string, Trip>) => data[route.id],
  });
}

/** The signed-in traveller's trips (spec 7). A trip that is missing or someone else's is the same 404. */
export const TRIP_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listTrips',
    method: 'get',
    path: '/api/trips',
    tag: 'Trips',
    summary: "The traveller's trips, without their plans",
    auth: 'signed-in',
    answers: [ok('TripList', 'The trips, newest first.')],
    graphql: `query RestMyTripsQuery { myTrips { ${TRIP_SUMMARY_FIELDS} } }`,
    answer: (data: { myTrips: Trip[] }) => data.myTrips,
  }),
  graphqlRoute({
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
    errors: PLANNER_WORK(TRIP_PLANNING),
    graphql: `mutation RestCreateTripMutation($input: CreateTripInput!) {
  createTrip(input: $input) { ${TRIP_FIELDS} }
}`,
    // userId in the payload is dropped: the trip is always the caller's.
    variables: ({ body: { userId: _ignored, ...input } }) => ({ input }),
    answer: (data: { createTrip: TripDetail }) => data.createTrip,
  }),
  graphqlRoute({
    id: 'getTrip',
    method: 'get',
    path: '/api/trips/{id}',
    tag: 'Trips',
    summary: 'One of the traveller’s trips with its plan and stops',
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripDetail', 'The trip.')],
    errors: [TRIP_404],
    graphql: TRIP_DETAIL,
    variables: idFromPath,
    answer: (data: { trip: TripDetail | null }) => foundTrip(data.trip),
  }),
  // 'Start trip' and 'Complete trip': planning -> in_progress -> completed, owner only.
  tripPatchRoute({
    id: 'setTripStatus',
    path: '/api/trips/{id}/status',
    summary: "'Start trip' and 'Complete trip'",
    description: 'planning → in_progress → completed, and no other way (400).',
    body: 'TripStatusRequest',
    argument: ['status', 'String!'],
  }),
  // The route option the traveller chose (issue 21): kept, so everything that follows the plan follows it.
  tripPatchRoute({
    id: 'chooseTripRoute',
    path: '/api/trips/{id}/route',
    summary: 'Keep the route option the traveller chose',
    description:
      'A reload, the dashboard, the public page, the exports and the cost forecast then follow it; 400 for ' +
      'an option the trip does not have.',
    body: 'ChooseTripRouteRequest',
    argument: ['routeIndex', 'Int!'],
  }),
  // The trip's first day (issue 21): the calendar export and the season follow it.
  tripPatchRoute({
    id: 'setTripStartDate',
    path: '/api/trips/{id}/start-date',
    summary: "Set or clear the trip's start date",
    description:
      "The last day follows the trip's length; null or blank clears both. 400 for a text that is not a day " +
      "like '2027-06-14'.",
    body: 'TripStartDateRequest',
    argument: ['startDate', 'String'],
  }),
  // A hidden gem's 'Add to trip' (beyond the spec): a custom stop on one of the traveller's own trips.
  graphqlRoute({
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
    graphql: `mutation RestAddStopToTripMutation($tripId: Int!, $stop: CustomStopInput!) {
  addStopToTrip(tripId: $tripId, stop: $stop) { ${STOP_FIELDS} }
}`,
    variables: ({ params, body }) => ({ tripId: params.id, stop: body }),
    answer: (data: { addStopToTrip: TripStop }) => data.addStopToTrip,
  }),
];
