import { beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { useTripsService } from './support/trips-service.js';

const TRIP_FIELDS = `id userId title description startLocation endLocation startDate endDate totalDays theme status
  isPublic itinerary routeOptions { routeName } selectedRouteIndex accommodationType travelPartySize season budget
  createdAt updatedAt`;
const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { ${TRIP_FIELDS} } }`;

interface Trip {
  id: number;
  userId: string;
  title: string;
  description: string;
  totalDays: number;
  travelPartySize: number;
  theme: string | null;
  createdAt: string;
  stops?: Array<{ name: string; dayNumber: number; orderInDay: number }>;
}

describe('trips subgraph', () => {
  const service = useTripsService();
  let url: string;
  const alice = callerFor('alice');
  const bob = callerFor('bob');

  const create = (input: Record<string, unknown>, caller = alice) =>
    callSubgraph<{ createTrip: Trip }>(url, CREATE, { input }, caller);

  beforeAll(async () => {
    url = service.url;
  });

  describe('createTrip', () => {
    it('applies the defaults and the blank title and description rules', async () => {
      const result = await create({
        startLocation: ' Denver, CO ',
        endLocation: 'Moab, UT',
        title: '  ',
        description: '',
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createTrip).toMatchObject({
        userId: 'alice',
        title: 'Denver, CO to Moab, UT',
        description: '7 day road trip',
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 7,
        travelPartySize: 2,
        status: 'planning',
        isPublic: false,
        selectedRouteIndex: 0,
        startDate: null,
        endDate: null,
        theme: null,
      });
      const { createdAt } = result.data!.createTrip;
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
    });

    it('keeps the given fields and joins themes with commas', async () => {
      const result = await create({
        title: 'Desert loop',
        description: 'Arches and canyons',
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 4,
        travelPartySize: 5,
        theme: 'history,coffee', // ignored when themes are given
        themes: ['nature', 'photography', 'nature'],
        accommodationType: 'camping',
        season: 'fall',
        budget: 'moderate',
      });
      expect(result.data?.createTrip).toMatchObject({
        title: 'Desert loop',
        description: 'Arches and canyons',
        totalDays: 4,
        travelPartySize: 5,
        theme: 'nature,photography',
        accommodationType: 'camping',
        season: 'fall',
        budget: 'moderate',
      });
      const single = await create({
        startLocation: 'Austin, TX',
        endLocation: 'San Antonio, TX',
        totalDays: 3,
        theme: 'foodie',
      });
      expect(single.data?.createTrip).toMatchObject({ theme: 'foodie', description: '3 day road trip' });
    });

    it('never takes the owner from the input', async () => {
      const result = await create({ startLocation: 'Austin, TX', endLocation: 'Dallas, TX', userId: 'bob' });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('requires the start and end with the spec messages', async () => {
      const result = await create({ startLocation: ' ', endLocation: '' });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        issues: [
          { path: 'startLocation', message: 'Starting location is required' },
          { path: 'endLocation', message: 'Ending location is required' },
        ],
      });
    });

    it('accepts 1-30 days and parties of 1-50, nothing outside', async () => {
      for (const [totalDays, travelPartySize] of [
        [1, 1],
        [30, 50],
      ]) {
        const ok = await create({
          startLocation: 'Boston, MA',
          endLocation: 'Portland, ME',
          totalDays,
          travelPartySize,
        });
        expect(ok.data?.createTrip).toMatchObject({ totalDays, travelPartySize });
      }
      for (const [totalDays, travelPartySize, path] of [
        [0, 2, 'totalDays'],
        [31, 2, 'totalDays'],
        [7, 0, 'travelPartySize'],
        [7, 51, 'travelPartySize'],
      ] as const) {
        const bad = await create({
          startLocation: 'Austin, TX',
          endLocation: 'Dallas, TX',
          totalDays,
          travelPartySize,
        });
        expect(bad.data ?? null).toBeNull();
        expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', issues: [{ path }] });
      }
    });

    it('refuses anonymous callers', async () => {
      const result = await create(
        { startLocation: 'Austin, TX', endLocation: 'Dallas, TX' },
        callerFor(null),
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('hands out increasing numeric ids', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++)
        ids.push(
          (await create({ startLocation: 'Austin, TX', endLocation: 'Dallas, TX', totalDays: 1 + i })).data!
            .createTrip.id,
        );
      expect(ids.every(Number.isInteger)).toBe(true);
      expect(ids[1]).toBeGreaterThan(ids[0]!);
      expect(ids[2]).toBeGreaterThan(ids[1]!);
    });
  });

  describe('generated itineraries', () => {
    const FULL = `id totalDays planner { planner fallbackReason routing notes }
      routeOptions { routeName vibe totalDistance estimatedTime
        stops { name dayNumber orderInDay latitude longitude lat lng category estimatedDuration address }
        dailySegments { day title description driveSummary { estimatedHours } } }
      stops { id tripId name dayNumber orderInDay latitude longitude category }`;
    interface FullTrip {
      id: number;
      planner: { planner: string; fallbackReason: string | null; routing: string; notes: string[] };
      routeOptions: {
        routeName: string;
        stops: { name: string; dayNumber: number; latitude: number }[];
        dailySegments: { day: number; driveSummary: { estimatedHours: number } }[];
      }[];
      stops: { id: number; tripId: number; name: string; dayNumber: number }[];
    }
    const createFull = (input: Record<string, unknown>, caller = alice) =>
      callSubgraph<{ createTrip: FullTrip }>(
        url,
        `mutation($input: CreateTripInput!) { createTrip(input: $input) { ${FULL} } }`,
        { input },
        caller,
      );

    it('plans three route options and stores the first one’s stops', async () => {
      const result = await createFull({
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 4,
        themes: ['nature', 'photography'],
      });
      expect(result.errors).toBeUndefined();
      const trip = result.data!.createTrip;
      expect(trip.planner).toMatchObject({ planner: 'offline', fallbackReason: null, routing: 'estimate' });
      expect(trip.routeOptions).toHaveLength(3);
      for (const option of trip.routeOptions)
        expect(option.dailySegments.map((d) => d.day)).toEqual([1, 2, 3, 4]);
      expect(trip.stops.map((s) => s.name)).toEqual(trip.routeOptions[0]!.stops.map((s) => s.name));
      expect(trip.stops.every((s) => s.tripId === trip.id && Number.isInteger(s.id))).toBe(true);
    });

    it('names an unknown place in a 400 and creates nothing', async () => {
      const before = await callSubgraph<{ myTrips: { id: number }[] }>(url, '{ myTrips { id } }', {}, alice);
      const result = await createFull({ startLocation: 'Qwzxville Nowhere', endLocation: 'Moab, UT' });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain('Qwzxville Nowhere');
      const after = await callSubgraph<{ myTrips: { id: number }[] }>(url, '{ myTrips { id } }', {}, alice);
      expect(after.data?.myTrips.length).toBe(before.data?.myTrips.length);
    });

    it('regenerates a different itinerary for the owner only', async () => {
      const trip = (
        await createFull({
          startLocation: 'Denver, CO',
          endLocation: 'Moab, UT',
          totalDays: 4,
          themes: ['nature'],
        })
      ).data!.createTrip;
      const regenerate = (caller = alice) =>
        callSubgraph<{ regenerateTrip: FullTrip }>(
          url,
          `mutation($id: Int!) { regenerateTrip(id: $id) { ${FULL} } }`,
          { id: trip.id },
          caller,
        );
      const other = await regenerate(bob);
      expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const again = (await regenerate()).data!.regenerateTrip;
      const names = (t: FullTrip) => t.stops.map((s) => s.name).join('|');
      expect(names(again)).not.toBe(names(trip));
      expect(again.stops.length).toBe(again.routeOptions[0]!.stops.length);
    });

    it('says plainly when the planner is unreachable', async () => {
      const offline = await startService(definition, testMongoUri(), {
        env: { AI_URL: 'http://127.0.0.1:9/graphql' },
      });
      try {
        const result = await callSubgraph(
          offline.url,
          CREATE,
          { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT' } },
          alice,
        );
        expect(result.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
        expect(result.errors?.[0]?.message).toBe(
          'The trip planner is not available right now. Please try again.',
        );
      } finally {
        await offline.stop();
      }
    });
  });

  describe('reading trips', () => {
    let bobsTrip: Trip;
    beforeAll(async () => {
      bobsTrip = (await create({ startLocation: 'Portland', endLocation: 'Seattle', totalDays: 2 }, bob))
        .data!.createTrip;
    });

    it('lists only the caller’s trips, newest first', async () => {
      const mine = await callSubgraph<{ myTrips: Trip[] }>(
        url,
        '{ myTrips { id userId createdAt } }',
        {},
        alice,
      );
      const list = mine.data!.myTrips;
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.every((trip) => trip.userId === 'alice')).toBe(true);
      const ids = list.map((trip) => trip.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const bobs = await callSubgraph<{ myTrips: Trip[] }>(url, '{ myTrips { id } }', {}, bob);
      expect(bobs.data?.myTrips).toEqual([{ id: bobsTrip.id }]);
    });

    it('answers someone else’s trip exactly like a missing one', async () => {
      const query = 'query($id: Int!) { trip(id: $id) { id title } }';
      const own = await callSubgraph(url, query, { id: bobsTrip.id }, bob);
      expect(own.data).toEqual({ trip: { id: bobsTrip.id, title: 'Portland to Seattle' } });
      const other = await callSubgraph(url, query, { id: bobsTrip.id }, alice);
      const missing = await callSubgraph(url, query, { id: 999_999 }, alice);
      expect(other.data).toEqual({ trip: null });
      expect(other.errors).toBeUndefined();
      expect(missing).toMatchObject({ data: { trip: null }, errors: undefined });
    });

    it('refuses anonymous reads', async () => {
      for (const query of ['{ myTrips { id } }', `{ trip(id: ${bobsTrip.id}) { id } }`]) {
        const result = await callSubgraph(url, query, {}, callerFor(null));
        expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });

    it('orders stops by day, then order in the day', async () => {
      const now = new Date();
      const stop = (id: number, dayNumber: number, orderInDay: number) => ({
        _id: id,
        tripId: bobsTrip.id,
        name: `D${dayNumber}S${orderInDay}`,
        dayNumber,
        orderInDay,
        photos: [],
        essential: true,
        isDetour: false,
        isCustom: false,
        createdAt: now,
      });
      await service.connection
        .collection('trip_stops')
        .insertMany([
          stop(900_001, 2, 1),
          stop(900_002, 1, 2),
          stop(900_003, 1, 1),
          stop(900_004, 2, 0),
        ] as never[]);
      const result = await callSubgraph<{ trip: Trip }>(
        url,
        `{ trip(id: ${bobsTrip.id}) { stops { name dayNumber orderInDay essential photos } } }`,
        {},
        bob,
      );
      const stops = result.data?.trip.stops ?? [];
      expect(stops.filter((s) => /^D\dS\d$/.test(s.name)).map((s) => s.name)).toEqual([
        'D1S1',
        'D1S2',
        'D2S0',
        'D2S1',
      ]);
      const keys = stops.map((s) => s.dayNumber * 1000 + s.orderInDay);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    });

    it('resolves Trip entities for their owner (and public trips for anyone)', async () => {
      const query = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Trip { id title } } }`;
      const reps = [{ __typename: 'Trip', id: bobsTrip.id }];
      expect((await callSubgraph(url, query, { reps }, bob)).data).toEqual({
        _entities: [{ id: bobsTrip.id, title: 'Portland to Seattle' }],
      });
      expect((await callSubgraph(url, query, { reps }, alice)).data).toEqual({ _entities: [null] });
      await service.connection
        .collection('trips')
        .updateOne({ _id: bobsTrip.id as never }, { $set: { isPublic: true } });
      expect((await callSubgraph(url, query, { reps }, callerFor(null))).data).toEqual({
        _entities: [{ id: bobsTrip.id, title: 'Portland to Seattle' }],
      });
    });
  });

  it('refuses calls without the internal token', async () => {
    const result = await callSubgraph(url, '{ myTrips { id } }', {}, null);
    expect(result.status).toBe(401);
  });
});
