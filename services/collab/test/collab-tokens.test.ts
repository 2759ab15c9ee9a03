import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStop, orderedDays, renameStop, stopsOf, tripDocumentName } from '@byway/contracts/collab';
import {
  connect,
  startCollab,
  testDatabase,
  tokenFor,
  until,
  type TestClient,
  type TestServer,
} from './support.js';

const arches = {
  id: 'arches',
  name: 'Arches National Park',
  lat: 38.73,
  lng: -109.59,
  kind: 'planned' as const,
};

describe('who may open a trip document', () => {
  let connection: Connection;
  let server: TestServer;
  const clients: TestClient[] = [];
  const open = (tripId: number, token: string | null, name?: string) => {
    const client = connect(server.url, tripId, token, name);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    connection = await testDatabase('tokens');
    server = await startCollab({ connection });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.stop();
    await connection?.close();
  });

  it('refuses a connection without a token', async () => {
    await expect(open(1, null).synced).rejects.toThrow('missing-token');
    await expect(open(1, '').synced).rejects.toThrow('missing-token');
  });

  it('refuses an expired token with the reason that tells the browser to ask for a new one', async () => {
    await expect(open(1, tokenFor({ tripId: 1 }, { expiresIn: -5 })).synced).rejects.toThrow('token-expired');
  });

  it('refuses a token for another trip, a forged one and another kind of token', async () => {
    await expect(open(2, tokenFor({ tripId: 1 })).synced).rejects.toThrow('wrong-document');
    await expect(open(1, tokenFor({ tripId: 1 }), 'trips:1').synced).rejects.toThrow('wrong-document');
    const forged = tokenFor({ tripId: 1 }, { secret: 'not-the-secret-but-long-enough-to-sign-with' });
    await expect(open(1, forged).synced).rejects.toThrow('invalid-token');
    await expect(open(1, tokenFor({ tripId: 1 }, { audience: 'byway-session' })).synced).rejects.toThrow(
      'invalid-token',
    );
    await expect(open(1, tokenFor({ tripId: 1, role: 'admin' as never })).synced).rejects.toThrow(
      'invalid-token',
    );
  });

  it("lets a viewer watch every edit live but applies none of the viewer's", async () => {
    const owner = open(3, tokenFor({ tripId: 3 }));
    const viewer = open(3, tokenFor({ tripId: 3, userId: 'user-vic', role: 'viewer', name: 'Vic' }));
    await Promise.all([owner.synced, viewer.synced]);
    expect(viewer.provider.authorizedScope).toBe('readonly');
    expect(owner.provider.authorizedScope).toBe('read-write');

    addStop(owner.doc, arches, { day: 1 }, { who: 'Ana' });
    await until(() => stopsOf(viewer.doc).has('arches'), 'the viewer to see the new stop');

    renameStop(viewer.doc, 'arches', 'Renamed by a viewer', { who: 'Vic' });
    // An editor's rename reaches the others within milliseconds (the test below); give the viewer's ample time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = open(3, tokenFor({ tripId: 3, userId: 'user-eve', role: 'editor', name: 'Eve' }));
    await third.synced;
    expect(orderedDays(third.doc)[0]!.stops.map((stop) => stop.name)).toEqual(['Arches National Park']);
    expect(orderedDays(owner.doc)[0]!.stops.map((stop) => stop.name)).toEqual(['Arches National Park']);
    expect(viewer.provider.hasUnsyncedChanges).toBe(true);
  });

  it('lets an editor edit', async () => {
    const editor = open(4, tokenFor({ tripId: 4, userId: 'user-eve', role: 'editor', name: 'Eve' }));
    await editor.synced;
    const owner = open(4, tokenFor({ tripId: 4 }));
    await owner.synced;
    addStop(editor.doc, arches, { day: 1 }, { who: 'Eve' });
    await until(() => stopsOf(owner.doc).has('arches'), "the owner to see the editor's stop", 1_000);
    renameStop(editor.doc, 'arches', 'Arches NP', { who: 'Eve' });
    await until(() => orderedDays(owner.doc)[0]!.stops[0]!.name === 'Arches NP', 'the rename', 1_000);
    expect(editor.provider.hasUnsyncedChanges).toBe(false);
    expect(tripDocumentName(4)).toBe('trip:4');
  });
});
