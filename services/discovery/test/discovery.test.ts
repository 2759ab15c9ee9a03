import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';

interface Continent {
  id: string;
  name: string;
  countries: Array<{ id: string; name: string }>;
}

describe('discovery subgraph', () => {
  let service: RunningService;
  let url: string;

  beforeAll(async () => {
    // These tests store their own packs; the authored ones are tested in trip-pack-data.test.ts.
    service = await startService(definition, testMongoUri(), { env: { TRIP_PACKS_SEED: 'off' } });
    url = service.url;
  });
  afterAll(async () => {
    await service?.stop();
  });

  describe('trip-pack finder continents', () => {
    let continents: Continent[];
    beforeAll(async () => {
      const result = await callSubgraph<{ tripPackContinents: Continent[] }>(
        url,
        '{ tripPackContinents { id name countries { id name } } }',
        {},
        callerFor(null),
      );
      continents = result.data!.tripPackContinents;
    });

    it('offers the six continents in the finder order', () => {
      expect(continents.map((c) => c.id)).toEqual([
        'north-america',
        'south-america',
        'europe',
        'asia',
        'africa',
        'oceania',
      ]);
    });

    it('lists exactly the North American countries of the spec', () => {
      expect(continents[0]!.countries).toEqual([
        { id: 'usa', name: 'United States' },
        { id: 'canada', name: 'Canada' },
        { id: 'mexico', name: 'Mexico' },
        { id: 'costa-rica', name: 'Costa Rica' },
        { id: 'guatemala', name: 'Guatemala' },
        { id: 'belize', name: 'Belize' },
      ]);
    });

    it('has the spec’s country counts, with unique kebab-case ids', () => {
      expect(Object.fromEntries(continents.map((c) => [c.id, c.countries.length]))).toEqual({
        'north-america': 6,
        'south-america': 9,
        europe: 15,
        asia: 13,
        africa: 11,
        oceania: 7,
      });
      const ids = continents.flatMap((c) => c.countries.map((country) => country.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    });
  });

  describe('trip packs', () => {
    const QUERY = `query($filter: TripPackFilter) { tripPacks(filter: $filter) { id title continent country durationCategory bestSeason price rating highlights photos isOfficial } }`;
    const pack = (id: number, fields: Record<string, unknown>) => ({
      _id: id,
      title: `Pack ${id}`,
      theme: 'scenic-drives',
      duration: 5,
      highlights: [],
      photos: [],
      likes: 0,
      reviews: 0,
      price: 0,
      rating: 0,
      tripCount: 0,
      isOfficial: false,
      stops: [],
      createdAt: new Date(),
      ...fields,
    });
    const titles = async (filter: Record<string, unknown> | null) => {
      const result = await callSubgraph<{ tripPacks: Array<{ title: string }> }>(
        url,
        QUERY,
        { filter },
        callerFor(null),
      );
      expect(result.errors).toBeUndefined();
      return result.data!.tripPacks.map((p) => p.title);
    };

    it('answers an empty list when there are no packs', async () => {
      expect(await titles({ continent: 'europe' })).toEqual([]);
    });

    it('filters on each choice that was made and ignores blank ones', async () => {
      await service.connection.collection('trip_packs').insertMany([
        pack(1, {
          continent: 'north-america',
          country: 'usa',
          durationCategory: 'short',
          bestSeason: 'fall',
          rating: 4.5,
        }),
        pack(2, {
          continent: 'north-america',
          country: 'usa',
          durationCategory: 'weekend',
          bestSeason: 'fall',
          rating: 4.9,
        }),
        pack(3, {
          continent: 'north-america',
          country: 'canada',
          durationCategory: 'short',
          bestSeason: 'summer',
        }),
        pack(4, {
          continent: 'europe',
          country: 'france',
          durationCategory: 'medium',
          bestSeason: 'spring',
          isOfficial: true,
        }),
      ] as never[]);

      expect(await titles(null)).toEqual(['Pack 4', 'Pack 2', 'Pack 1', 'Pack 3']);
      expect(await titles({ continent: 'north-america', country: '', length: ' ', season: null })).toEqual([
        'Pack 2',
        'Pack 1',
        'Pack 3',
      ]);
      expect(
        await titles({ continent: 'north-america', country: 'usa', length: 'short', season: 'fall' }),
      ).toEqual(['Pack 1']);
      expect(await titles({ season: 'summer' })).toEqual(['Pack 3']);
      expect(await titles({ continent: 'asia' })).toEqual([]);
    });

    it('answers the nearest packs and how they differ when nothing matches exactly (issue 21)', async () => {
      const nearest = async (filter: Record<string, string>) => {
        const result = await callSubgraph<{
          nearestTripPacks: Array<{ differences: string[]; pack: { title: string } }>;
        }>(
          url,
          'query($filter: TripPackFilter) { nearestTripPacks(filter: $filter) { differences pack { title } } }',
          { filter },
          callerFor(null),
        );
        expect(result.errors).toBeUndefined();
        return result.data!.nearestTripPacks.map(({ pack, differences }) => [pack.title, ...differences]);
      };
      // Packs 1-4 of the test above: the chosen country first (fewer differences first), then next door.
      expect(
        await nearest({ continent: 'north-america', country: 'usa', length: 'weekend', season: 'winter' }),
      ).toEqual([
        ['Pack 2', 'Best in fall, not winter'],
        ['Pack 1', '5 days, not a weekend', 'Best in fall, not winter'],
        ['Pack 3', 'In Canada, next door', '5 days, not a weekend', 'Best in summer, not winter'],
      ]);
      expect(
        await nearest({ continent: 'north-america', country: 'usa', length: 'short', season: 'fall' }),
      ).toEqual([]);
    });

    it('rejects oversized filter values', async () => {
      const result = await callSubgraph(url, QUERY, { filter: { country: 'x'.repeat(51) } }, callerFor(null));
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('resolves TripPack entities', async () => {
      const result = await callSubgraph(
        url,
        `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on TripPack { id title } } }`,
        {
          reps: [
            { __typename: 'TripPack', id: 4 },
            { __typename: 'TripPack', id: 99 },
          ],
        },
        callerFor(null),
      );
      expect(result.data).toEqual({ _entities: [{ id: 4, title: 'Pack 4' }, null] });
    });
  });

  it('refuses calls without the internal token', async () => {
    const result = await callSubgraph(url, '{ tripPackContinents { id } }', {}, null);
    expect(result.status).toBe(401);
  });
});
