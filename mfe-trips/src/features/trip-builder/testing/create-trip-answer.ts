import type { MockedResponse } from '@apollo/client/testing';
import { CreateTripMutation, type CreateTripInput } from '../api/create-trip';

/** The progress id the builder's tests make crypto.randomUUID answer. */
export const PROGRESS_ID = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** What the builder sends once every step is filled as the tests fill them (fillAllSteps). */
export const EXPECTED_INPUT: CreateTripInput = {
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 4,
  themes: ['nature', 'foodie'],
  travelPartySize: 3,
  season: 'fall',
  accommodationType: 'glamping',
  budget: 'moderate',
  description: 'Anniversary trip',
  progressId: PROGRESS_ID,
};

/** The gateway's answer to creating that trip (trip 42), or what `extra` says instead. */
export function createAnswer(
  extra: Partial<MockedResponse> = {},
  input: CreateTripInput = EXPECTED_INPUT,
): MockedResponse {
  return {
    request: { query: CreateTripMutation, variables: { input } },
    result: { data: { createTrip: { __typename: 'Trip', id: 42, title: 'Denver, CO to Moab, UT' } } },
    ...extra,
  };
}
