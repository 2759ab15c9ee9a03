import type { MockedResponse } from '@apollo/client/testing';
import { PlaceCheckQuery } from '../api/place-check';

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
