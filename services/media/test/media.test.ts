import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';

const QUERY = `query($filter: GeoTaggedImageFilter) { geoTaggedImages(filter: $filter) { id title category tags
  latitude longitude locationName city state views likes saves isPublic isFeatured createdAt } }`;

describe('media subgraph', () => {
  let service: RunningService;
  let url: string;

  const image = (id: number, minutesAgo: number, fields: Record<string, unknown>) => ({
    _id: id,
    imageUrl: `https://img.example/${id}.jpg`,
    title: `Photo ${id}`,
    category: 'nature',
    tags: [],
    latitude: 37.7,
    longitude: -119.5,
    locationName: 'Somewhere',
    views: 0,
    likes: 0,
    saves: 0,
    isPublic: true,
    isFeatured: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    updatedAt: new Date(),
    ...fields,
  });

  const titles = async (filter: Record<string, unknown> | null) => {
    const result = await callSubgraph<{ geoTaggedImages: Array<{ title: string }> }>(
      url,
      QUERY,
      { filter },
      callerFor(null),
    );
    expect(result.errors).toBeUndefined();
    return result.data!.geoTaggedImages.map((i) => i.title);
  };

  beforeAll(async () => {
    service = await startService(definition, testMongoUri());
    url = service.url;
    await service.connection.collection('geo_tagged_images').insertMany([
      image(1, 40, {
        title: 'Half Dome at dawn',
        locationName: 'Yosemite Valley',
        city: 'Yosemite',
        state: 'California',
        tags: ['granite', 'sunrise'],
      }),
      image(2, 30, {
        title: 'Street tacos',
        category: 'food',
        locationName: 'Mission District',
        city: 'San Francisco',
        state: 'California',
        description: 'Best al pastor (really)',
      }),
      image(3, 20, {
        title: 'Neon alley',
        category: 'street',
        locationName: 'Fremont Street',
        city: 'Las Vegas',
        state: 'Nevada',
        tags: ['Night', 'neon'],
      }),
      image(4, 10, {
        title: 'Private cabin',
        locationName: 'Tahoe',
        state: 'California',
        isPublic: false,
        userId: 'owner',
      }),
      image(5, 5, { title: 'Geyser (a+b)', locationName: 'Old Faithful', state: 'Wyoming' }),
    ] as never[]);
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('lists public images only, newest first', async () => {
    expect(await titles(null)).toEqual(['Geyser (a+b)', 'Neon alley', 'Street tacos', 'Half Dome at dawn']);
    expect(await titles({ category: '', location: ' ', search: null })).toHaveLength(4);
  });

  it('filters by exact category', async () => {
    expect(await titles({ category: 'food' })).toEqual(['Street tacos']);
    expect(await titles({ category: 'foo' })).toEqual([]);
  });

  it('matches location against place, city and state, ignoring case', async () => {
    expect(await titles({ location: 'california' })).toEqual(['Street tacos', 'Half Dome at dawn']);
    expect(await titles({ location: 'FREMONT' })).toEqual(['Neon alley']);
    expect(await titles({ location: 'las veg' })).toEqual(['Neon alley']);
  });

  it('searches title, description and tags', async () => {
    expect(await titles({ search: 'half dome' })).toEqual(['Half Dome at dawn']);
    expect(await titles({ search: 'PASTOR' })).toEqual(['Street tacos']);
    expect(await titles({ search: 'night' })).toEqual(['Neon alley']);
    expect(await titles({ search: 'sunrise', location: 'california', category: 'nature' })).toEqual([
      'Half Dome at dawn',
    ]);
  });

  it('treats typed text literally, never as a pattern', async () => {
    expect(await titles({ search: '(a+b)' })).toEqual(['Geyser (a+b)']);
    expect(await titles({ search: '(really)' })).toEqual(['Street tacos']);
    expect(await titles({ search: '.*' })).toEqual([]);
    expect(await titles({ location: '^' })).toEqual([]);
  });

  it('rejects oversized filters', async () => {
    const result = await callSubgraph(url, QUERY, { filter: { search: 'x'.repeat(201) } }, callerFor(null));
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('resolves image entities, private ones only for their owner', async () => {
    const query = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on GeoTaggedImage { id title } } }`;
    const reps = [
      { __typename: 'GeoTaggedImage', id: 1 },
      { __typename: 'GeoTaggedImage', id: 4 },
    ];
    expect((await callSubgraph(url, query, { reps }, callerFor(null))).data).toEqual({
      _entities: [{ id: 1, title: 'Half Dome at dawn' }, null],
    });
    expect((await callSubgraph(url, query, { reps }, callerFor('owner'))).data).toEqual({
      _entities: [
        { id: 1, title: 'Half Dome at dawn' },
        { id: 4, title: 'Private cabin' },
      ],
    });
  });

  it('refuses calls without the internal token', async () => {
    expect((await callSubgraph(url, QUERY, {}, null)).status).toBe(401);
  });
});
