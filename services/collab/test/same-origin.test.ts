import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStop, stopsOf } from '@byway/contracts/collab';
import { serveStatic } from '../../../deploy/local/static-server.mjs';
import { connect, startCollab, testDatabase, tokenFor, until, type TestServer } from './support.js';

/**
 * The browser reaches the collaboration service on the app's own origin: the front-end server (`npm start`,
 * the journeys) forwards /collab, WebSocket upgrade included, as it forwards /api to the gateway.
 */
describe('the collaboration service behind the front-end server', () => {
  let connection: Connection;
  let collab: TestServer;
  let front: { url: string; close: () => Promise<void> };
  let root: string;

  beforeAll(async () => {
    connection = await testDatabase('same_origin');
    collab = await startCollab({ connection });
    root = mkdtempSync(path.join(os.tmpdir(), 'byway-front-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Byway</title>');
    front = await serveStatic({
      root,
      port: 0,
      spa: true,
      websocketProxy: { prefixes: ['/collab'], target: `http://127.0.0.1:${collab.port}` },
    });
  });
  afterAll(async () => {
    await front?.close();
    await collab?.stop();
    await connection?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('carries two members’ live edits through /collab on the app’s origin', async () => {
    const url = `${front.url.replace(/^http/, 'ws')}/collab`;
    const ana = connect(url, 31, tokenFor({ tripId: 31 }));
    const ben = connect(url, 31, tokenFor({ tripId: 31, userId: 'user-ben', name: 'Ben' }));
    try {
      await Promise.all([ana.synced, ben.synced]);
      addStop(
        ana.doc,
        { id: 'arches', name: 'Arches', lat: 38.7, lng: -109.6, kind: 'planned' },
        { day: 1 },
        {
          who: 'Ana',
        },
      );
      await until(() => stopsOf(ben.doc).has('arches'), "Ben to see Ana's stop", 2_000);
    } finally {
      ana.close();
      ben.close();
    }
  });

  it('still serves the app beside it, and hands a plain request to /collab to the service, not the app', async () => {
    expect((await fetch(`${front.url}/trips/31`)).status).toBe(200);
    const health = await fetch(`${front.url}/collab`);
    expect(health.status).toBe(404);
  });
});
