import { describe, expect, it } from 'vitest';
import { mfeTripsPact, tripMutationPact } from '../../../testing/pact';
import { ChooseTripRouteMutation } from './choose-trip-route';

// Consumer contract of 'Choose Your Route' on the trip page (issue 21), sending the very document the page sends.
const pact = mfeTripsPact();

describe('mfe-trips ChooseTripRoute mutation', () => {
  it('keeps the route option the traveller chose', () =>
    tripMutationPact(pact, {
      operation: 'ChooseTripRoute',
      description: 'the trip page keeping the chosen route option',
      document: ChooseTripRouteMutation,
      field: 'chooseTripRoute',
      variables: { routeIndex: 1 },
      answer: { selectedRouteIndex: 1 },
      check: (data) => expect(data?.chooseTripRoute.selectedRouteIndex).toBe(1),
    }));
});
