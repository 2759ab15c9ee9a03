import { Router } from 'express';
import { AppError, parseInput } from '@byway/kit';
import {
  addTripStopRequestSchema,
  createTripRequestSchema,
  TRIP_NOT_FOUND_MESSAGE,
  tripIdParamSchema,
  tripStatusRequestSchema,
} from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  ADD_STOP_TO_TRIP,
  CREATE_TRIP,
  MY_TRIPS,
  SET_TRIP_STATUS,
  TRIP_DETAIL,
  type AddStopToTripResult,
  type CreateTripResult,
  type MyTripsResult,
  type SetTripStatusResult,
  type TripDetailResult,
} from './operations.js';

/** The signed-in traveller's trips (spec 7). A trip that is missing or someone else's is the same 404. */
export function tripsRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/trips', async (_req, res) => {
    requireSignedIn(res);
    const { myTrips } = await execute<MyTripsResult>(deps, res, MY_TRIPS);
    await sendJson(deps, res, 200, myTrips);
  });

  router.post('/trips', async (req, res) => {
    requireSignedIn(res);
    // userId in the payload is dropped by the schema: the trip is always the caller's.
    const { userId: _ignored, ...input } = parseInput(createTripRequestSchema, req.body ?? {});
    const { createTrip } = await execute<CreateTripResult>(deps, res, CREATE_TRIP, { input });
    await sendJson(deps, res, 201, createTrip);
  });

  router.get('/trips/:id', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { trip } = await execute<TripDetailResult>(deps, res, TRIP_DETAIL, { id });
    if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND_MESSAGE);
    await sendJson(deps, res, 200, trip);
  });

  // 'Start trip' and 'Complete trip': planning -> in_progress -> completed, owner only.
  router.patch('/trips/:id/status', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(tripIdParamSchema, req.params.id);
    const { status } = parseInput(tripStatusRequestSchema, req.body ?? {});
    const { setTripStatus } = await execute<SetTripStatusResult>(deps, res, SET_TRIP_STATUS, { id, status });
    await sendJson(deps, res, 200, setTripStatus);
  });

  // A hidden gem's 'Add to trip' (beyond the spec): a custom stop on one of the traveller's own trips.
  router.post('/trips/:id/stops', async (req, res) => {
    requireSignedIn(res);
    const tripId = parseInput(tripIdParamSchema, req.params.id);
    const stop = parseInput(addTripStopRequestSchema, req.body ?? {});
    const { addStopToTrip } = await execute<AddStopToTripResult>(deps, res, ADD_STOP_TO_TRIP, {
      tripId,
      stop,
    });
    await sendJson(deps, res, 201, addStopToTrip);
  });

  return router;
}
