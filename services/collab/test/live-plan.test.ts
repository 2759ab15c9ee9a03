import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { callerFor, callSubgraph, TEST_INTERNAL_SECRET } from '@byway/kit/testing';
import {
  moveStop,
  noteStop,
  orderedDays,
  removeStop,
  renameStop,
  tripDocumentName,
} from '@byway/contracts/collab';
import { createTripId, useTripsService } from '../../trips/test/support/trips-service.js';
import { createTripsClient, type TripPlans } from '../src/data-access/trips-client.js';
import {
  connect,
  logger,
  startCollab,
  testDatabase,
  tokenFor,
  until,
  type TestClient,
  type TestServer,
} from './support.js';

interface Stop {
  stopKey: string;
  name: string;
  note: string | null;
  dayNumber: number;
  orderInDay: number;
  isCustom: boolean;
}
interface Trip {
  keptRouteStops: Stop[];
  dayNotes: { day: number; note: string }[];
}

const READ = `query($id: Int!) { trip(id: $id) {
  keptRouteStops { stopKey name note dayNumber orderInDay isCustom } dayNotes { day note } } }`;
const DAY_NOTE = `mutation($t: Int!, $d: Int!, $n: String) { setTripDayNote(tripId: $t, dayNumber: $d, note: $n) { id } }`;
const ADD = `mutation($t: Int!, $stop: CustomStopInput!) { addStopToTrip(tripId: $t, stop: $stop) { stopKey } }`;
const APPLY = `mutation($t: Int!) { applyLiveTripPlan(tripId: $t, stops: [], removedStopKeys: [], dayNotes: []) }`;
const SEED = `query($t: Int!) { liveTripPlan(tripId: $t) { tripId } }`;

const ana = { who: 'Ana' };
/** Each day's stop keys in order: [[day, keys], ...]. */
const daysOfTrip = (stops: readonly Stop[]) => {
  const days = new Map<number, Stop[]>();
  for (const stop of stops) days.set(stop.dayNumber, [...(days.get(stop.dayNumber) ?? []), stop]);
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => [day, [...list].sort((a, b) => a.orderInDay - b.orderInDay).map((s) => s.stopKey)]);
};
const daysOfDocument = (doc: Y.Doc) =>
  orderedDays(doc).map(({ day, stops }) => [day, stops.map((s) => s.id)]);

describe('the live document and the trips service (issue 22)', () => {
  const trips = useTripsService();
  let connection: Connection;
  let tripPlans: TripPlans;
  const clients: TestClient[] = [];
  const servers: TestServer[] = [];

  const start = async (options: Omit<Parameters<typeof startCollab>[0], 'connection'> = {}) => {
    const server = await startCollab({
      connection,
      tripPlans,
      onPlanChanged: (tripId, plan) => tripPlans.applyPlan(tripId, plan),
      ...options,
    });
    servers.push(server);
    return server;
  };
  const open = (server: TestServer, tripId: number) => {
    const client = connect(server.url, tripId, tokenFor({ tripId }));
    clients.push(client);
    return client;
  };
  async function newTrip() {
    const userId = randomUUID();
    const input = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, pace: 'fast' };
    return { userId, id: await createTripId(trips.url, input, callerFor(userId)) };
  }
  async function read(userId: string, id: number): Promise<Trip> {
    const result = await callSubgraph<{ trip: Trip }>(trips.url, READ, { id }, callerFor(userId));
    expect(result.errors).toBeUndefined();
    return result.data!.trip;
  }

  beforeAll(async () => {
    connection = await testDatabase('live_plan');
    tripPlans = createTripsClient(
      { TRIPS_URL: trips.url, INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET, TRIPS_TIMEOUT_MS: 10_000 },
      logger,
    );
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const server of servers.splice(0)) await server.stop();
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("fills a trip's first document from its plan: the kept route's stops in order, names and day notes", async () => {
    const { userId, id } = await newTrip();
    await callSubgraph(trips.url, DAY_NOTE, { t: id, d: 2, n: 'Early start' }, callerFor(userId));
    const trip = await read(userId, id);
    expect(trip.keptRouteStops.length).toBeGreaterThan(2);

    const server = await start();
    const client = open(server, id);
    await client.synced;
    expect(daysOfDocument(client.doc)).toEqual(daysOfTrip(trip.keptRouteStops));
    const names = orderedDays(client.doc).flatMap((day) => day.stops.map((stop) => stop.name));
    const inOrder = [...trip.keptRouteStops].sort(
      (a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay,
    );
    expect(names).toEqual(inOrder.map((stop) => stop.name));
    expect(orderedDays(client.doc).find((day) => day.day === 2)?.note).toBe('Early start');
    // Stored before anyone saw it, as one record; filling it is no one's edit.
    expect(await server.store.records(tripDocumentName(id))).toHaveLength(1);
    expect(client.doc.getArray('activity').length).toBe(0);
  });

  it("sends each stored edit to the trips service, so the trip's plan is the document's", async () => {
    const { userId, id } = await newTrip();
    const before = await read(userId, id);
    const server = await start();
    const client = open(server, id);
    await client.synced;
    const [first, second, third] = orderedDays(client.doc).flatMap((day) => day.stops);
    // A stop the traveller added outside the document (not in it yet): a live edit must not remove it.
    const added = await callSubgraph<{ addStopToTrip: { stopKey: string } }>(
      trips.url,
      ADD,
      { t: id, stop: { name: 'Corona Arch', latitude: 38.5797, longitude: -109.6199 } },
      callerFor(userId),
    );
    expect(added.errors).toBeUndefined();

    renameStop(client.doc, first!.id, 'Breakfast in Denver', ana);
    noteStop(client.doc, second!.id, 'Fuel up here', ana);
    moveStop(client.doc, first!.id, { day: 2, after: null }, ana);
    removeStop(client.doc, third!.id, ana);
    await client.settled();

    await until(
      async () => {
        const stops = (await read(userId, id)).keptRouteStops;
        return stops.some((stop) => stop.name === 'Breakfast in Denver' && stop.dayNumber === 2);
      },
      'the trip to take the edits',
      15_000,
    );
    const after = (await read(userId, id)).keptRouteStops;
    const byKey = (key: string) => after.find((stop) => stop.stopKey === key);
    expect(byKey(first!.id)).toMatchObject({ name: 'Breakfast in Denver', dayNumber: 2, orderInDay: 1 });
    expect(byKey(second!.id)).toMatchObject({ name: second!.name, note: 'Fuel up here' });
    expect(byKey(third!.id)).toBeUndefined();
    expect(byKey(added.data!.addStopToTrip.stopKey)).toMatchObject({ name: 'Corona Arch', isCustom: true });
    // One removed, one added outside the document.
    expect(after).toHaveLength(before.keptRouteStops.length);
    // The document's order of the days it has is the trip's.
    const documentDays = daysOfDocument(client.doc);
    const tripDays = daysOfTrip(after.filter((stop) => stop.stopKey !== added.data!.addStopToTrip.stopKey));
    expect(tripDays).toEqual(documentDays);
  });

  it('refuses the connection and stores nothing when the plan cannot be read, or the trip is gone', async () => {
    const { id } = await newTrip();
    let failing = true;
    const flaky: Pick<TripPlans, 'planOf'> = {
      planOf: async (tripId) => {
        if (failing) throw new Error('trips service unreachable');
        return tripPlans.planOf(tripId);
      },
    };
    const server = await start({ tripPlans: flaky });
    const refused = open(server, id);
    await expect(refused.synced).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the store debounce (50 ms)
    expect(await server.store.records(tripDocumentName(id))).toEqual([]);

    failing = false;
    const gone = open(server, 999_999);
    await expect(gone.synced).rejects.toThrow();
    expect(await server.store.records(tripDocumentName(999_999))).toEqual([]);

    const next = open(server, id);
    await next.synced;
    expect(orderedDays(next.doc).flatMap((day) => day.stops).length).toBeGreaterThan(2);
  });

  it("answers the live plan's read and write to the collaboration service only, never to a traveller", async () => {
    const { userId, id } = await newTrip();
    const before = await read(userId, id);
    const owner = callerFor(userId);
    const write = await callSubgraph(trips.url, APPLY, { t: id }, owner);
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seed = await callSubgraph(trips.url, SEED, { t: id }, owner);
    expect(seed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await read(userId, id)).toEqual(before);
  });
});
