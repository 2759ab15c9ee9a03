import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, tripPacksResponseSchema, type TripPackCard } from '@byway/contracts/rest';
import { startPlatform, type Platform } from './support/platform.js';
import type { Browser } from './support/browser.js';

/** The trip-pack finder's results through the REST adapter, with the real discovery service and its packs. */
describe('REST adapter: GET /api/trip-packs', () => {
  let platform: Platform;
  let visitor: Browser;

  const packs = async (query: string): Promise<TripPackCard[]> => {
    const response = await platform.api(visitor, `/api/trip-packs${query}`);
    expect(response.status).toBe(200);
    return tripPacksResponseSchema.parse(await response.json());
  };
  const refused = async (query: string) => {
    const response = await platform.api(visitor, `/api/trip-packs${query}`);
    expect(response.status).toBe(400);
    return errorResponseSchema.parse(await response.json()).message;
  };

  beforeAll(async () => {
    platform = await startPlatform({ allSubgraphs: true });
    visitor = platform.browser();
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it("answers a signed-out visitor the packs matching all four choices, with the editors' honest figures", async () => {
    const found = await packs('?continent=north-america&country=usa&length=short&season=spring');
    expect(found.map((pack) => pack.title)).toContain("Utah's Mighty Five");
    for (const pack of found) {
      expect(pack).toMatchObject({
        continent: 'north-america',
        country: 'usa',
        durationCategory: 'short',
        bestSeason: 'spring',
        creator: 'Byway editors',
        isOfficial: true,
        // Nobody has reviewed them yet: no invented rating, count or price.
        rating: 0,
        reviews: 0,
        price: 0,
      });
      expect(pack.duration).toBeGreaterThanOrEqual(4);
      expect(pack.duration).toBeLessThanOrEqual(7);
      expect(pack.highlights.length).toBeGreaterThan(0);
    }
  });

  it('treats blank choices as not chosen and matches choices case-insensitively', async () => {
    const canada = await packs('?continent=NORTH-AMERICA&country=canada&length=&season=');
    expect(canada.length).toBeGreaterThanOrEqual(4);
    expect(new Set(canada.map((pack) => pack.country))).toEqual(new Set(['canada']));
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await packs('?continent=oceania&country=usa')).toEqual([]);
  });

  it('refuses a length or season outside the lists, and repeated values, with a 400', async () => {
    expect(await refused('?length=fortnight')).toMatch(/Trip length/);
    expect(await refused('?season=monsoon')).toMatch(/Season/);
    expect(await refused('?country=usa&country=canada')).toBeTruthy();
    expect(await refused(`?country=${'x'.repeat(51)}`)).toMatch(/at most 50/);
  });
});
