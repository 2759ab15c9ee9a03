import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { testRedisEnv } from '@byway/kit/testing';
import { addStop, moveStop, orderedDays, renameStop, setDayNote, stopsOf } from '@byway/contracts/collab';
import {
  connect,
  startCollab,
  testDatabase,
  tokenFor,
  until,
  type TestClient,
  type TestServer,
} from './support.js';

const namesByDay = (doc: Y.Doc) =>
  orderedDays(doc).map((day) => [day.day, day.note, ...day.stops.map((stop) => stop.name)]);
const place = (id: string, name: string) => ({ id, name, lat: 38.6, lng: -109.6, kind: 'planned' as const });

/**
 * Issue 22: two collaboration replicas on one database and one Redis behave as one server: members
 * connected to different replicas see each other's edits live, and what either stored reads back whole.
 */
describe('two collaboration replicas sharing Redis', () => {
  let connection: Connection;
  let first: TestServer;
  let second: TestServer;
  const clients: TestClient[] = [];
  const open = (server: TestServer, tripId: number, name: string) => {
    const client = connect(server.url, tripId, tokenFor({ tripId, userId: `user-${name}`, name }));
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    connection = await testDatabase('replicas');
    const env = testRedisEnv();
    first = await startCollab({ connection, env });
    second = await startCollab({ connection, env });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await first?.stop();
    await second?.stop();
    await connection?.close();
  });

  it("shows each replica's members the other's edits live, and merges concurrent moves without a copy", async () => {
    const ana = open(first, 21, 'Ana');
    const ben = open(second, 21, 'Ben');
    await Promise.all([ana.synced, ben.synced]);

    addStop(ana.doc, place('arches', 'Arches National Park'), { day: 1 }, { who: 'Ana' });
    addStop(ana.doc, place('canyonlands', 'Canyonlands'), { day: 1 }, { who: 'Ana' });
    await until(() => stopsOf(ben.doc).size === 2, "Ben to see Ana's stops through Redis");
    setDayNote(ben.doc, 1, 'Start at sunrise', { who: 'Ben' });
    await until(() => orderedDays(ana.doc)[0]?.note === 'Start at sunrise', "Ana to see Ben's note");

    // Both move the same stop at once, each on their own replica.
    moveStop(ana.doc, 'arches', { day: 2 }, { who: 'Ana' });
    moveStop(ben.doc, 'arches', { day: 1, after: 'canyonlands' }, { who: 'Ben' });
    renameStop(ben.doc, 'canyonlands', 'Canyonlands NP', { who: 'Ben' });
    await Promise.all([ana.settled(), ben.settled()]);
    await until(
      () => JSON.stringify(namesByDay(ana.doc)) === JSON.stringify(namesByDay(ben.doc)),
      'both copies to agree',
    );
    const stops = orderedDays(ana.doc).flatMap((day) => day.stops.map((stop) => stop.id));
    expect(stops.sort()).toEqual(['arches', 'canyonlands']);
    expect(orderedDays(ana.doc).flatMap((day) => day.stops.map((stop) => stop.name))).toContain(
      'Canyonlands NP',
    );

    // What the two replicas stored is the whole trip.
    const agreed = namesByDay(ana.doc);
    ana.close();
    ben.close();
    await until(async () => {
      const stored = new Y.Doc();
      const updates = await first.store.load('trip:21');
      if (updates.length) Y.applyUpdate(stored, Y.mergeUpdates(updates));
      return JSON.stringify(namesByDay(stored)) === JSON.stringify(agreed);
    }, 'the stored trip to hold every edit');
  });
});
