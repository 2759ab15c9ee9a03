import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import {
  connectDatabase,
  createIdPool,
  createLogger,
  isDatabaseReady,
  nextSequence,
  reserveSequence,
} from '../src/index.js';
import { testMongoUri } from '../src/testing/index.js';

describe('database plumbing against a real FerretDB', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectDatabase(
      testMongoUri(),
      `byway_kit_${Date.now()}`,
      createLogger('kit', 'silent'),
    );
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('reports ready once connected', () => {
    expect(isDatabaseReady(connection)).toBe(true);
  });

  it('hands out increasing numeric ids per counter, also under concurrency', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => nextSequence(connection, 'trips')));
    expect(new Set(ids).size).toBe(10);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
    // Later ids are new ones (FerretDB's non-atomic $inc may leave the counter below an id a racing caller
    // won, so ids are unique, not strictly in creation order); one after another they increase.
    const next = await nextSequence(connection, 'trips');
    expect(ids).not.toContain(next);
    expect(await nextSequence(connection, 'trips')).toBeGreaterThan(next);
    expect(await nextSequence(connection, 'memories')).toBe(1);
  });

  it('reserves blocks of ids that never overlap single ids or other blocks, also under concurrency', async () => {
    const blocks = await Promise.all([
      reserveSequence(connection, 'stops', 30),
      reserveSequence(connection, 'stops', 30),
      nextSequence(connection, 'stops').then((id) => [id]),
      reserveSequence(connection, 'stops', 5),
    ]);
    const all = blocks.flat();
    expect(all).toHaveLength(66);
    expect(new Set(all).size).toBe(66);
    for (const block of blocks) expect([...block].sort((a, b) => a - b)).toEqual(block);
    // The counter moved past every reserved id: the next single id is new.
    expect(all).not.toContain(await nextSequence(connection, 'stops'));
  });

  it('keeps ids unique when many callers reserve blocks at once', async () => {
    const worker = async () => {
      const ids: number[] = [];
      for (let i = 0; i < 10; i++) {
        ids.push(await nextSequence(connection, 'busy'), ...(await reserveSequence(connection, 'busy', 21)));
      }
      return ids;
    };
    const all = (await Promise.all(Array.from({ length: 6 }, worker))).flat();
    expect(all).toHaveLength(6 * 10 * 22);
    expect(new Set(all).size).toBe(all.length);
  });

  it('hands out unique ids from a reserved pool, also to many concurrent callers and two pools', async () => {
    const first = createIdPool(connection, 'pooled', 7);
    const second = createIdPool(connection, 'pooled', 7);
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? first() : second())));
    expect(new Set(ids).size).toBe(50);
    // A single id taken the ordinary way never repeats one from a pool.
    expect(ids).not.toContain(await nextSequence(connection, 'pooled'));
  });

  it('skips ids claimed by someone else inside a reserved block', async () => {
    await connection.collection<{ _id: string }>('counter_claims').insertOne({ _id: 'gaps:3' });
    const ids = await reserveSequence(connection, 'gaps', 5);
    expect(ids.slice(0, 4)).toEqual([1, 2, 4, 5]);
    expect(ids).toHaveLength(5);
    expect(ids[4]).toBeGreaterThan(5);
  });

  it('fails fast with a readable message when the server cannot be reached', async () => {
    await expect(
      connectDatabase('mongodb://127.0.0.1:1/', 'nowhere', createLogger('kit', 'silent')),
    ).rejects.toThrow(/Cannot reach the database at mongodb:\/\/127\.0\.0\.1:1\//);
  }, 15_000);
});
