import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { useTripsService } from './support/trips-service.js';

// 'Generate New Itinerary' keeps the itinerary it replaces, 'Go back' brings it back (issue 11), and the
// traveller's memories keep naming their stop whichever itinerary is current.

const PLAN = `id hasPreviousItinerary selectedRouteIndex planner { planner }
  routeOptions { routeName stops { name } } stops { name dayNumber isCustom }`;
const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { ${PLAN} } }`;
const DETAIL = `query($id: Int!) { trip(id: $id) { ${PLAN} } }`;
const REGENERATE = `mutation($id: Int!) { regenerateTrip(id: $id) { ${PLAN} } }`;
const RESTORE = `mutation($id: Int!) { restorePreviousItinerary(id: $id) { ${PLAN} } }`;
const MEMORY_FIELDS = `id stopName stopDay stopInItinerary content`;
const ADD_MEMORY = `mutation($tripId: Int!, $input: TripMemoryInput!) {
  addTripMemory(tripId: $tripId, input: $input) { ${MEMORY_FIELDS} }
}`;
const MEMORIES = `query($id: Int!) { trip(id: $id) { memories { ${MEMORY_FIELDS} } } }`;
const ADD_STOP = `mutation($tripId: Int!, $stop: CustomStopInput!) { addStopToTrip(tripId: $tripId, stop: $stop) { id } }`;

interface Plan {
  id: number;
  hasPreviousItinerary: boolean;
  selectedRouteIndex: number;
  routeOptions: { routeName: string; stops: { name: string }[] }[];
  stops: { name: string; dayNumber: number; isCustom: boolean }[];
}
interface Memory {
  id: number;
  stopName: string;
  stopDay: number | null;
  stopInItinerary: boolean;
  content: string | null;
}

const plannedStops = (plan: Plan) => plan.stops.filter((stop) => !stop.isCustom).map((stop) => stop.name);
const everyOptionStop = (plan: Plan) => new Set(plan.routeOptions.flatMap((o) => o.stops.map((s) => s.name)));

describe('trips subgraph: going back to the previous itinerary', () => {
  const service = useTripsService();
  const alice = callerFor('alice-previous');
  const bob = callerFor('bob-previous');
  const anonymous = callerFor(null);

  const call = <T>(query: string, variables: Record<string, unknown>, caller = alice) =>
    callSubgraph<T>(service.url, query, variables, caller);
  const createTrip = async (
    input: Record<string, unknown> = {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 4,
      themes: ['nature'],
    },
  ) => {
    const result = await call<{ createTrip: Plan }>(CREATE, { input });
    expect(result.errors).toBeUndefined();
    return result.data!.createTrip;
  };
  const regenerate = async (id: number) => {
    const result = await call<{ regenerateTrip: Plan }>(REGENERATE, { id });
    expect(result.errors).toBeUndefined();
    return result.data!.regenerateTrip;
  };
  const memoriesOf = async (id: number) =>
    (await call<{ trip: { memories: Memory[] } }>(MEMORIES, { id })).data!.trip.memories;

  it('keeps the replaced itinerary, and going back and forth swaps the two', async () => {
    const first = await createTrip();
    expect(first.hasPreviousItinerary).toBe(false);
    const added = await call(ADD_STOP, {
      tripId: first.id,
      stop: { name: 'Our friends’ ranch', latitude: 39.06, longitude: -108.55 },
    });
    expect(added.errors).toBeUndefined();

    const second = await regenerate(first.id);
    expect(second.hasPreviousItinerary).toBe(true);
    expect(plannedStops(second)).not.toEqual(plannedStops(first));

    const back = (await call<{ restorePreviousItinerary: Plan }>(RESTORE, { id: first.id })).data!
      .restorePreviousItinerary;
    expect(back.hasPreviousItinerary).toBe(true);
    expect(back.routeOptions).toEqual(first.routeOptions);
    expect(plannedStops(back)).toEqual(plannedStops(first));
    expect(back.stops.filter((stop) => stop.isCustom).map((stop) => stop.name)).toEqual([
      'Our friends’ ranch',
    ]);
    // What the trip page reads afterwards is the restored itinerary.
    const reread = (await call<{ trip: Plan }>(DETAIL, { id: first.id })).data!.trip;
    expect(plannedStops(reread)).toEqual(plannedStops(first));

    // Going back again brings the regenerated itinerary forward: nothing is lost either way.
    const forward = (await call<{ restorePreviousItinerary: Plan }>(RESTORE, { id: first.id })).data!
      .restorePreviousItinerary;
    expect(forward.routeOptions).toEqual(second.routeOptions);
    expect(plannedStops(forward)).toEqual(plannedStops(second));
  });

  it('plans a new variant after going back instead of repeating the dropped one', async () => {
    const first = await createTrip();
    const second = await regenerate(first.id);
    await call(RESTORE, { id: first.id });
    const third = await regenerate(first.id);
    expect(third.routeOptions).not.toEqual(second.routeOptions);
    expect(third.routeOptions).not.toEqual(first.routeOptions);
    // The one kept now is the first itinerary, the one shown before this regeneration.
    const back = (await call<{ restorePreviousItinerary: Plan }>(RESTORE, { id: first.id })).data!
      .restorePreviousItinerary;
    expect(back.routeOptions).toEqual(first.routeOptions);
  });

  it('is for the trip’s owner only, and says when there is nothing to go back to', async () => {
    const trip = await createTrip();
    const never = await call(RESTORE, { id: trip.id });
    expect(never.errors?.[0]).toMatchObject({
      message: 'No previous itinerary',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const second = await regenerate(trip.id);
    const other = await call(RESTORE, { id: trip.id }, bob);
    expect(other.errors?.[0]).toMatchObject({
      message: 'Trip not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await call(RESTORE, { id: 999_999_999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call(RESTORE, { id: trip.id }, anonymous)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    // The refused attempts changed nothing.
    const after = (await call<{ trip: Plan }>(DETAIL, { id: trip.id })).data!.trip;
    expect(plannedStops(after)).toEqual(plannedStops(second));
  });

  it('keeps memories naming their stop when a new itinerary drops it, and re-attaches them', async () => {
    // A city-to-city trip: its regenerated itinerary changes more stops than a drive through the Rockies.
    const first = await createTrip({
      startLocation: 'San Francisco, CA',
      endLocation: 'Los Angeles, CA',
      totalDays: 3,
    });
    const second = await regenerate(first.id);
    // A stop one itinerary has and the other lacks (in every route option): whichever way the planner
    // varies its plans, the memory is saved while its stop is there and the other itinerary is then shown.
    const onlyIn = (plan: Plan, other: Plan) => {
      const there = everyOptionStop(other);
      return plan.stops.find((stop) => !stop.isCustom && !there.has(stop.name));
    };
    const firstOnly = onlyIn(first, second);
    const stop = firstOnly ?? onlyIn(second, first);
    expect(stop, 'the two itineraries differ by at least one stop').toBeDefined();
    // Make the itinerary holding the stop the current one (first needs going back; second already is).
    if (firstOnly) await call(RESTORE, { id: first.id });

    const saved = await call<{ addTripMemory: Memory }>(ADD_MEMORY, {
      tripId: first.id,
      input: { stopName: stop!.name.toUpperCase(), memoryType: 'note', content: 'Sunset from the rim' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.addTripMemory).toMatchObject({
      stopName: stop!.name.toUpperCase(),
      stopDay: stop!.dayNumber,
      stopInItinerary: true,
    });

    await call(RESTORE, { id: first.id });
    expect(await memoriesOf(first.id)).toEqual([
      expect.objectContaining({
        stopName: stop!.name.toUpperCase(),
        stopDay: stop!.dayNumber,
        stopInItinerary: false,
        content: 'Sunset from the rim',
      }),
    ]);

    await call(RESTORE, { id: first.id });
    expect((await memoriesOf(first.id))[0]).toMatchObject({ stopInItinerary: true });
  });

  it('reads memories saved before stop days were kept', async () => {
    const trip = await createTrip();
    const stop = trip.stops[0]!;
    await service.connection.collection('trip_memories').insertOne({
      _id: 2_000_000_000 + trip.id,
      tripId: trip.id,
      userId: 'alice-previous',
      stopName: stop.name,
      memoryType: 'check_in',
      createdAt: new Date(),
    } as never);
    expect(await memoriesOf(trip.id)).toEqual([
      {
        id: 2_000_000_000 + trip.id,
        stopName: stop.name,
        stopDay: null,
        stopInItinerary: true,
        content: null,
      },
    ]);
  });
});
