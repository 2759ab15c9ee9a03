import type { MyTrip } from '../api/my-trips';

/** A trip of My trips as the gateway answers it (created on day `id` of January 2026). */
export function myTripFixture(id: number, overrides: Partial<MyTrip> = {}): MyTrip & { __typename: 'Trip' } {
  return {
    __typename: 'Trip',
    id,
    title: `Trip ${id}`,
    description: null,
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 4,
    theme: null,
    travelPartySize: 2,
    budget: null,
    status: 'planning',
    createdAt: `2026-01-0${id}T10:00:00.000Z`,
    role: 'owner',
    ownerName: null,
    highlightImage: null,
    ...overrides,
  };
}
