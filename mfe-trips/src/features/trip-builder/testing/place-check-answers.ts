import type { MockedResponse } from '@apollo/client/testing';
import { PlaceCheckQuery, RouteCheckQuery } from '../api/place-check';

/** The planner's verdict on a step-1 place, as the ai subgraph answers placeCheck. */
export function placeCheckAnswer(
  text: string,
  verdict: { ok: boolean; label?: string | null; message?: string | null; options?: string[] },
): MockedResponse {
  return {
    request: { query: PlaceCheckQuery, variables: { text } },
    result: {
      data: {
        placeCheck: {
          __typename: 'PlaceCheck',
          ok: verdict.ok,
          label: verdict.label ?? null,
          message: verdict.message ?? null,
          options: verdict.options ?? [],
        },
      },
    },
  };
}

/** Whether a car can get from one step-1 place to the other, as the ai subgraph answers routeCheck. */
export function routeCheckAnswer(from: string, to: string, message: string | null = null): MockedResponse {
  return {
    request: { query: RouteCheckQuery, variables: { from, to } },
    result: { data: { routeCheck: { __typename: 'RouteCheck', ok: message === null, message } } },
  };
}
