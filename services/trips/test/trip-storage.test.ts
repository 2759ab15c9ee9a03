import { beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { insertFirstReleaseTrip, useTripsService } from './support/trips-service.js';

// How trips are stored: summaries apart from plans, themes as a list, and first-release documents still
// readable. What the API answers must not change with it.

const CREATE = `mutation($input: CreateTripInput!) {
  createTrip(input: $input) { id theme routeOptions { routeName } itinerary }
}`;
const DETAIL = `query($id: Int!) {
  trip(id: $id) { id theme itinerary routeOptions { routeName stops { name } } stops { name } }
}`;
const MY_TRIPS = `{ myTrips { id theme } }`;
const MY_TRIPS_WITH_PLANS = `{ myTrips { id routeOptions { routeName } } }`;

interface Detail {
  id: number;
  theme: string | null;
  itinerary: unknown[];
  routeOptions: { routeName: string; stops?: { name: string }[] }[];
  stops?: { name: string }[];
}

describe('trips subgraph: storage', () => {
  const service = useTripsService();
  const alice = callerFor('alice-storage');
  let trip: Detail;

  beforeAll(async () => {
    const created = await callSubgraph<{ createTrip: Detail }>(
      service.url,
      CREATE,
      {
        input: {
          startLocation: 'Denver, CO',
          endLocation: 'Moab, UT',
          totalDays: 3,
          themes: ['nature', 'photography'],
        },
      },
      alice,
    );
    expect(created.errors).toBeUndefined();
    trip = created.data!.createTrip;
  });

  it('keeps the plan out of the trip summary and the themes as a list', async () => {
    const summary = await service.connection.collection('trips').findOne({ _id: trip.id as never });
    expect(summary).not.toHaveProperty('itinerary');
    expect(summary).not.toHaveProperty('routeOptions');
    expect(summary?.themes).toEqual(['nature', 'photography']);
    // A summary is small; the plan it leaves out is most of a trip.
    expect(JSON.stringify(summary).length).toBeLessThan(2_000);

    const plan = await service.connection.collection('trip_plans').findOne({ _id: trip.id as never });
    expect(plan?.routeOptions).toHaveLength(3);
    expect(plan?.userId).toBe('alice-storage');
  });

  it('answers the same shapes as before: comma-joined theme, plan and stops on demand', async () => {
    expect(trip.theme).toBe('nature,photography');
    expect(trip.routeOptions).toHaveLength(3);
    const detail = await callSubgraph<{ trip: Detail }>(service.url, DETAIL, { id: trip.id }, alice);
    expect(detail.data?.trip.routeOptions.map((option) => option.routeName)).toEqual(
      trip.routeOptions.map((option) => option.routeName),
    );
    expect(detail.data?.trip.itinerary).toEqual(trip.itinerary);
    expect(detail.data?.trip.stops?.length).toBeGreaterThan(0);

    const list = await callSubgraph<{ myTrips: Detail[] }>(service.url, MY_TRIPS, {}, alice);
    expect(list.data?.myTrips).toEqual([{ id: trip.id, theme: 'nature,photography' }]);
    // GraphQL callers who select the plans still get them.
    const withPlans = await callSubgraph<{ myTrips: Detail[] }>(service.url, MY_TRIPS_WITH_PLANS, {}, alice);
    expect(withPlans.data?.myTrips[0]?.routeOptions).toHaveLength(3);
  });

  it('still reads a first-release trip that held its themes comma-joined and its plan inline', async () => {
    await insertFirstReleaseTrip(
      service.connection,
      {
        _id: 900_001,
        userId: 'alice-storage',
        startLocation: 'Austin, TX',
        endLocation: 'Marfa, TX',
        totalDays: 2,
        theme: 'history, quirky',
        itinerary: [{ day: 1, title: 'Austin to Marfa' }],
      },
      { totalDistance: '1', estimatedTime: '1' },
    );
    const detail = await callSubgraph<{ trip: Detail }>(service.url, DETAIL, { id: 900_001 }, alice);
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.trip).toMatchObject({
      theme: 'history,quirky',
      itinerary: [{ day: 1, title: 'Austin to Marfa' }],
      routeOptions: [{ routeName: 'Old Route' }],
    });
  });

  it('plans at the chosen pace: slow days hold fewer stops than fast ones, and the trip keeps its pace', async () => {
    const plan = async (pace: string) => {
      const result = await callSubgraph<{ createTrip: { pace: string; stops: { dayNumber: number }[] } }>(
        service.url,
        `mutation($input: CreateTripInput!) { createTrip(input: $input) { pace stops { dayNumber } } }`,
        {
          input: {
            startLocation: 'Denver, CO',
            endLocation: 'Moab, UT',
            totalDays: 4,
            themes: ['nature', 'history', 'foodie'],
            pace,
          },
        },
        alice,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.createTrip;
    };
    const slow = await plan('slow');
    const fast = await plan('fast');
    expect(slow.pace).toBe('slow');
    expect(fast.stops.length).toBeGreaterThan(slow.stops.length);

    const refused = await callSubgraph(
      service.url,
      `mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }`,
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', pace: 'breakneck' } },
      alice,
    );
    expect(refused.errors?.[0]?.message).toMatch(/Pace must be one of slow, moderate, fast/);
  });

  it('declares an index for every filter the repositories use', async () => {
    const keysOf = async (name: string) =>
      (await service.connection.collection(name).indexes()).map((index) => Object.keys(index.key)[0]);
    await service.connection.syncIndexes();
    expect(await keysOf('trips')).toContain('userId');
    expect(await keysOf('trip_stops')).toContain('tripId');
    expect(await keysOf('trip_memories')).toContain('tripId');
    expect(await keysOf('price_alerts')).toContain('userId');
  });
});
