import { afterAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { packDistance, packDistanceKm } from '../src/data-access/trip-pack-seed.js';

interface Card {
  id: number;
  title: string;
  creator: string | null;
  isOfficial: boolean;
  rating: number;
  reviews: number;
  likes: number;
  durationCategory: string | null;
  duration: number;
  distance: string | null;
}
const QUERY = `query($filter: TripPackFilter) {
  tripPacks(filter: $filter) { id title creator isOfficial rating reviews likes durationCategory duration distance }
}`;

/** The authored packs stored at start: stable ids per slug, and travellers' figures never overwritten. */
describe('discovery: authored trip packs at start', () => {
  const running: RunningService[] = [];
  const dbSuffix = `seed_${Math.random().toString(36).slice(2, 8)}`;
  const start = async () => {
    const service = await startService(definition, testMongoUri(), { dbSuffix });
    running.push(service);
    return service;
  };
  const canada = async (service: RunningService) => {
    const result = await callSubgraph<{ tripPacks: Card[] }>(
      service.url,
      QUERY,
      { filter: { continent: 'north-america', country: 'canada' } },
      callerFor(null),
    );
    expect(result.errors).toBeUndefined();
    return result.data!.tripPacks;
  };
  afterAll(async () => {
    await Promise.all(running.map((service) => service.stop()));
  });

  it("stores every pack as Byway editors' with no rating, reviews or likes, in its length band", async () => {
    const packs = await canada(await start());
    expect(packs.length).toBeGreaterThanOrEqual(4);
    for (const pack of packs) {
      expect(pack).toMatchObject({
        creator: 'Byway editors',
        isOfficial: true,
        rating: 0,
        reviews: 0,
        likes: 0,
      });
    }
    // Canada signs its roads in km.
    for (const pack of packs) expect(pack.distance).toMatch(/^About [\d,]+ km \(estimate\)$/);
    const weekend = packs.find((pack) => pack.duration <= 3)!;
    expect(weekend.durationCategory).toBe('weekend');
  });

  it('keeps each pack its id and its travellers’ figures when the service starts again', async () => {
    const [first] = running;
    const before = await canada(first!);
    const pack = before[0]!;
    await first!.connection
      .collection('trip_packs')
      .updateOne({ _id: pack.id as never }, { $set: { rating: 4, reviews: 1 } });

    const after = await canada(await start());
    expect(after.map((p) => [p.title, p.id]).sort()).toEqual(before.map((p) => [p.title, p.id]).sort());
    expect(after.find((p) => p.id === pack.id)).toMatchObject({ rating: 4, reviews: 1 });
  });
});

describe("a pack's distance", () => {
  it("sums the straight lines between its stops times the planner's road factor, labelled an estimate", () => {
    // Quebec City to Baie-Saint-Paul: about 88 km in a straight line, times 1.3 at that length: 71 miles, shown to the ten.
    const stops = [
      { lat: 46.8119, lng: -71.2047 },
      { lat: 47.442, lng: -70.499 },
    ];
    expect(packDistance(stops)).toBe('About 70 mi (estimate)');
    expect(packDistance(stops, 'km')).toBe('About 110 km (estimate)');
    expect(packDistanceKm(stops)).toBeCloseTo(114, -1);
    expect(packDistance(stops.slice(0, 1))).toBeNull();
  });
});
