import { AppError } from '@byway/kit';
import {
  dayParamSchema,
  stopKeyParamSchema,
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

const tripStop = {
  ...tripId,
  stopKey: { schema: stopKeyParamSchema, description: "The stop's `stopKey`, as the trip answers it." },
};
const tripDay = { ...tripId, day: { schema: dayParamSchema, description: 'The day, from 1.' } };
const STOP_404 = {
  status: 404,
  when: "'Stop not found': the trip's route does not hold that stop (any more).",
};
const HAND_EDIT =
  'A hand edit of the route the traveller sees (the chosen route option and the stops they added). ' +
  'Answers the trip as `GET /api/trips/{id}` does, so a client keeps the plan before and after and ' +
  'undoes with the inverse edit.';

/**
 * A hand edit of one stop (issue 22): runs the trips mutation of the same name with the path's trip and
 * stop and the body's fields, and answers the edited trip.
 */
function stopEditRoute(route: {
  id: 'moveTripStop' | 'renameTripStop' | 'setTripStopNote';
  path: string;
  summary: string;
  description: string;
  body: 'MoveTripStopRequest' | 'RenameTripStopRequest' | 'TripStopNoteRequest';
  /** The body's fields as the mutation's arguments, with their GraphQL types. */
  arguments: [name: string, type: string][];
}): RestRoute {
  const operation = `Rest${route.id.charAt(0).toUpperCase()}${route.id.slice(1)}Mutation`;
  const declared = route.arguments.map(([name, type]) => `, $${name}: ${type}`).join('');
  const passed = route.arguments.map(([name]) => `, ${name}: $${name}`).join('');
  return graphqlRoute({
    id: route.id,
    method: 'patch',
    path: route.path,
    tag: 'Trips',
    summary: route.summary,
    description: `${route.description} ${HAND_EDIT}`,
    auth: 'signed-in',
    pathParams: tripStop,
    body: json(route.body),
    answers: [ok('TripDetail', 'The edited trip.')],
    errors: [TRIP_404, STOP_404],
    graphql: `mutation ${operation}($tripId: Int!, $stopKey: ID!${declared}) {
  ${route.id}(tripId: $tripId, stopKey: $stopKey${passed}) { ${TRIP_FIELDS} }
}`,
    variables: ({ params, body }) => ({
      tripId: params.id,
      stopKey: params.stopKey,
      ...Object.fromEntries(route.arguments.map(([name]) => [name, (body as Record<string, unknown>)[name]])),
    }),
    answer: (data: Record<string, TripDetail>) => data[route.id],
  });
}

/** The hand edits of a trip's stops and days (issue 22; contracts/rest/trips.ts). */
const HAND_EDIT_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'removeTripStop',
    method: 'delete',
    path: '/api/trips/{id}/stops/{stopKey}',
    tag: 'Trips',
    summary: 'Remove a stop from a trip',
    description: `The drive of the day it was on is re-estimated without it. ${HAND_EDIT}`,
    auth: 'signed-in',
    pathParams: tripStop,
    answers: [ok('TripDetail', 'The edited trip.')],
    errors: [TRIP_404, STOP_404],
    graphql: `mutation RestRemoveTripStopMutation($tripId: Int!, $stopKey: ID!) {
  removeTripStop(tripId: $tripId, stopKey: $stopKey) { ${TRIP_FIELDS} }
}`,
    variables: ({ params }) => ({ tripId: params.id, stopKey: params.stopKey }),
    answer: (data: { removeTripStop: TripDetail }) => data.removeTripStop,
  }),
  stopEditRoute({
    id: 'moveTripStop',
    path: '/api/trips/{id}/stops/{stopKey}/position',
    summary: 'Reorder a day, or move a stop to another day',
    description:
      'The stop goes to `dayNumber` at `position` (1 is first; past the last stop puts it last); the days ' +
      'are renumbered and the drive times and distances of the days whose drive changed are re-estimated. ' +
      '400 for a day the trip does not have.',
    body: 'MoveTripStopRequest',
    arguments: [
      ['dayNumber', 'Int!'],
      ['position', 'Int!'],
    ],
  }),
  stopEditRoute({
    id: 'renameTripStop',
    path: '/api/trips/{id}/stops/{stopKey}/name',
    summary: "Rename a stop (the traveller's own name for it)",
    description: 'The name is required, at most 255 characters.',
    body: 'RenameTripStopRequest',
    arguments: [['name', 'String!']],
  }),
  stopEditRoute({
    id: 'setTripStopNote',
    path: '/api/trips/{id}/stops/{stopKey}/note',
    summary: 'Keep a note on a stop',
    description: 'At most 2000 characters; null or blank clears it. The public page never shows it.',
    body: 'TripStopNoteRequest',
    arguments: [['note', 'String']],
  }),
  graphqlRoute({
    id: 'setTripDayNote',
    method: 'patch',
    path: '/api/trips/{id}/days/{day}/note',
    tag: 'Trips',
    summary: 'Keep a note on a day of a trip',
    description:
      'At most 2000 characters; null or blank clears it; kept when the itinerary is regenerated. 400 for a ' +
      `day the trip does not have. ${HAND_EDIT}`,
    auth: 'signed-in',
    pathParams: tripDay,
    body: json('TripDayNoteRequest'),
    answers: [ok('TripDetail', 'The trip with its day notes.')],
    errors: [TRIP_404],
    graphql: `mutation RestSetTripDayNoteMutation($tripId: Int!, $dayNumber: Int!, $note: String) {
  setTripDayNote(tripId: $tripId, dayNumber: $dayNumber, note: $note) { ${TRIP_FIELDS} }
}`,
    variables: ({ params, body }) => ({ tripId: params.id, dayNumber: params.day, note: body.note }),
    answer: (data: { setTripDayNote: TripDetail }) => data.setTripDayNote,
  }),
];

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
      "choose) and read `GET /api/trips/plan-progress/{progressId}` to follow it. Fields not listed (an old client's `userId`) are ignored.",
    auth: 'signed-in',
    body: json('CreateTripRequest'),
    answers: [ok('TripDetail', 'The trip with its plan.', 201)],
    errors: PLANNER_WORK(TRIP_PLANNING),
    graphql: `mutation RestCreateTripMutation($input: CreateTripInput!) {
  createTrip(input: $input) { ${TRIP_FIELDS} }
}`,
    // Unlisted fields (an old client's userId) are dropped by the rule: the trip is always the caller's.
    variables: ({ body }) => ({ input: body }),
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
  ...HAND_EDIT_ROUTES,
];
