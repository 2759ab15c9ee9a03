import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  priceAlertListResponseSchema,
  priceAlertSchema,
  tripMemoryListResponseSchema,
  tripMemorySchema,
} from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** The memories and price alerts panels through the REST adapter, with the real trips and users services. */
const { platform, ada, grace, anonymous } = platformSuite();
let adasTrip: number;
let gracesTrip: number;

const post = (browser: Browser, path: string, json?: unknown) =>
  platform.api(browser, path, { method: 'POST', ...(json === undefined ? {} : { json }) });
const createTwoDayTrip = async (browser: Browser) =>
  (
    await createTrip(platform, browser, {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
    })
  ).id;
/** A 400 whose message and issues name the field. */
const expectBadField = async (response: Response, field: string) => {
  expect(response.status).toBe(400);
  const body = errorResponseSchema.parse(await response.json());
  expect(body.message).toContain(field);
  expect(body.issues?.map((issue) => issue.path)).toContain(field);
};

beforeAll(async () => {
  adasTrip = await createTwoDayTrip(ada);
  gracesTrip = await createTwoDayTrip(grace);
});

describe('REST adapter: memories', () => {
  describe('POST /api/trips/{id}/memories', () => {
    const memories = (id: number | string = adasTrip) => `/api/trips/${id}/memories`;

    it('saves a rating memory with the default rating of 5, and a given rating', async () => {
      const response = await post(ada, memories(), {
        stopName: 'Arches National Park',
        memoryType: 'rating',
        content: 'Delicate Arch at sunset',
      });
      expect(response.status).toBe(201);
      const memory = tripMemorySchema.parse(await response.json());
      expect(memory).toMatchObject({
        tripId: adasTrip,
        stopName: 'Arches National Park',
        memoryType: 'rating',
        content: 'Delicate Arch at sunset',
        rating: 5,
        photoUrl: null,
      });
      const rated = await post(ada, memories(), { stopName: 'Moab', memoryType: 'rating', rating: '4' });
      expect(rated.status).toBe(201);
      expect(tripMemorySchema.parse(await rated.json()).rating).toBe(4);
    });

    it('ignores the rating for other types and keeps the photo address of a photo', async () => {
      const cases = [
        {
          sent: {
            stopName: 'Green River',
            memoryType: 'note',
            content: 'Melons!',
            rating: 0,
            photoUrl: 'not a url',
          },
          saved: { memoryType: 'note', content: 'Melons!', rating: null, photoUrl: null },
        },
        {
          sent: {
            stopName: 'Arches National Park',
            memoryType: 'photo',
            content: '',
            rating: 5,
            photoUrl: 'https://example.com/arch.jpg',
          },
          saved: {
            memoryType: 'photo',
            content: null,
            rating: null,
            photoUrl: 'https://example.com/arch.jpg',
          },
        },
      ];
      for (const { sent, saved } of cases) {
        const response = await post(ada, memories(), sent);
        expect(response.status).toBe(201);
        expect(tripMemorySchema.parse(await response.json())).toMatchObject(saved);
      }
    });

    it('answers 400 naming the field for bad input', async () => {
      await expectBadField(await post(ada, memories(), { memoryType: 'note' }), 'stopName');
      await expectBadField(
        await post(ada, memories(), { stopName: 'Moab', memoryType: 'selfie' }),
        'memoryType',
      );
      await expectBadField(
        await post(ada, memories(), { stopName: 'Moab', memoryType: 'rating', rating: 6 }),
        'rating',
      );
      await expectBadField(
        await post(ada, memories(), {
          stopName: 'Moab',
          memoryType: 'photo',
          photoUrl: 'ftp://example.com/a',
        }),
        'photoUrl',
      );
      expect((await post(ada, memories('abc'), { stopName: 'Moab', memoryType: 'note' })).status).toBe(400);
    });

    it("answers another traveller's trip as not found, and a signed-out caller with 401", async () => {
      const other = await post(grace, memories(), { stopName: 'Moab', memoryType: 'note' });
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Trip not found' });
      const missing = await post(ada, memories(999_999), { stopName: 'Moab', memoryType: 'note' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Trip not found' });
      expect((await post(anonymous, memories(), { stopName: 'Moab', memoryType: 'note' })).status).toBe(401);
    });
  });

  describe('GET /api/trips/{id}/memories', () => {
    it("lists the trip's memories, newest first", async () => {
      const response = await platform.api(ada, `/api/trips/${adasTrip}/memories`);
      expect(response.status).toBe(200);
      const list = tripMemoryListResponseSchema.parse(await response.json());
      expect(list).toHaveLength(4);
      expect(list.every((memory) => memory.tripId === adasTrip)).toBe(true);
      expect(list[0]?.memoryType).toBe('photo');
      const empty = await platform.api(grace, `/api/trips/${gracesTrip}/memories`);
      expect(tripMemoryListResponseSchema.parse(await empty.json())).toEqual([]);
    });

    it("is a 404 for another traveller's trip, 400 for a bad id and 401 when signed out", async () => {
      const other = await platform.api(grace, `/api/trips/${adasTrip}/memories`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Trip not found' });
      expect((await platform.api(ada, '/api/trips/0/memories')).status).toBe(400);
      expect((await platform.api(anonymous, `/api/trips/${adasTrip}/memories`)).status).toBe(401);
    });
  });
});

describe('REST adapter: price alerts', () => {
  describe('POST /api/price-alerts', () => {
    const alert = (overrides: Record<string, unknown> = {}) => ({
      tripId: adasTrip,
      stopName: 'Moab',
      itemType: 'accommodation',
      itemName: 'Red Cliffs Lodge',
      targetPrice: 149.99,
      priceUrl: 'https://example.com/book',
      ...overrides,
    });

    it('creates an active alert with no current price yet', async () => {
      const response = await post(ada, '/api/price-alerts', alert());
      expect(response.status).toBe(201);
      expect(priceAlertSchema.parse(await response.json())).toMatchObject({
        tripId: adasTrip,
        stopName: 'Moab',
        itemType: 'accommodation',
        itemName: 'Red Cliffs Lodge',
        targetPrice: 149.99,
        currentPrice: null,
        lastChecked: null,
        priceUrl: 'https://example.com/book',
        isActive: true,
      });
      const fromText = await post(
        ada,
        '/api/price-alerts',
        alert({ targetPrice: '89.5', itemType: 'activity', priceUrl: '' }),
      );
      expect(fromText.status).toBe(201);
      expect(priceAlertSchema.parse(await fromText.json())).toMatchObject({
        targetPrice: 89.5,
        itemType: 'activity',
        priceUrl: null,
      });
    });

    it('answers 400 naming the field for bad input', async () => {
      await expectBadField(await post(ada, '/api/price-alerts', alert({ stopName: '' })), 'stopName');
      await expectBadField(await post(ada, '/api/price-alerts', alert({ itemName: undefined })), 'itemName');
      await expectBadField(await post(ada, '/api/price-alerts', alert({ itemType: 'flight' })), 'itemType');
      for (const targetPrice of [0, -1, 'abc', '10.005', undefined])
        await expectBadField(await post(ada, '/api/price-alerts', alert({ targetPrice })), 'targetPrice');
      await expectBadField(
        await post(ada, '/api/price-alerts', alert({ priceUrl: 'javascript:x' })),
        'priceUrl',
      );
      await expectBadField(await post(ada, '/api/price-alerts', alert({ tripId: 'x' })), 'tripId');
    });

    it("answers another traveller's trip as not found, and a signed-out caller with 401", async () => {
      const other = await post(grace, '/api/price-alerts', alert());
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Trip not found' });
      expect((await post(ada, '/api/price-alerts', alert({ tripId: 999_999 }))).status).toBe(404);
      expect((await post(anonymous, '/api/price-alerts', alert())).status).toBe(401);
    });
  });

  describe('GET /api/price-alerts', () => {
    it("lists only the caller's alerts", async () => {
      const graces = await post(grace, '/api/price-alerts', {
        tripId: gracesTrip,
        stopName: 'Moab',
        itemType: 'attraction',
        itemName: 'Jeep tour',
        targetPrice: 60,
      });
      expect(graces.status).toBe(201);
      const mine = priceAlertListResponseSchema.parse(
        await (await platform.api(ada, '/api/price-alerts')).json(),
      );
      expect(mine).toHaveLength(2);
      expect(mine.every((item) => item.tripId === adasTrip)).toBe(true);
      const theirs = priceAlertListResponseSchema.parse(
        await (await platform.api(grace, '/api/price-alerts')).json(),
      );
      expect(theirs.map((item) => [item.tripId, item.itemName])).toEqual([[gracesTrip, 'Jeep tour']]);
    });

    it('is a 401 when signed out', async () => {
      const response = await platform.api(anonymous, '/api/price-alerts');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    });
  });
});
