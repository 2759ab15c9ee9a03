import { TEXT_LENGTHS } from '@byway/contracts/rules';
import { describe, expect, it } from 'vitest';
import { planRequestOf } from '../src/domain/plan-requests.js';

const trip = {
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 3,
  themes: [],
  season: null,
  pace: null,
  budget: null,
  accommodationType: null,
  travelPartySize: 2,
};

describe('planRequestOf', () => {
  it("asks the planner with no more of 'Anything special' than it reads, never a request it refuses", () => {
    const long = `Anniversary ${'x'.repeat(1500)}`;
    const request = planRequestOf(trip, 0, long);
    expect(request.specialRequests).toHaveLength(TEXT_LENGTHS.trip.specialRequests);
    expect(request.specialRequests?.startsWith('Anniversary x')).toBe(true);
  });

  it('sends short text trimmed, and blank text not at all', () => {
    expect(planRequestOf(trip, 0, '  No ferries please ').specialRequests).toBe('No ferries please');
    expect(planRequestOf(trip, 0, '   ').specialRequests).toBeUndefined();
    expect(planRequestOf(trip, 0).specialRequests).toBeUndefined();
  });
});
