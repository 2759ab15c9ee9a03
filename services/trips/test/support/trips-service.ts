import type { Connection } from 'mongoose';
import { expect } from 'vitest';
import { callSubgraph, type GraphQLResult } from '@byway/kit/testing';
import { useService, type ServiceUnderTest } from '@byway/kit/testing/vitest';
import type { Caller } from '@byway/kit';
import { definition } from '../../src/definition.js';
import { definition as aiDefinition } from '../../../ai/src/definition.js';
import { definition as usersDefinition } from '../../../users/src/definition.js';

/** The real AI service plans the itineraries (offline planner: no network), with `env` (read at start) on top. */
export const usePlanner = (env: () => Record<string, string> = () => ({})): ServiceUnderTest =>
  useService(aiDefinition, () => ({ env: { OPENAI_API_KEY: '', ...env() } }));

/**
 * The trips subgraph for this test file, planning with its own AI service (`usePlanner`) unless
 * `planner` is given; `env` (read at start) goes on top.
 */
export function useTripsService(
  options: { planner?: ServiceUnderTest; env?: () => Record<string, string> } = {},
): ServiceUnderTest {
  const planner = options.planner ?? usePlanner();
  return useService(definition, () => ({ env: { AI_URL: planner.url, ...options.env?.() } }));
}

const CREATE_TRIP = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }`;

/** Creates a trip for `caller` and expects it to work: its id. */
export async function createTripId(
  url: string,
  input: Record<string, unknown>,
  caller: Caller,
): Promise<number> {
  const result: GraphQLResult<{ createTrip: { id: number } }> = await callSubgraph(
    url,
    CREATE_TRIP,
    { input },
    caller,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createTrip.id;
}

/** The users service the trips service reports activity to, for this test file. */
export const useUsersService = (): ServiceUnderTest => useService(usersDefinition);

/**
 * Stores a trip as the first release wrote it (its plan inline on the trip, themes comma-joined), with
 * the given fields over a one-route planning trip; `routeOption` goes over that route's defaults.
 */
export async function insertFirstReleaseTrip(
  connection: Connection,
  fields: Record<string, unknown> & { _id: number; userId: string },
  routeOption: Record<string, unknown> = {},
): Promise<void> {
  const now = new Date();
  await connection.collection('trips').insertOne({
    title: 'Old trip',
    status: 'planning',
    isPublic: false,
    ...fields,
    _id: fields._id as never,
    routeOptions: [
      {
        routeName: 'Old Route',
        vibe: 'v',
        stops: [],
        dailySegments: [],
        ...routeOption,
      },
    ],
    selectedRouteIndex: 0,
    planVersion: 0,
    createdAt: now,
    updatedAt: now,
  });
}
