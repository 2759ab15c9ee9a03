import { beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import type { TripMemoryRecord } from '../src/data-access/memory-repository.js';
import { useTripsService } from './support/trips-service.js';

const MEMORY_FIELDS = `id tripId userId stopName memoryType content photoUrl rating latitude longitude createdAt`;
const ALERT_FIELDS = `id userId tripId stopName itemType itemName targetPrice currentPrice priceUrl lastChecked
  isActive createdAt updatedAt`;
const ADD_MEMORY = `mutation($tripId: Int!, $input: TripMemoryInput!) {
  addTripMemory(tripId: $tripId, input: $input) { ${MEMORY_FIELDS} }
}`;
const MEMORIES = `query($tripId: Int!) { tripMemories(tripId: $tripId) { ${MEMORY_FIELDS} } }`;
const CREATE_ALERT = `mutation($input: PriceAlertInput!) { createPriceAlert(input: $input) { ${ALERT_FIELDS} } }`;
const MY_ALERTS = `{ myPriceAlerts { ${ALERT_FIELDS} } }`;

/** A memory as the API answers it: the stored record's fields. */
type Memory = Omit<TripMemoryRecord, 'stopDay'>;
interface PriceAlert {
  id: number;
  userId: string;
  tripId: number;
  targetPrice: number;
  currentPrice: number | null;
  lastChecked: string | null;
  isActive: boolean;
  priceUrl: string | null;
}

describe('trips subgraph: memories and price alerts', () => {
  const service = useTripsService();
  let url: string;
  const alice = callerFor('alice-memories');
  const bob = callerFor('bob-memories');
  let alicesTrip: number;
  let bobsTrip: number;

  const createTrip = async (caller: ReturnType<typeof callerFor>) => {
    const result = await callSubgraph<{ createTrip: { id: number } }>(
      url,
      'mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }',
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 } },
      caller,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createTrip.id;
  };
  const addMemory = (tripId: number, input: Record<string, unknown>, caller = alice) =>
    callSubgraph<{ addTripMemory: Memory }>(url, ADD_MEMORY, { tripId, input }, caller);
  const memoriesOf = (tripId: number, caller = alice) =>
    callSubgraph<{ tripMemories: Memory[] }>(url, MEMORIES, { tripId }, caller);
  const createAlert = (input: Record<string, unknown>, caller = alice) =>
    callSubgraph<{ createPriceAlert: PriceAlert }>(url, CREATE_ALERT, { input }, caller);

  beforeAll(async () => {
    url = service.url;
    alicesTrip = await createTrip(alice);
    bobsTrip = await createTrip(bob);
  });

  describe('memories', () => {
    it('saves a rating memory with the default rating of 5', async () => {
      const result = await addMemory(alicesTrip, {
        stopName: ' Arches National Park ',
        memoryType: 'rating',
        content: 'Delicate Arch at sunset',
      });
      expect(result.errors).toBeUndefined();
      const memory = result.data!.addTripMemory;
      expect(memory).toMatchObject({
        tripId: alicesTrip,
        userId: 'alice-memories',
        stopName: 'Arches National Park',
        memoryType: 'rating',
        content: 'Delicate Arch at sunset',
        rating: 5,
        photoUrl: null,
      });
      expect(Number.isInteger(memory.id)).toBe(true);
      expect(new Date(memory.createdAt).toISOString()).toBe(memory.createdAt);
      const rated = await addMemory(alicesTrip, { stopName: 'Moab', memoryType: 'rating', rating: 3 });
      expect(rated.data?.addTripMemory.rating).toBe(3);
    });

    it('says whether the memory is about a stop of the itinerary', async () => {
      const stopsOf = await callSubgraph<{ trip: { stops: { name: string }[] } }>(
        url,
        'query($id: Int!) { trip(id: $id) { stops { name } } }',
        { id: alicesTrip },
        alice,
      );
      const aStop = stopsOf.data!.trip.stops[0]!.name;
      const inItinerary = async (stopName: string) => {
        const result = await callSubgraph<{ addTripMemory: { stopInItinerary: boolean } }>(
          url,
          `mutation($tripId: Int!, $input: TripMemoryInput!) {
            addTripMemory(tripId: $tripId, input: $input) { stopInItinerary }
          }`,
          { tripId: alicesTrip, input: { stopName, memoryType: 'note', content: 'seen' } },
          alice,
        );
        expect(result.errors).toBeUndefined();
        return result.data!.addTripMemory.stopInItinerary;
      };
      expect(await inItinerary(aStop.toUpperCase())).toBe(true);
      expect(await inItinerary('A diner nowhere near the route')).toBe(false);
    });

    it('ignores the rating and the photo address for other types, and keeps a photo’s address', async () => {
      const note = await addMemory(alicesTrip, {
        stopName: 'Green River',
        memoryType: 'note',
        content: 'Melons!',
        rating: 2,
        photoUrl: 'https://example.com/melon.jpg',
        latitude: 38.9952617891,
        longitude: -110.1598,
      });
      expect(note.data?.addTripMemory).toMatchObject({
        memoryType: 'note',
        content: 'Melons!',
        rating: null,
        photoUrl: null,
        latitude: 38.9952618,
        longitude: -110.1598,
      });
      const checkIn = await addMemory(alicesTrip, { stopName: 'Moab', memoryType: 'check_in', rating: 9 });
      expect(checkIn.errors).toBeUndefined();
      expect(checkIn.data?.addTripMemory).toMatchObject({ rating: null, content: null });
      const photo = await addMemory(alicesTrip, {
        stopName: 'Arches National Park',
        memoryType: 'photo',
        photoUrl: 'https://example.com/arch.jpg',
        rating: 4,
        content: '',
      });
      expect(photo.data?.addTripMemory).toMatchObject({
        memoryType: 'photo',
        photoUrl: 'https://example.com/arch.jpg',
        rating: null,
        content: null,
      });
    });

    it('names what is wrong with the input', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ stopName: ' ', memoryType: 'note' }, 'stopName', 'Stop is required'],
        [
          { stopName: 'Moab', memoryType: 'selfie' },
          'memoryType',
          'Memory type must be one of check_in, photo, note, rating',
        ],
        [
          { stopName: 'Moab', memoryType: 'rating', rating: 6 },
          'rating',
          'Rating must be a whole number from 1 to 5',
        ],
        [
          { stopName: 'Moab', memoryType: 'rating', rating: 0 },
          'rating',
          'Rating must be a whole number from 1 to 5',
        ],
        [
          { stopName: 'Moab', memoryType: 'photo', photoUrl: 'javascript:alert(1)' },
          'photoUrl',
          'Photo URL must be an http or https address',
        ],
        [
          { stopName: 'Moab', memoryType: 'photo', photoUrl: `https://example.com/${'a'.repeat(500)}` },
          'photoUrl',
          'Photo URL must be at most 500 characters',
        ],
        [
          { stopName: 'Moab', memoryType: 'note', latitude: 91 },
          'latitude',
          'Latitude must be between -90 and 90',
        ],
      ];
      for (const [input, path, message] of cases) {
        const result = await addMemory(alicesTrip, input);
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          issues: [{ path, message }],
        });
      }
    });

    it('lists a trip’s memories newest first, for its owner only', async () => {
      const result = await memoriesOf(alicesTrip);
      expect(result.errors).toBeUndefined();
      const list = result.data!.tripMemories;
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.every((memory) => memory.tripId === alicesTrip && memory.userId === 'alice-memories')).toBe(
        true,
      );
      const ids = list.map((memory) => memory.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await memoriesOf(bobsTrip, bob)).data?.tripMemories).toEqual([]);

      const nested = await callSubgraph<{ trip: { memories: { id: number }[] } }>(
        url,
        `{ trip(id: ${alicesTrip}) { memories { id } } }`,
        {},
        alice,
      );
      expect(nested.data?.trip.memories.map((memory) => memory.id)).toEqual(ids);
    });

    it('answers another traveller’s trip exactly like a missing one', async () => {
      for (const tripId of [alicesTrip, 999_999, -1]) {
        const read = await memoriesOf(tripId, bob);
        expect(read.errors?.[0]).toMatchObject({
          message: 'Trip not found',
          extensions: { code: 'NOT_FOUND' },
        });
        const write = await addMemory(tripId, { stopName: 'Moab', memoryType: 'note' }, bob);
        expect(write.errors?.[0]).toMatchObject({
          message: 'Trip not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(
        (await memoriesOf(alicesTrip)).data?.tripMemories.some((m) => m.userId !== 'alice-memories'),
      ).toBe(false);
    });

    it('shows no memories on a public trip to anyone but its owner', async () => {
      await service.connection
        .collection('trips')
        .updateOne({ _id: alicesTrip as never }, { $set: { isPublic: true } });
      const query = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Trip { id memories { id } } } }`;
      const reps = [{ __typename: 'Trip', id: alicesTrip }];
      const other = await callSubgraph<{ _entities: { memories: unknown[] }[] }>(url, query, { reps }, bob);
      expect(other.data?._entities[0]?.memories).toEqual([]);
      const owner = await callSubgraph<{ _entities: { memories: unknown[] }[] }>(url, query, { reps }, alice);
      expect(owner.data?._entities[0]?.memories.length).toBeGreaterThan(0);
    });

    it('refuses anonymous callers', async () => {
      expect((await memoriesOf(alicesTrip, callerFor(null))).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      const write = await addMemory(alicesTrip, { stopName: 'Moab', memoryType: 'note' }, callerFor(null));
      expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('price alerts', () => {
    const alert = (overrides: Record<string, unknown> = {}) => ({
      tripId: alicesTrip,
      stopName: 'Moab',
      itemType: 'accommodation',
      itemName: 'Red Cliffs Lodge',
      targetPrice: 149.99,
      ...overrides,
    });

    it('creates an active, unchecked alert on the caller’s own trip', async () => {
      const result = await createAlert(alert({ priceUrl: 'https://example.com/book', stopName: ' Moab ' }));
      expect(result.errors).toBeUndefined();
      expect(result.data?.createPriceAlert).toMatchObject({
        userId: 'alice-memories',
        tripId: alicesTrip,
        stopName: 'Moab',
        itemType: 'accommodation',
        itemName: 'Red Cliffs Lodge',
        targetPrice: 149.99,
        currentPrice: null,
        lastChecked: null,
        priceUrl: 'https://example.com/book',
        isActive: true,
      });
      const plain = await createAlert(alert({ itemType: 'activity', targetPrice: 20, priceUrl: '' }));
      expect(plain.data?.createPriceAlert).toMatchObject({
        itemType: 'activity',
        targetPrice: 20,
        priceUrl: null,
      });
    });

    it('names what is wrong with the input', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [alert({ stopName: '' }), 'stopName', 'Stop is required'],
        [alert({ itemName: '  ' }), 'itemName', 'Item name is required'],
        [
          alert({ itemType: 'flight' }),
          'itemType',
          'Item type must be one of accommodation, activity, attraction',
        ],
        [alert({ targetPrice: 0 }), 'targetPrice', 'Target price must be more than 0'],
        [alert({ targetPrice: -5 }), 'targetPrice', 'Target price must be more than 0'],
        [alert({ targetPrice: 10.005 }), 'targetPrice', 'Target price must have at most 2 decimals'],
        [
          alert({ priceUrl: 'ftp://example.com' }),
          'priceUrl',
          'Booking URL must be an http or https address',
        ],
      ];
      for (const [input, path, message] of cases) {
        const result = await createAlert(input);
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          issues: [{ path, message }],
        });
      }
    });

    it('refuses another traveller’s trip exactly like a missing one', async () => {
      for (const tripId of [bobsTrip, 999_999]) {
        const result = await createAlert(alert({ tripId }));
        expect(result.errors?.[0]).toMatchObject({
          message: 'Trip not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    });

    it('lists only the caller’s alerts, newest first', async () => {
      await createAlert(alert({ tripId: bobsTrip, itemType: 'attraction', itemName: 'Jeep tour' }), bob);
      const mine = (await callSubgraph<{ myPriceAlerts: PriceAlert[] }>(url, MY_ALERTS, {}, alice)).data!
        .myPriceAlerts;
      expect(mine.length).toBe(2);
      expect(mine.every((item) => item.userId === 'alice-memories' && item.tripId === alicesTrip)).toBe(true);
      const ids = mine.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const bobs = (await callSubgraph<{ myPriceAlerts: PriceAlert[] }>(url, MY_ALERTS, {}, bob)).data!
        .myPriceAlerts;
      expect(bobs.map((item) => item.tripId)).toEqual([bobsTrip]);
    });

    it('refuses anonymous callers', async () => {
      expect((await callSubgraph(url, MY_ALERTS, {}, callerFor(null))).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await createAlert(alert(), callerFor(null))).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });
});
