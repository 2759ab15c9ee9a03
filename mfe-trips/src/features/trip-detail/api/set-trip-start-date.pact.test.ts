import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { mfeTripsPact, tripMutationPact } from '../../../testing/pact';
import { SetTripStartDateMutation } from './set-trip-start-date';

// Consumer contract of the trip page's start date (issue 21), sending the very document the page sends.
const { regex } = MatchersV3;
const pact = mfeTripsPact();

describe('mfe-trips SetTripStartDate mutation', () => {
  it("keeps the trip's first day, and its last by the trip's length", () =>
    tripMutationPact(pact, {
      operation: 'SetTripStartDate',
      description: "the trip page setting the trip's start date",
      document: SetTripStartDateMutation,
      field: 'setTripStartDate',
      variables: { startDate: '2027-06-14' },
      answer: {
        startDate: regex(/^2027-06-14(T.*)?$/.source, '2027-06-14T00:00:00.000Z'),
        endDate: regex(/^2027-06-17(T.*)?$/.source, '2027-06-17T00:00:00.000Z'),
        // A new updatedAt tells the cost forecast to ask again: its days are dated from the start.
        updatedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.source, '2026-11-27T10:00:00.000Z'),
      },
      check: (data) => expect(data?.setTripStartDate.startDate?.slice(0, 10)).toBe('2027-06-14'),
    }));
});
