import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { usePlanner, useTripsService } from './support/trips-service.js';

// Issue 21: trips had no dates, so the calendar pinned every trip to tomorrow. The builder's step 1 and the
// trip page set the first day (optional); the last follows the trip's length.
const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id startDate endDate } }`;
const SET = `mutation($id: Int!, $startDate: String) { setTripStartDate(id: $id, startDate: $startDate) { startDate endDate } }`;

type Dates = { startDate: string | null; endDate: string | null };

describe("the trip's dates", () => {
  const planner = usePlanner();
  const trips = useTripsService({ planner, env: () => ({ LOG_LEVEL: 'silent' }) });
  const call = <T>(query: string, variables: Record<string, unknown>, userId: string | null) =>
    callSubgraph<T>(trips.url, query, variables, callerFor(userId));
  const input = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 };

  it('are set from the builder, changed and cleared on the trip page, by the owner only', async () => {
    const userId = randomUUID();
    const created = await call<{ createTrip: Dates & { id: number } }>(
      CREATE,
      { input: { ...input, startDate: '2027-06-14' } },
      userId,
    );
    expect(created.errors).toBeUndefined();
    const { id, ...dates } = created.data!.createTrip;
    expect([dates.startDate?.slice(0, 10), dates.endDate?.slice(0, 10)]).toEqual([
      '2027-06-14',
      '2027-06-16',
    ]);

    const moved = await call<{ setTripStartDate: Dates }>(SET, { id, startDate: '2027-12-30' }, userId);
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.setTripStartDate.endDate?.slice(0, 10)).toBe('2028-01-01');

    const cleared = await call<{ setTripStartDate: Dates }>(SET, { id, startDate: null }, userId);
    expect(cleared.data!.setTripStartDate).toEqual({ startDate: null, endDate: null });

    const stranger = await call(SET, { id, startDate: '2027-06-14' }, randomUUID());
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("make the trip's season the start date's, which the recommendations read", async () => {
    const userId = randomUUID();
    const created = await call<{ createTrip: { id: number; season: string } }>(
      `mutation($input: CreateTripInput!) { createTrip(input: $input) { id season } }`,
      { input: { ...input, season: 'winter', startDate: '2027-07-04' } },
      userId,
    );
    expect(created.data!.createTrip.season).toBe('summer');
    const cleared = await call<{ setTripStartDate: { season: string } }>(
      `mutation($id: Int!) { setTripStartDate(id: $id, startDate: null) { season } }`,
      { id: created.data!.createTrip.id },
      userId,
    );
    expect(cleared.data!.setTripStartDate.season).toBe('winter');
  });

  it('refuse a text that is not a day, in plain words, and a trip without one has none', async () => {
    const userId = randomUUID();
    const refused = await call(CREATE, { input: { ...input, startDate: '2027-02-30' } }, userId);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('Start date must be a day like 2027-06-14');
    const plain = await call<{ createTrip: Dates }>(CREATE, { input }, userId);
    expect(plain.data!.createTrip).toMatchObject({ startDate: null, endDate: null });
  });
});
