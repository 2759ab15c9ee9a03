import type { Connection } from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addStop,
  moveStop,
  orderedDays,
  renameStop,
  stopsOf,
  tripDocumentName,
  type NewStop,
} from '@byway/contracts/collab';
import { createDocumentStore, type DocumentStore } from '../src/data-access/document-updates.js';
import type { TripPlan } from '../src/domain/read-model.js';
import {
  connect,
  startCollab,
  testDatabase,
  tokenFor,
  until,
  type TestClient,
  type TestServer,
} from './support.js';

const ana = { who: 'Ana' };
const stop = (id: string, name: string): NewStop => ({ id, name, lat: 38.5, lng: -109.5, kind: 'planned' });
const namesOf = (doc: Y.Doc) => orderedDays(doc).flatMap((day) => day.stops.map((s) => s.name));

/** A trip document stored before any server opened it: `count` stops on day 1, as one update. */
async function storedTrip(store: DocumentStore, tripId: number, count: number) {
  const doc = new Y.Doc();
  for (let i = 0; i < count; i++) addStop(doc, stop(`stop-${i}`, `Stop ${i}`), { day: 1 }, ana);
  await store.append(tripDocumentName(tripId), Y.encodeStateAsUpdate(doc));
  return doc;
}

describe('trip documents in the database', () => {
  let connection: Connection;
  let store: DocumentStore;
  const clients: TestClient[] = [];
  const servers: TestServer[] = [];
  const open = (server: TestServer, tripId: number) => {
    const client = connect(server.url, tripId, tokenFor({ tripId }));
    clients.push(client);
    return client;
  };
  const start = async (options: Omit<Parameters<typeof startCollab>[0], 'connection'> = {}) => {
    const server = await startCollab({ connection, ...options });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    connection = await testDatabase('storage');
    store = createDocumentStore(connection, { compactAfter: 100 });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const server of servers.splice(0)) await server.stop();
  });
  afterAll(async () => {
    await connection?.close();
  });

  it('answers a stored trip with its stops first, never an empty document, even when loading is slow', async () => {
    await storedTrip(store, 10, 3);
    const slowStore: DocumentStore = {
      ...store,
      load: async (name) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return store.load(name);
      },
    };
    const server = await start({ store: slowStore });
    const client = open(server, 10);
    // The first change the browser's copy takes is the stored trip, whole.
    const firstUpdate = new Promise<string[]>((resolve) =>
      client.doc.once('update', () => queueMicrotask(() => resolve(namesOf(client.doc)))),
    );
    await client.synced;
    expect(namesOf(client.doc)).toEqual(['Stop 0', 'Stop 1', 'Stop 2']);
    expect(await firstUpdate).toEqual(['Stop 0', 'Stop 1', 'Stop 2']);
  });

  it('refuses the connection when loading fails, and stores nothing over the real document', async () => {
    await storedTrip(store, 11, 2);
    const before = await store.records(tripDocumentName(11));
    let failing = true;
    const flakyStore: DocumentStore = {
      ...store,
      load: async (name) => {
        if (failing) throw new Error('database unreachable');
        return store.load(name);
      },
    };
    const server = await start({ store: flakyStore });
    // A browser with edits of its own (made offline) arrives while the database is away.
    const client = connect(server.url, 11, tokenFor({ tripId: 11 }));
    clients.push(client);
    addStop(client.doc, stop('offline', 'Made offline'), { day: 1 }, ana);
    await expect(client.synced).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the store debounce (50 ms)
    expect(await store.records(tripDocumentName(11))).toEqual(before);

    failing = false;
    const next = open(server, 11);
    await next.synced;
    expect(namesOf(next.doc)).toEqual(['Stop 0', 'Stop 1']);
  });

  it('appends each stored change as a small update, not the whole document, and compacts past the limit', async () => {
    const server = await start({ env: { COLLAB_COMPACT_AFTER: '5' } });
    const compactingStore = createDocumentStore(connection, { compactAfter: 5 });
    await storedTrip(compactingStore, 12, 60);
    const client = open(server, 12);
    await client.synced;
    const name = tripDocumentName(12);
    const whole = Y.encodeStateAsUpdate(client.doc).byteLength;
    // One edit per store (the debounce is 50 ms): after the first, one small record.
    renameStop(client.doc, 'stop-7', 'Delicate Arch', ana);
    await until(async () => (await compactingStore.records(name)).length === 2, 'the rename to be stored');
    const [, rename] = await compactingStore.records(name);
    expect(rename!.kind).toBe('update');
    expect(rename!.bytes).toBeLessThan(whole / 10);

    for (let i = 0; i < 8; i++) {
      moveStop(client.doc, `stop-${i}`, { day: 2 }, ana);
      await client.settled();
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    await until(async () => {
      const records = await compactingStore.records(name);
      return records.some((record) => record.kind === 'snapshot') && records.length <= 6;
    }, 'a snapshot');
    client.close();

    // A fresh server reads the compacted trip back whole.
    const reader = await start();
    const again = open(reader, 12);
    await again.synced;
    expect(orderedDays(again.doc).map((day) => [day.day, day.stops.length])).toEqual([
      [1, 52],
      [2, 8],
    ]);
    expect(stopsOf(again.doc).get('stop-7')!.get('name')).toBe('Delicate Arch');
  });

  it('keeps the edits of two people at once, each once, and sends the plan on after storing', async () => {
    const plans: TripPlan[] = [];
    const server = await start({ onPlanChanged: (tripId, plan) => void (tripId === 13 && plans.push(plan)) });
    await storedTrip(store, 13, 3);
    const [ana1, ben] = [open(server, 13), open(server, 13)];
    await Promise.all([ana1.synced, ben.synced]);
    moveStop(ana1.doc, 'stop-0', { day: 2 }, ana);
    moveStop(ben.doc, 'stop-0', { day: 1, after: 'stop-2' }, { who: 'Ben' });
    addStop(ana1.doc, stop('gem', 'Corona Arch'), { day: 1, after: null }, ana);
    renameStop(ben.doc, 'stop-1', 'Dead Horse Point', { who: 'Ben' });
    await Promise.all([ana1.settled(), ben.settled()]);
    await until(() => namesOf(ana1.doc).join() === namesOf(ben.doc).join(), 'both copies to agree');
    const names = namesOf(ana1.doc);
    expect([...names].sort()).toEqual(['Corona Arch', 'Dead Horse Point', 'Stop 0', 'Stop 2']);

    await until(() => plans.at(-1)?.days.flatMap((day) => day.stops).length === 4, 'the plan to be sent');
    const last = plans.at(-1)!;
    expect(last.days.flatMap((day) => day.stops.map((s) => s.name))).toEqual(names);
    expect(last.days[0]!.stops[0]).toMatchObject({ stopKey: 'gem', name: 'Corona Arch', orderInDay: 1 });

    ana1.close();
    ben.close();
    const reader = await start();
    const again = open(reader, 13);
    await again.synced;
    expect(namesOf(again.doc)).toEqual(names);
  });
});
