import type { Request, Response } from 'express';
import type { z } from 'zod';
import { AppError } from '@byway/kit';
import {
  ROUTE_OPTION_NOT_FOUND_MESSAGE,
  TRIP_EXPORT_FORMATS,
  tripExportQuerySchema,
  type TripDetail,
  type TripExportFormat,
  type UserResponse,
} from '@byway/contracts/rest';
import { settleSessionCookie } from '../../auth/session-cookie.js';
import { contextOf, execute, requireSignedIn, type RestDeps } from '../adapter.js';
import { readInput, TRIP_404, type RestOperation, type RestRoute } from '../route-table.js';
import { tripGpx } from '../trip-exports/gpx.js';
import { tripIcs } from '../trip-exports/ics.js';
import { exportTripOf, fileSlug, type ExportTrip } from '../trip-exports/input.js';
import { tripKml } from '../trip-exports/kml.js';
import { TRIP_DETAIL } from './fields.js';
import { foundTrip, tripId } from './trips.js';

/** The traveller's 'Distance units', which the trip exports write distances in. */
const DISTANCE_UNITS = `query RestDistanceUnitsQuery { me { distanceUnits } }`;

/** Tomorrow's date in UTC (YYYY-MM-DD): a calendar for an undated trip starts then unless told otherwise. */
function tomorrow(now: Date): string {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const FORMATTERS: Record<
  TripExportFormat,
  (trip: ExportTrip, start: string | undefined, now: Date, host: string) => string
> = {
  gpx: (trip) => tripGpx(trip),
  kml: (trip) => tripKml(trip),
  ics: (trip, start, now, host) => tripIcs(trip, trip.startDate ?? start ?? tomorrow(now), now, host),
};

const SUMMARIES: Record<TripExportFormat, string> = {
  gpx: 'The trip as GPX: a waypoint per stop and a route per day',
  kml: "The trip as KML: a folder per day with its stops and the day's line",
  ics: 'The trip as a calendar: an all-day event per day',
};

/** Sends a file download (after any Set-Cookie the request still owes), its media type left as given. */
async function sendFile(deps: RestDeps, res: Response, format: TripExportFormat, slug: string, body: string) {
  const cookie = await settleSessionCookie(contextOf(res), deps.sessions, deps.cookieSecure);
  if (cookie) res.append('Set-Cookie', cookie);
  res.set({
    'Content-Type': TRIP_EXPORT_FORMATS[format],
    'Content-Disposition': `attachment; filename="${slug}.${format}"`,
  });
  // A Buffer, so Express keeps the media type exactly as documented (no charset added to the XML types).
  res.status(200).send(Buffer.from(body, 'utf8'));
}

/** The traveller's distance units; a failure to read them leaves the trip's own unit, never the file. */
async function distanceUnitsOf(deps: RestDeps, res: Response) {
  try {
    const { me } = await execute<{ me: Pick<UserResponse, 'distanceUnits'> | null }>(
      deps,
      res,
      DISTANCE_UNITS,
    );
    return me?.distanceUnits ?? null;
  } catch {
    return null;
  }
}

/** One format's row: the trip from the trips service, written as the file. */
function exportRoute(format: TripExportFormat, mediaType: string): RestRoute {
  const operation: RestOperation = {
    id: `exportTrip${format.toUpperCase()}`,
    method: 'get',
    path: `/api/trips/{id}/export.${format}`,
    tag: 'Trips',
    summary: SUMMARIES[format],
    auth: 'signed-in',
    pathParams: tripId,
    query: {
      shape: tripExportQuerySchema,
      parameters: {
        route: { description: 'The route option: 0, 1 or 2 (default: the one the traveller chose).' },
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
  };
  return {
    ...operation,
    handler: (deps) => async (req: Request, res: Response) => {
      requireSignedIn(res);
      const { params, query } = readInput(operation, req);
      const { route, start } = query as z.output<typeof tripExportQuerySchema>;
      const { trip } = await execute<{ trip: TripDetail | null }>(deps, res, TRIP_DETAIL, { id: params.id });
      const found = foundTrip(trip);
      const input = exportTripOf(found, route ?? found.selectedRouteIndex, await distanceUnitsOf(deps, res));
      if (!input) throw new AppError('NOT_FOUND', ROUTE_OPTION_NOT_FOUND_MESSAGE);
      // The calendar's event ids end in the site's own domain (RFC 5545 UIDs).
      const host = new URL(deps.publicUrl).hostname;
      const body = FORMATTERS[format](input, start, new Date(), host);
      await sendFile(deps, res, format, fileSlug(input.title), body);
    },
  };
}

/** Issue 11: a trip as GPX, KML or an ICS calendar, owner only (see contracts/rest/trips.ts). */
export const TRIP_EXPORT_ROUTES: RestRoute[] = (
  Object.entries(TRIP_EXPORT_FORMATS) as [TripExportFormat, string][]
).map(([format, mediaType]) => exportRoute(format, mediaType));
