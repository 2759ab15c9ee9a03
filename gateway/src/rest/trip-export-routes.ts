import { Router, type Response } from 'express';
import { AppError, parseInput } from '@byway/kit';
import {
  ROUTE_OPTION_NOT_FOUND_MESSAGE,
  TRIP_EXPORT_FORMATS,
  TRIP_NOT_FOUND_MESSAGE,
  tripExportQuerySchema,
  tripIdParamSchema,
  type TripExportFormat,
} from '@byway/contracts/rest';
import { settleSessionCookie } from '../auth/session-cookie.js';
import { contextOf, execute, requireSignedIn, type RestDeps } from './adapter.js';
import {
  DISTANCE_UNITS,
  TRIP_DETAIL,
  type DistanceUnitsResult,
  type TripDetailResult,
} from './operations.js';
import { tripGpx } from './trip-exports/gpx.js';
import { tripIcs } from './trip-exports/ics.js';
import { exportTripOf, fileSlug, type ExportTrip } from './trip-exports/input.js';
import { tripKml } from './trip-exports/kml.js';

/** Tomorrow's date in UTC (YYYY-MM-DD): a calendar for an undated trip starts then unless told otherwise. */
function tomorrow(now: Date): string {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const FORMATTERS: Record<
  TripExportFormat,
  (trip: ExportTrip, start: string | undefined, now: Date) => string
> = {
  gpx: (trip) => tripGpx(trip),
  kml: (trip) => tripKml(trip),
  ics: (trip, start, now) => tripIcs(trip, trip.startDate ?? start ?? tomorrow(now), now),
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
    return (await execute<DistanceUnitsResult>(deps, res, DISTANCE_UNITS)).me?.distanceUnits ?? null;
  } catch {
    return null;
  }
}

/** Issue 11: a trip as GPX, KML or an ICS calendar, owner only (see contracts/rest/trips.ts). */
export function tripExportRoutes(deps: RestDeps): Router {
  const router = Router();
  for (const format of Object.keys(TRIP_EXPORT_FORMATS) as TripExportFormat[]) {
    router.get(`/trips/:id/export.${format}`, async (req, res) => {
      requireSignedIn(res);
      const id = parseInput(tripIdParamSchema, req.params.id);
      const { route, start } = parseInput(tripExportQuerySchema, req.query);
      const { trip } = await execute<TripDetailResult>(deps, res, TRIP_DETAIL, { id });
      if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
      const input = exportTripOf(trip, route, await distanceUnitsOf(deps, res));
      if (!input) throw new AppError('NOT_FOUND', ROUTE_OPTION_NOT_FOUND_MESSAGE);
      await sendFile(deps, res, format, fileSlug(input.title), FORMATTERS[format](input, start, new Date()));
    });
  }
  return router;
}
