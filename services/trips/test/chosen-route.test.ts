import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { usePlanner, useTripsService } from './support/trips-service.js';

// Issue 21: the route option the traveller chose was not kept; after a reload, on the dashboard and on the
// public page the trip showed option 1 again. Now it is stored, and what follows the plan follows it.
const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id selectedRouteIndex } }`;
const CHOOSE = `mutation($id: Int!, $routeIndex: Int!) { chooseTripRoute(id: $id, routeIndex: $routeIndex) { id selectedRouteIndex } }`;
const READ = `query($id: Int!) { trip(id: $id) { selectedRouteIndex routeOptions { routeName }
  costForecast { routeIndex routeName } } }`;
const VISIBILITY = `mutation($id: Int!) { setTripVisibility(id: $id, isPublic: true) { id } }`;
const PUBLIC = `query($id: Int!) { publicTrip(id: $id) { selectedRouteIndex } }`;

interface TripRead {
  trip: {
    selectedRouteIndex: number;
    routeOptions: Array<{ routeName: string }>;
    costForecast: { routeIndex: number; routeName: string };
  } | null;
}

describe('the route option the traveller chose', () => {
  const planner = usePlanner();
  // No users service here: the activity reports fail quietly.
  const trips = useTripsService({ planner, env: () => ({ LOG_LEVEL: 'silent' }) });
  const call = <T>(query: string, variables: Record<string, unknown>, userId: string | null) =>
    callSubgraph<T>(trips.url, query, variables, callerFor(userId));

  async function createTrip(userId: string): Promise<number> {
    const result = await call<{ createTrip: { id: number; selectedRouteIndex: number } }>(
      CREATE,
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 } },
      userId,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createTrip.selectedRouteIndex).toBe(0);
    return result.data!.createTrip.id;
  }

  it('is kept, and the cost forecast prices it unless asked for another', async () => {
    const userId = randomUUID();
    const id = await createTrip(userId);
    const chosen = await call<{ chooseTripRoute: { selectedRouteIndex: number } }>(
      CHOOSE,
      { id, routeIndex: 2 },
      userId,
    );
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.chooseTripRoute.selectedRouteIndex).toBe(2);

    const read = await call<TripRead>(READ, { id }, userId);
    expect(read.errors).toBeUndefined();
    const trip = read.data!.trip!;
    expect(trip.selectedRouteIndex).toBe(2);
    expect(trip.costForecast).toEqual({ routeIndex: 2, routeName: trip.routeOptions[2]!.routeName });

    // Friends see the route the traveller chose.
    expect((await call(VISIBILITY, { id }, userId)).errors).toBeUndefined();
    const shared = await call<{ publicTrip: { selectedRouteIndex: number } }>(PUBLIC, { id }, null);
    expect(shared.data!.publicTrip.selectedRouteIndex).toBe(2);
  });

  it('refuses an option the trip does not have, and anyone but the owner', async () => {
    const userId = randomUUID();
    const id = await createTrip(userId);
    const missing = await call(CHOOSE, { id, routeIndex: 3 }, userId);
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.message).toBe('This trip has 3 route options: route 0 to 2');

    const stranger = await call(CHOOSE, { id, routeIndex: 1 }, randomUUID());
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const signedOut = await call(CHOOSE, { id, routeIndex: 1 }, null);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const read = await call<TripRead>(READ, { id }, userId);
    expect(read.data!.trip!.selectedRouteIndex).toBe(0);
  });

  it("hands the kept route's stops, with the added ones, to what follows it (the recommendations)", async () => {
    const userId = randomUUID();
    const id = await createTrip(userId);
    const KEPT = `query($id: Int!) { trip(id: $id) { keptRouteStops { name } routeOptions { stops { name } } } }`;
    const names = async () => {
      const read = await call<{
        trip: { keptRouteStops: { name: string }[]; routeOptions: { stops: { name: string }[] }[] };
      }>(KEPT, { id }, userId);
      expect(read.errors).toBeUndefined();
      return read.data!.trip;
    };
    const first = await names();
    expect(first.keptRouteStops.map((s) => s.name)).toEqual(first.routeOptions[0]!.stops.map((s) => s.name));
    expect((await call(CHOOSE, { id, routeIndex: 2 }, userId)).errors).toBeUndefined();
    const chosen = await names();
    expect(chosen.keptRouteStops.map((s) => s.name)).toEqual(
      chosen.routeOptions[2]!.stops.map((s) => s.name),
    );
    expect(chosen.keptRouteStops.map((s) => s.name)).not.toEqual(first.keptRouteStops.map((s) => s.name));
  });
});
