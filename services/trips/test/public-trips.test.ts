import { beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { useTripsService } from './support/trips-service.js';

const PUBLIC_FIELDS = `id title description startLocation endLocation totalDays theme status season budget
  travelPartySize accommodationType routeOptions { routeName stops { name } } selectedRouteIndex createdAt`;
const PUBLIC_TRIP = `query($id: Int!) { publicTrip(id: $id) { ${PUBLIC_FIELDS} } }`;
const PUBLIC_STOPS = `query($id: Int!) { publicTripStops(id: $id) { id tripId name dayNumber orderInDay } }`;
const SET_VISIBILITY = `mutation($id: Int!, $isPublic: Boolean!) {
  setTripVisibility(id: $id, isPublic: $isPublic) { id userId isPublic }
}`;

interface PublicTrip {
  id: number;
  title: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  theme: string | null;
  status: string;
  routeOptions: Array<{ routeName: string; stops: Array<{ name: string }> }>;
}
interface Stop {
  id: number;
  tripId: number;
  name: string;
  dayNumber: number;
  orderInDay: number;
}

describe('trips subgraph: public trips', () => {
  const service = useTripsService();
  let url: string;
  const alice = callerFor('alice-public');
  const bob = callerFor('bob-public');
  const anonymous = callerFor(null);
  let tripId: number;

  const publicTrip = (id: number, caller = anonymous) =>
    callSubgraph<{ publicTrip: PublicTrip | null }>(url, PUBLIC_TRIP, { id }, caller);
  const publicStops = (id: number, caller = anonymous) =>
    callSubgraph<{ publicTripStops: Stop[] }>(url, PUBLIC_STOPS, { id }, caller);
  const setVisibility = (id: number, isPublic: boolean, caller = alice) =>
    callSubgraph<{ setTripVisibility: { id: number; userId: string; isPublic: boolean } }>(
      url,
      SET_VISIBILITY,
      { id, isPublic },
      caller,
    );

  beforeAll(async () => {
    url = service.url;
    const created = await callSubgraph<{ createTrip: { id: number; isPublic: boolean } }>(
      url,
      'mutation($input: CreateTripInput!) { createTrip(input: $input) { id isPublic } }',
      {
        input: {
          title: 'Canyon country',
          startLocation: 'Denver, CO',
          endLocation: 'Moab, UT',
          totalDays: 2,
          themes: ['nature'],
        },
      },
      alice,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createTrip.isPublic).toBe(false);
    tripId = created.data!.createTrip.id;
  });

  it('keeps a new trip private: null and no stops for anyone, its owner included', async () => {
    for (const caller of [anonymous, bob, alice]) {
      const trip = await publicTrip(tripId, caller);
      expect(trip.errors).toBeUndefined();
      expect(trip.data?.publicTrip).toBeNull();
      const stops = await publicStops(tripId, caller);
      expect(stops.errors).toBeUndefined();
      expect(stops.data?.publicTripStops).toEqual([]);
    }
  });

  it('answers null for a missing trip or an id out of range', async () => {
    for (const id of [999_999, 0, -3]) {
      expect((await publicTrip(id)).data?.publicTrip).toBeNull();
      expect((await publicStops(id)).data?.publicTripStops).toEqual([]);
    }
  });

  it('shows the trip to anyone while its owner has made it public, without the owner', async () => {
    const made = await setVisibility(tripId, true);
    expect(made.errors).toBeUndefined();
    expect(made.data?.setTripVisibility).toEqual({ id: tripId, userId: 'alice-public', isPublic: true });

    for (const caller of [anonymous, bob, alice]) {
      const result = await publicTrip(tripId, caller);
      expect(result.errors).toBeUndefined();
      expect(result.data?.publicTrip).toMatchObject({
        id: tripId,
        title: 'Canyon country',
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 2,
        theme: 'nature',
        status: 'planning',
        selectedRouteIndex: 0,
      });
      expect(result.data?.publicTrip?.routeOptions).toHaveLength(3);
      const stops = (await publicStops(tripId, caller)).data!.publicTripStops;
      expect(stops.length).toBeGreaterThan(0);
      expect(stops.every((stop) => stop.tripId === tripId)).toBe(true);
      const order = stops.map((stop) => [stop.dayNumber, stop.orderInDay]);
      expect(order).toEqual([...order].sort(([d1, o1], [d2, o2]) => d1! - d2! || o1! - o2!));
    }
  });

  it('exposes no owner, memories or price alerts on the public type', async () => {
    for (const field of ['userId', 'memories { id }', 'isPublic', 'itinerary', 'planner { planner }']) {
      const result = await callSubgraph(url, `query($id: Int!) { publicTrip(id: $id) { ${field} } }`, {
        id: tripId,
      });
      expect(result.errors?.[0]?.message).toMatch(/Cannot query field/);
    }
  });

  it('hides it again once the owner makes it private', async () => {
    const made = await setVisibility(tripId, false);
    expect(made.data?.setTripVisibility.isPublic).toBe(false);
    expect((await publicTrip(tripId)).data?.publicTrip).toBeNull();
    expect((await publicStops(tripId, bob)).data?.publicTripStops).toEqual([]);
  });

  it('lets only the owner switch it: another user or a missing trip is NOT_FOUND', async () => {
    for (const [id, caller] of [
      [tripId, bob],
      [999_999, alice],
      [0, alice],
    ] as const) {
      const result = await setVisibility(id, true, caller);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: 'Trip not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await publicTrip(tripId)).data?.publicTrip).toBeNull();

    const signedOut = await setVisibility(tripId, true, anonymous);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await publicTrip(tripId)).data?.publicTrip).toBeNull();
  });
});
