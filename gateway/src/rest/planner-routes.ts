import { Router } from 'express';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { AppError, parseInput, STREAM_RETRY_AFTER_SECONDS, TOO_MANY_STREAMS_MESSAGE } from '@byway/kit';
import {
  analyzeStopRequestSchema,
  hiddenGemsRequestSchema,
  placesRequestSchema,
  TRIP_NOT_FOUND_MESSAGE,
  progressIdSchema,
  tripIdParamSchema,
} from '@byway/contracts/rest';
import { contextOf, execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  ANALYZE_STOP,
  CATALOGUE_PLACES,
  HIDDEN_GEMS,
  REGENERATE_TRIP,
  RESTORE_PREVIOUS_ITINERARY,
  TRIP_RECOMMENDATIONS,
  type AnalyzeStopResult,
  type CataloguePlacesResult,
  type HiddenGemsResult,
  type RegenerateTripResult,
  type RestorePreviousItineraryResult,
  type TripRecommendationsResult,
} from './operations.js';

/** The AI service's answers (spec 7): regeneration, stop analysis, hidden gems, smart recommendations. */
export function plannerRoutes(deps: RestDeps): Router {
  const router = Router();

  // Before '/trips/:id': a live stream of the planner's steps for a trip being created or regenerated.
  router.get('/trips/plan-progress/:progressId', async (req, res) => {
    const userId = requireSignedIn(res);
    const progressId = parseInput(progressIdSchema, req.params.progressId);
    await streamPlanProgress(deps, res, userId, progressId);
  });

  router.post('/trips/:id/regenerate', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const progressId =
      req.query.progressId === undefined ? undefined : parseInput(progressIdSchema, req.query.progressId);
    const { regenerateTrip } = await execute<RegenerateTripResult>(deps, res, REGENERATE_TRIP, {
      id,
      progressId,
    });
    await sendJson(deps, res, 200, regenerateTrip);
  });

  // 'Go back to the previous itinerary' (contracts/rest/trips.ts); the cross-site guard covers every POST.
  router.post('/trips/:id/itinerary/previous', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { restorePreviousItinerary } = await execute<RestorePreviousItineraryResult>(
      deps,
      res,
      RESTORE_PREVIOUS_ITINERARY,
      { id },
    );
    await sendJson(deps, res, 200, restorePreviousItinerary);
  });

  router.get('/trips/:id/smart-recommendations', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { trip } = await execute<TripRecommendationsResult>(deps, res, TRIP_RECOMMENDATIONS, { id });
    if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    await sendJson(deps, res, 200, trip.smartRecommendations);
  });

  router.post('/analyze-stop', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(analyzeStopRequestSchema, req.body ?? {});
    const { analyzeStop } = await execute<AnalyzeStopResult>(deps, res, ANALYZE_STOP, {
      // The stop dialog sends the name as the address when it has none (spec 7).
      input: { ...input, address: input.address || input.name },
    });
    await sendJson(deps, res, 200, analyzeStop);
  });

  router.post('/generate-hidden-gems', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(hiddenGemsRequestSchema, req.body ?? {});
    const { hiddenGems } = await execute<HiddenGemsResult>(deps, res, HIDDEN_GEMS, { input });
    await sendJson(deps, res, 200, { hiddenGems });
  });

  // Catalogue places for the wizard's interests: ?interests=a,b&location=Utah (at most 50).
  router.get('/places', async (req, res) => {
    requireSignedIn(res);
    const { interests, location } = parseInput(placesRequestSchema, {
      interests: req.query.interests,
      location: req.query.location,
    });
    const { places } = await execute<CataloguePlacesResult>(deps, res, CATALOGUE_PLACES, {
      interests,
      location,
    });
    await sendJson(deps, res, 200, places);
  });

  return router;
}

/**
 * Relays the AI service's server-sent events for one planning run, as the signed-in traveller. Each relayed
 * stream holds two sockets for up to minutes, so a traveller and the process have a cap of open ones
 * (deps.progressStreams); past it a 429 with Retry-After, and the builder simply waits for its trip.
 */
async function streamPlanProgress(
  deps: RestDeps,
  res: Response,
  userId: string,
  progressId: string,
): Promise<void> {
  const { caller } = contextOf(res);
  const release = deps.progressStreams.take(userId);
  // 'close' comes once the response is over, whichever way: the traveller leaving, the AI service's stream
  // ending or failing, or an error answered before the stream began.
  res.on('close', release);
  const aborted = new AbortController();
  res.on('close', () => aborted.abort());
  // Unreachable (or no answer within the client's time limit) is kit's 503 naming the trip planner.
  const upstream = await deps.internal.planner.stream(`/plan-progress/${progressId}`, {
    caller,
    // Marks it a stream, so the AI service's request time budget does not cut it short.
    headers: { accept: 'text/event-stream' },
    signal: aborted.signal,
  });
  if (upstream.status === 429) {
    // The AI service's own cap (it counts the streams of every gateway replica): passed on as it is.
    const body = (await upstream.json().catch(() => ({}))) as { message?: unknown };
    throw AppError.tooManyRequests(
      typeof body.message === 'string' ? body.message : TOO_MANY_STREAMS_MESSAGE,
      Number(upstream.headers.get('retry-after')) || STREAM_RETRY_AFTER_SECONDS,
    );
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    throw new AppError('UPSTREAM_FAILED', 'The trip planner failed. Please try again.');
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies must pass each event on as it comes rather than buffer the stream.
    'x-accel-buffering': 'no',
  });
  // Headers now, not with the first event: the browser knows at once that it is connected.
  res.flushHeaders();
  Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream)
    .on('error', () => res.end())
    .pipe(res);
}
