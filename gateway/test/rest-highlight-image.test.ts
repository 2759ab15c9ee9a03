import { beforeAll, describe, expect, it } from 'vitest';
import { tripHighlightImageSchema } from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** GET /api/trips/{id}/highlight-image through the gateway: trips owns the trip, media draws its picture. */
describe('REST adapter: trip highlight image', () => {
  const { platform, ada, grace, anonymous } = platformSuite({ allSubgraphs: true });
  let tripId: number;

  beforeAll(async () => {
    const trip = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] };
    tripId = (await createTrip(platform, ada, trip)).id;
  });

  const get = (browser: Browser, id: number | string) =>
    platform.api(browser, `/api/trips/${id}/highlight-image`);

  it("answers the owner's trip with generated artwork as data URLs", async () => {
    const response = await get(ada, tripId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'alt',
      'imageUrl',
      'photographerName',
      'photographerUrl',
      'thumbnailUrl',
    ]);
    const image = tripHighlightImageSchema.parse(body);
    expect(image.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(image.thumbnailUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(image.alt).toBe('Artwork for a road trip to Moab, UT');
    expect(image.photographerName).toBeNull();
    expect(Buffer.from(image.imageUrl.split(',')[1]!, 'base64').toString('utf8')).toContain('Moab, UT');

    // The same trip always gets the same picture.
    const again = tripHighlightImageSchema.parse(await (await get(ada, tripId)).json());
    expect(again.imageUrl).toBe(image.imageUrl);
  });

  it("answers 404 for another traveller's trip and for a missing one", async () => {
    for (const [browser, id] of [
      [grace, tripId],
      [ada, 999_999],
    ] as const) {
      const response = await get(browser, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Trip not found' });
    }
  });

  it('answers 401 when signed out', async () => {
    const response = await get(anonymous, tripId);
    expect(response.status).toBe(401);
  });

  it('answers 400 for an id that is not a trip id', async () => {
    for (const bad of ['abc', '-1', '1.5']) {
      const response = await get(ada, bad);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });
});
