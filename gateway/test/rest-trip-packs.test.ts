import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  myTripPackReviewSchema,
  tripDetailSchema,
  tripPackReviewSchema,
  tripPackReviewsResponseSchema,
  tripPacksResponseSchema,
  nearestTripPacksResponseSchema,
  userStatsResponseSchema,
  type TripPackCard,
} from '@byway/contracts/rest';
import { ACTIVITY_POINTS } from '@byway/contracts/rules';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** The trip-pack finder's results through the REST adapter, with the real discovery service and its packs. */
describe('REST adapter: GET /api/trip-packs', () => {
  const { platform, anonymous: visitor } = platformSuite({ allSubgraphs: true, signedUp: [] });

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

  it('answers the nearest packs and how each differs when nothing matches exactly (issue 21)', async () => {
    expect(await packs('?continent=africa&country=namibia&season=spring')).toEqual([]);
    const response = await platform.api(
      visitor,
      '/api/trip-packs/nearest?continent=africa&country=namibia&season=spring',
    );
    expect(response.status).toBe(200);
    const nearest = nearestTripPacksResponseSchema.parse(await response.json());
    const rows = nearest.map(({ pack, differences }) => [pack.title, ...differences]);
    // Namibia in another season first, then next door.
    expect(rows.slice(0, 2).map(([, ...differences]) => differences)).toEqual(
      expect.arrayContaining([['Best in fall, not spring'], ['Best in winter, not spring']]),
    );
    expect(rows[2]).toEqual(['Cape Town and the Garden Route', 'In South Africa, next door']);
    const exact = await platform.api(visitor, '/api/trip-packs/nearest?continent=africa&country=namibia');
    expect(await exact.json()).toEqual([]);
  });

  it('refuses a length or season outside the lists, and repeated values, with a 400', async () => {
    expect(await refused('?length=fortnight')).toMatch(/Trip length/);
    expect(await refused('?season=monsoon')).toMatch(/Season/);
    expect(await refused('?country=usa&country=canada')).toBeTruthy();
    expect(await refused(`?country=${'x'.repeat(51)}`)).toMatch(/at most 50/);
  });
});

/** The finder's 'View Details': a trip that follows the pack, through the REST adapter and the real services. */
describe('REST adapter: POST /api/trips/from-pack', () => {
  const { platform, ada, grace } = platformSuite({ allSubgraphs: true });
  let utah: TripPackCard;

  const payload = (pack: TripPackCard, overrides: Record<string, unknown> = {}) => ({
    tripPackId: pack.id,
    title: pack.title,
    startLocation: pack.startLocation,
    endLocation: pack.endLocation,
    totalDays: pack.duration,
    themes: [pack.theme],
    season: 'spring',
    accommodationType: 'flexible',
    partySize: 2,
    budget: 'moderate',
    ...overrides,
  });
  const fromPack = (browser: Browser, json: unknown) =>
    platform.api(browser, '/api/trips/from-pack', { method: 'POST', json });

  beforeAll(async () => {
    const response = await platform.api(ada, '/api/trip-packs?country=usa&length=short&season=spring');
    utah = tripPacksResponseSchema
      .parse(await response.json())
      .find((p) => p.title === "Utah's Mighty Five")!;
  });

  it("creates the traveller's trip following the pack's stops day by day, with nights in real towns", async () => {
    const response = await fromPack(ada, payload(utah));
    expect(response.status).toBe(201);
    const trip = tripDetailSchema.parse(await response.json());
    expect(trip).toMatchObject({
      title: "Utah's Mighty Five",
      startLocation: 'Las Vegas, NV',
      endLocation: 'Moab, UT',
      totalDays: 7,
      travelPartySize: 2,
      budget: 'moderate',
      accommodationType: 'flexible',
      season: 'spring',
    });
    const detail = await platform.api(ada, `/api/trips/${trip.id}`);
    expect(detail.status).toBe(200);
    const { stops } = tripDetailSchema.parse(await detail.json());
    const onDay = (day: number) => stops.filter((stop) => stop.dayNumber === day).map((stop) => stop.name);
    expect(onDay(1)).toContain('Zion National Park');
    expect(onDay(2)).toContain('Bryce Canyon National Park');
    expect(onDay(6)).toContain('Delicate Arch, Arches National Park');
    expect(onDay(7).slice(0, 2)).toEqual([
      'Mesa Arch, Canyonlands National Park',
      'Dead Horse Point State Park',
    ]);
    for (const day of [1, 2, 3, 4, 5, 6]) {
      expect(stops.filter((stop) => stop.dayNumber === day).at(-1)?.category).toBe('lodging');
    }
    // Another traveller cannot open it.
    expect((await platform.api(grace, `/api/trips/${trip.id}`)).status).toBe(404);

    // 'Generate New Itinerary' keeps following the pack.
    const regenerated = await platform.api(ada, `/api/trips/${trip.id}/regenerate`, { method: 'POST' });
    expect(regenerated.status).toBe(200);
    const again = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${trip.id}`)).json());
    expect(again.stops.filter((stop) => stop.dayNumber === 1).map((stop) => stop.name)).toContain(
      'Zion National Park',
    );
  });

  it("re-bases the pack on the traveller's city with 'Start from my city', there and back, and keeps it so", async () => {
    const response = await fromPack(ada, payload(utah, { startFrom: 'Denver, CO' }));
    expect(response.status).toBe(201);
    const trip = tripDetailSchema.parse(await response.json());
    expect(trip).toMatchObject({ startLocation: 'Denver, CO', endLocation: 'Denver, CO' });
    const { stops, totalDays } = tripDetailSchema.parse(
      await (await platform.api(ada, `/api/trips/${trip.id}`)).json(),
    );
    // Two days to reach Las Vegas, the pack's seven days, then the drive home.
    const dayOf = (name: string) => stops.find((stop) => stop.name === name)?.dayNumber;
    expect(dayOf('Zion National Park')).toBe(3);
    expect(dayOf('Dead Horse Point State Park')).toBe(9);
    expect(totalDays).toBeGreaterThanOrEqual(10);
    expect(Math.max(...stops.map((stop) => stop.dayNumber))).toBe(totalDays);
    expect(stops.at(-1)?.name).toMatch(/^Arrive in Denver/);

    const regenerated = await platform.api(ada, `/api/trips/${trip.id}/regenerate`, { method: 'POST' });
    expect(regenerated.status).toBe(200);
    const again = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${trip.id}`)).json());
    expect(again.stops.find((stop) => stop.name === 'Zion National Park')?.dayNumber).toBe(3);

    const nowhere = await fromPack(ada, payload(utah, { startFrom: 'Qwzxv Nowhere' }));
    expect(nowhere.status).toBe(400);
    expect(errorResponseSchema.parse(await nowhere.json()).message).toMatch(/Qwzxv Nowhere/);
    const island = await fromPack(ada, payload(utah, { startFrom: 'Honolulu, HI' }));
    expect(island.status).toBe(400);
    expect(errorResponseSchema.parse(await island.json()).message).toMatch(/no road trip/);
  });

  it("answers 404 'Trip pack not found' for an unknown pack", async () => {
    const response = await fromPack(ada, payload(utah, { tripPackId: 987654 }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Trip pack not found' });
  });

  it('refuses a bad payload with a 400 and a signed-out visitor with a 401', async () => {
    const bad = await fromPack(ada, payload(utah, { tripPackId: 'utah' }));
    expect(bad.status).toBe(400);
    expect(errorResponseSchema.parse(await bad.json()).message).toMatch(/tripPackId/);
    const season = await fromPack(ada, payload(utah, { season: 'monsoon' }));
    expect(season.status).toBe(400);
    const signedOut = await fromPack(platform.browser(), payload(utah));
    expect(signedOut.status).toBe(401);
  });
});

/** Reviews: only a traveller who made a trip from the pack rates it; the pack's figures come from reviews. */
describe('REST adapter: trip-pack reviews', () => {
  const { platform, ada, grace } = platformSuite({ allSubgraphs: true });
  let pack: TripPackCard;

  const review = (browser: Browser, id: number | string, json: unknown) =>
    platform.api(browser, `/api/trip-packs/${id}/reviews`, { method: 'POST', json });
  const card = async () => {
    const response = await platform.api(platform.browser(), '/api/trip-packs?country=canada&length=weekend');
    return tripPacksResponseSchema.parse(await response.json()).find((p) => p.id === pack.id)!;
  };

  beforeAll(async () => {
    const response = await platform.api(ada, '/api/trip-packs?country=canada&length=weekend');
    pack = tripPacksResponseSchema.parse(await response.json())[0]!;
  });

  it('refuses a review before the traveller made a trip from the pack, and signed-out callers', async () => {
    const mine = await platform.api(ada, `/api/trip-packs/${pack.id}/my-review`);
    expect(myTripPackReviewSchema.parse(await mine.json())).toEqual({ canReview: false, review: null });
    const refused = await review(ada, pack.id, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Make a trip from this pack before reviewing it' });
    expect((await review(platform.browser(), pack.id, { rating: 5 })).status).toBe(401);
    expect((await review(ada, 987654, { rating: 5 })).status).toBe(404);
  });

  it("lets a traveller who made a trip from it rate and edit one review; the pack's figures follow", async () => {
    const made = await platform.api(ada, '/api/trips/from-pack', {
      method: 'POST',
      json: { tripPackId: pack.id, title: pack.title, themes: [pack.theme], season: 'winter' },
    });
    expect(made.status).toBe(201);
    const points = async () =>
      userStatsResponseSchema.parse(await (await platform.api(ada, '/api/user-stats')).json()).totalPoints;
    const before = await points();
    expect((await review(ada, pack.id, { rating: 0 })).status).toBe(400);
    expect((await review(ada, pack.id, { rating: 4.5 })).status).toBe(400);

    const first = await review(ada, pack.id, { rating: 4, comment: '  Lovely in the snow.  ' });
    expect(first.status).toBe(200);
    expect(tripPackReviewSchema.parse(await first.json())).toMatchObject({
      rating: 4,
      comment: 'Lovely in the snow.',
      mine: true,
    });
    expect(await card()).toMatchObject({ rating: 4, reviews: 1 });
    // Writing it is reported to the users service once (editing it earns nothing more).
    expect(await points()).toBe(before + ACTIVITY_POINTS.review_written);

    const edited = await review(ada, pack.id, { rating: 2, comment: '' });
    expect(tripPackReviewSchema.parse(await edited.json())).toMatchObject({ rating: 2, comment: null });
    expect(await card()).toMatchObject({ rating: 2, reviews: 1 });
    expect(await points()).toBe(before + ACTIVITY_POINTS.review_written);

    // Anyone reads the reviews; nobody is named, and it is not Grace's.
    const listed = await platform.api(grace, `/api/trip-packs/${pack.id}/reviews`);
    const reviews = tripPackReviewsResponseSchema.parse(await listed.json());
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ rating: 2, mine: false });
    expect((await review(grace, pack.id, { rating: 1 })).status).toBe(403);
    const adas = await platform.api(ada, `/api/trip-packs/${pack.id}/my-review`);
    expect(myTripPackReviewSchema.parse(await adas.json())).toMatchObject({
      canReview: true,
      review: { rating: 2 },
    });
  });

  it('answers 400 for a pack id that is not a number', async () => {
    expect((await platform.api(ada, '/api/trip-packs/abc/reviews')).status).toBe(400);
  });
});
