import { Router } from 'express';
import { parseInput } from '@byway/kit';
import { tripIdParamSchema, tripMemoryRequestSchema } from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  ADD_TRIP_MEMORY,
  TRIP_MEMORIES,
  type AddTripMemoryResult,
  type TripMemoriesResult,
} from './operations.js';

/**
 * The trip memories panel (spec 7). Only the trip's owner reads or adds memories: a trip that is missing
 * or someone else's is the same 404 `{ message: 'Trip not found' }` (the trips service answers NOT_FOUND).
 */
export function memoriesRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/trips/:id/memories', async (req, res) => {
    requireSignedIn(res);
    const tripId = parseInput(tripIdParamSchema, req.params.id);
    const { tripMemories } = await execute<TripMemoriesResult>(deps, res, TRIP_MEMORIES, { tripId });
    await sendJson(deps, res, 200, tripMemories);
  });

  router.post('/trips/:id/memories', async (req, res) => {
    requireSignedIn(res);
    const tripId = parseInput(tripIdParamSchema, req.params.id);
    const input = parseInput(tripMemoryRequestSchema, req.body ?? {});
    const { addTripMemory } = await execute<AddTripMemoryResult>(deps, res, ADD_TRIP_MEMORY, {
      tripId,
      input,
    });
    await sendJson(deps, res, 201, addTripMemory);
  });

  return router;
}
