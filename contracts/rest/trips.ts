import { z } from 'zod';
import {
  ACCOMMODATION_CHOICES,
  BUDGETS,
  customStopInputSchema,
  dayNoteInputSchema,
  dayNumberSchema,
  DISTANCE_UNITS,
  moveStopInputSchema,
  PACES,
  renameStopInputSchema,
  stopKeySchema,
  stopNoteInputSchema,
  routeIndexSchema,
  SEASONS,
  TRIP_STATUSES,
  tripInputSchema,
  tripStartDateSchema,
  tripStatusSchema,
} from '../rules/index.js';

export const TRIP_NOT_FOUND_MESSAGE = 'Trip not found';

/** A calendar day in the document: `format: date` (the rule itself checks it is a real day). */
const documentedDay = <T extends z.ZodType>(schema: T) =>
  schema.meta({ format: 'date', examples: ['2027-06-14'] });

/** What the server sends as a calendar day and as a moment. */
export const calendarDaySchema = z.iso.date();
export const momentSchema = z.iso.datetime();

/**
 * `POST /api/trips`: the trip form rule of contracts/rules (the same schema the trips service parses
 * GraphQL `createTrip` input with, so both paths refuse the same values with the same message). Older
 * clients send `userId` too: it is never trusted (the trip belongs to the signed-in traveller) and, like
 * any field the rule does not name, dropped on input, so it is no longer documented.
 */
export const createTripRequestSchema = tripInputSchema.extend({
  startDate: documentedDay(tripInputSchema.shape.startDate),
});
export type CreateTripRequest = z.input<typeof createTripRequestSchema>;

/** `/api/trips/{id}`: numeric ids only, within the GraphQL Int range. */
export const tripIdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Trip id must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Trip id must be a whole number').max(2_147_483_647, 'Trip id is too large'));

export const tripStopSchema = z.object({
  id: z.number().int().nullable(),
  tripId: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lat: z.number().nullable().meta({ deprecated: true, description: 'The same as `latitude`: read that.' }),
  lng: z.number().nullable().meta({ deprecated: true, description: 'The same as `longitude`: read that.' }),
  category: z.string().nullable(),
  estimatedDuration: z.number().int().nullable(),
  dayNumber: z.number().int(),
  orderInDay: z.number().int(),
  address: z.string().nullable(),
  photos: z.array(z.string()),
  rating: z.number().nullable(),
  essential: z.boolean(),
  isDetour: z.boolean(),
  drivingTimeFromPrevious: z.string().nullable(),
  isCustom: z.boolean(),
  /** The key the hand edits address the stop by (`/api/trips/{id}/stops/{stopKey}`), stable across edits. */
  stopKey: z.string(),
  /** The traveller's own note on the stop; null when none (always null on the public page). */
  note: z.string().nullable(),
  createdAt: momentSchema.nullable(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

export const dailySegmentSchema = z.object({
  day: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Kilometres as well as miles, so a client writes the day in its traveller's unit. */
  driveSummary: z.object({
    estimatedHours: z.number(),
    distanceMiles: z.number().nullable(),
    distanceKm: z.number().nullable(),
  }),
  /** Where the night is spent; the destination on the last day. */
  overnight: z.string().nullable(),
});

export const routeOptionSchema = z.object({
  routeName: z.string(),
  vibe: z.string(),
  /** '280 km', '354 mi' ('412 miles' on older trips). */
  totalDistance: z.string(),
  /** The whole drive in km; null when an older trip's text holds none. */
  totalDistanceKm: z.number().nullable(),
  /** The unit of the country the trip starts in (contracts/rules/distance-units.ts). */
  distanceUnit: z.enum(DISTANCE_UNITS),
  estimatedTime: z.string(),
  stops: z.array(tripStopSchema),
  dailySegments: z.array(dailySegmentSchema),
});
export type RouteOption = z.infer<typeof routeOptionSchema>;

/**
 * A trip row as `GET /api/trips` lists it: the trip without its plan. The dashboard and /trips never show
 * itineraries, and a plan is ~30 KB a trip, so the list leaves `itinerary` and `routeOptions` to
 * `GET /api/trips/{id}` (GraphQL `myTrips` still answers them to a caller who selects them).
 */
export const tripSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  /** The caller's relation to the trip (issue 22): owner, or a co-traveller's editor or viewer. */
  role: z.enum(['owner', 'editor', 'viewer']).nullable(),
  /** How co-travellers see the owner ('Ada L.'); null until the owner has invited someone. */
  ownerName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  startLocation: z.string(),
  endLocation: z.string(),
  /** The first and last day ('2027-06-14'); null until the traveller sets a start date. */
  startDate: calendarDaySchema.nullable(),
  endDate: calendarDaySchema.nullable(),
  totalDays: z.number().int(),
  theme: z.string().nullable(),
  status: z.enum(TRIP_STATUSES),
  isPublic: z.boolean(),
  selectedRouteIndex: z.number().int(),
  accommodationType: z.enum(ACCOMMODATION_CHOICES).nullable(),
  travelPartySize: z.number().int().nullable(),
  season: z.enum(SEASONS).nullable(),
  budget: z.enum(BUDGETS).nullable(),
  /** slow, moderate or fast; null plans at a moderate pace. */
  pace: z.enum(PACES).nullable(),
  /** Who planned the itinerary (offline planner or a model) and why a fallback happened, if it did. */
  planner: z
    .object({
      planner: z.string(),
      model: z.string().nullable(),
      fallbackReason: z.string().nullable(),
      routing: z.string(),
      notes: z.array(z.string()),
    })
    .nullable(),
  createdAt: momentSchema,
  updatedAt: momentSchema,
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListResponseSchema = z.array(tripSchema);

/**
 * `GET /api/trips/{id}` and the `POST /api/trips` answer: the trip with its plan and stops. Beyond the spec,
 * `hasPreviousItinerary` says whether `POST /api/trips/{id}/itinerary/previous` has an itinerary to go back to.
 */
export const tripDetailSchema = tripSchema.extend({
  itinerary: z.unknown(),
  routeOptions: z.array(routeOptionSchema),
  stops: z.array(tripStopSchema),
  hasPreviousItinerary: z.boolean(),
  /** The traveller's notes on days (`PATCH /api/trips/{id}/days/{day}/note`), by day. */
  dayNotes: z.array(z.object({ day: z.number().int(), note: z.string() })),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

// `POST /api/trips/{id}/itinerary/previous` (beyond the spec, issue 11), no body, owner only: 'Go back to the
// previous itinerary'. `POST /api/trips/{id}/regenerate` keeps the itinerary it replaces (one level); this
// brings it back and keeps the current one in its place, so calling it again goes forward. Answers 200 with
// the trip (`tripDetailSchema`); 400 `{ message: 'No previous itinerary' }` for a trip never regenerated,
// 401 signed out, 403 from another site, 404 `{ message: 'Trip not found' }` for someone else's trip.
// The answer is the trips service's (its message is defined there).

/** `/api/trips/plan-progress/{id}` and `?progressId=` of regenerate. */
export const progressIdSchema = z.uuid('progressId must be a UUID');

/**
 * `PATCH /api/trips/{id}/status`: 'Start trip' (`in_progress`) and 'Complete trip' (`completed`), owner only;
 * a trip moves planning -> in_progress -> completed and no other way (400). Answers the trip as
 * `GET /api/trips` lists it.
 */
export const tripStatusRequestSchema = z.object({ status: tripStatusSchema });

/**
 * `PATCH /api/trips/{id}/route` (issue 21): the route option the traveller chose, owner only; a reload,
 * the dashboard, the public page, the exports and the cost forecast follow it. 400 for an option the trip
 * does not have.
 */
export const chooseTripRouteRequestSchema = z.object({ routeIndex: routeIndexSchema });
export type ChooseTripRouteRequest = z.input<typeof chooseTripRouteRequestSchema>;

/**
 * `PATCH /api/trips/{id}/start-date` (issue 21): the trip's first day ('2027-06-14'), owner only; the last
 * day follows the trip's length, null or blank clears both. The calendar export and the season follow it.
 */
export const tripStartDateRequestSchema = z.object({ startDate: documentedDay(tripStartDateSchema) });
export type TripStartDateRequest = z.input<typeof tripStartDateRequestSchema>;

/**
 * `POST /api/trips/{id}/stops` (beyond the spec, a hidden gem's 'Add to trip'), owner only: the place and
 * where it is. It goes after the trip's nearest stop (within 80 km), else day 1 as stop 1 for 60 minutes.
 * Answers 201 with the stored stop (`isCustom: true`); 404 for another traveller's trip, 400 for bad input.
 */
export const addTripStopRequestSchema = customStopInputSchema;
export type AddTripStopRequest = z.input<typeof addTripStopRequestSchema>;
export type TripStatusRequest = z.input<typeof tripStatusRequestSchema>;

/**
 * Hand edits of one of the traveller's own trips (issue 22), on the route they see (the chosen route
 * option's stops and the stops they added), each addressed by the stop's `stopKey`. Every edit answers 200
 * with the trip (`tripDetailSchema`), so a client keeps the plan before and after and undoes with the
 * inverse edit. 404 'Trip not found' for a trip that is missing or someone else's, 404 'Stop not found'
 * for a key the route does not hold, 400 with the rule's words (contracts/rules/plan-edits.ts) otherwise:
 * - `DELETE /api/trips/{id}/stops/{stopKey}`: remove the stop;
 * - `PATCH /api/trips/{id}/stops/{stopKey}/position` `{ dayNumber, position }`: reorder its day or move it
 *   to another day (1 is first; past the last stop puts it last);
 * - `PATCH /api/trips/{id}/stops/{stopKey}/name` `{ name }`: rename it;
 * - `PATCH /api/trips/{id}/stops/{stopKey}/note` `{ note }`: keep a note on it (null or blank clears);
 * - `PATCH /api/trips/{id}/days/{day}/note` `{ note }`: keep a note on a day (null or blank clears).
 */
export const stopKeyParamSchema = stopKeySchema;
export const dayParamSchema = dayNumberSchema;
export const moveTripStopRequestSchema = moveStopInputSchema;
export type MoveTripStopRequest = z.input<typeof moveTripStopRequestSchema>;
export const renameTripStopRequestSchema = renameStopInputSchema;
export type RenameTripStopRequest = z.input<typeof renameTripStopRequestSchema>;
export const tripStopNoteRequestSchema = stopNoteInputSchema;
export type TripStopNoteRequest = z.input<typeof tripStopNoteRequestSchema>;
export const tripDayNoteRequestSchema = dayNoteInputSchema;
export type TripDayNoteRequest = z.input<typeof tripDayNoteRequestSchema>;

/** The hand edits' request bodies, as the OpenAPI document names them. */
export const PLAN_EDIT_REQUEST_SHAPES = {
  MoveTripStopRequest: moveTripStopRequestSchema,
  RenameTripStopRequest: renameTripStopRequestSchema,
  TripStopNoteRequest: tripStopNoteRequestSchema,
  TripDayNoteRequest: tripDayNoteRequestSchema,
} as const;

/** The downloads of a trip (issue 11), by file extension, with the media type each is answered with. */
export const TRIP_EXPORT_FORMATS = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  ics: 'text/calendar; charset=utf-8',
} as const;
export type TripExportFormat = keyof typeof TRIP_EXPORT_FORMATS;
export const ROUTE_OPTION_NOT_FOUND_MESSAGE = 'Route option not found';

/**
 * `GET /api/trips/{id}/export.gpx|.kml|.ics` (issue 11), owner only (404 'Trip not found' otherwise, 401
 * signed out), answered as an attachment named after the trip. GPX: a waypoint per stop and a route per
 * day; KML: a folder per day with its stops and the day's line; ICS: an all-day event per day (drive,
 * stops, overnight). `route` picks the route option (default 0); `start` is the calendar's first day when
 * the trip has no start date of its own (default: tomorrow, UTC). Anything else is 400; a route option the
 * trip does not have is 404 'Route option not found'.
 */
export const tripExportQuerySchema = z.object({
  /** Left out: the route option the traveller chose (the trip's selectedRouteIndex). */
  route: z
    .enum(['0', '1', '2'], 'route must be 0, 1 or 2')
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
  start: z.iso.date('start must be a date as YYYY-MM-DD').optional(),
});
export type TripExportQuery = z.input<typeof tripExportQuerySchema>;
