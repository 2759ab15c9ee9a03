import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@byway/kit';
import { testMongoUri } from '@byway/kit/testing';
import { IdempotencyRecords, recordId } from '../src/idempotency/records.js';

/** Issue 18.9: the records behind Idempotency-Key, read and written directly. */
describe('idempotency records', () => {
  const records = new IdempotencyRecords(
    testMongoUri(),
    createLogger('test', 'silent'),
    'byway_gateway_test',
  );
  afterAll(() => records.close());
  const id = () => recordId('traveller', `k-${Math.random()}`);

  it('frees a released key for the next try (a 429 or a 503 wrote nothing)', async () => {
    const key = id();
    expect(await records.claim(key, 'f', 60_000)).toEqual({ kind: 'claimed' });
    expect((await records.claim(key, 'f', 60_000)).kind).toBe('in-progress');
    await records.release(key);
    expect(await records.claim(key, 'f', 60_000)).toEqual({ kind: 'claimed' });
  });

  it('takes over a claim whose request outlived its lock (its gateway stopped mid-way)', async () => {
    const key = id();
    const start = new Date('2026-01-01T00:00:00Z');
    expect(await records.claim(key, 'f', 1_000, start)).toEqual({ kind: 'claimed' });
    expect((await records.claim(key, 'f', 1_000, new Date(start.getTime() + 500))).kind).toBe('in-progress');
    expect(await records.claim(key, 'f', 1_000, new Date(start.getTime() + 2_000))).toEqual({
      kind: 'claimed',
    });
  });

  it('forgets an answer after a day', async () => {
    const key = id();
    const start = new Date();
    await records.claim(key, 'f', 1_000, start);
    await records.complete(key, { status: 201, contentType: null, location: null, body: '{}' });
    expect((await records.claim(key, 'f', 1_000, start)).kind).toBe('replay');
    const nextDay = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    expect(await records.claim(key, 'f', 1_000, nextDay)).toEqual({ kind: 'claimed' });
  });
});
