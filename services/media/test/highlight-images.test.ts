import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  callSubgraph,
  callerFor,
  startJsonStandIn,
  startService,
  testMongoUri,
  type RunningService,
} from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import {
  createHighlightImages,
  generatedHighlightImage,
  highlightImageConfigSchema,
  type TripHighlightImage,
} from '../src/domain/highlight-images.js';

const svgOf = (dataUrl: string) => {
  const prefix = 'data:image/svg+xml;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
};

/** Well-formed enough for a browser: one root, balanced tags, no raw '<' or '&' in text. */
function expectWellFormedSvg(svg: string) {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  const text = svg.replace(/<[^<>]*>/g, '');
  expect(text).not.toMatch(/[<>]|&(?!(lt|gt|amp|quot|apos);)/);
}

/** A test double of Unsplash's search API (no network here): answers /search/photos as scripted. */
async function startUnsplashTestDouble(
  answer: (url: URL) => { status: number; body: unknown; delayMs?: number },
) {
  const requests: { url: URL; authorization: string | undefined }[] = [];
  const standIn = await startJsonStandIn((req) => {
    const url = new URL(req.url ?? '/', 'http://unsplash-test-double');
    requests.push({ url, authorization: req.headers.authorization });
    return answer(url);
  });
  return { ...standIn, requests };
}

const PHOTO = {
  alt_description: 'red rock arches under a blue sky',
  urls: { regular: 'https://images.example/moab?w=1080', small: 'https://images.example/moab?w=400' },
  user: { name: 'Ansel Example', links: { html: 'https://unsplash.example/@ansel' } },
};

describe('generated highlight artwork', () => {
  const moab = { endLocation: 'Moab, UT', theme: 'nature,photography' };

  it('is a small SVG data URL at 1200x675 and 400x225, with the spec alt and no photographer', () => {
    const image = generatedHighlightImage(moab);
    expect(image).toMatchObject({
      alt: 'Artwork for a road trip to Moab, UT',
      photographerName: null,
      photographerUrl: null,
      source: 'generated',
    });
    const full = svgOf(image.imageUrl);
    const thumb = svgOf(image.thumbnailUrl);
    expect(full).toContain('width="1200" height="675"');
    expect(thumb).toContain('width="400" height="225"');
    expect(full).toContain('Moab, UT');
    for (const url of [image.imageUrl, image.thumbnailUrl]) expect(url.length).toBeLessThan(4096);
    expectWellFormedSvg(full);
    expectWellFormedSvg(thumb);
  });

  it('gives the same picture for the same trip and another for another destination or themes', () => {
    const first = generatedHighlightImage(moab).imageUrl;
    expect(generatedHighlightImage({ ...moab }).imageUrl).toBe(first);
    expect(
      generatedHighlightImage({ endLocation: '  Moab, UT ', theme: 'nature, photography' }).imageUrl,
    ).toBe(first);
    const others = [
      generatedHighlightImage({ endLocation: 'Asheville, NC', theme: moab.theme }).imageUrl,
      generatedHighlightImage({ endLocation: 'Moab, UT', theme: 'foodie,music' }).imageUrl,
      generatedHighlightImage({ endLocation: 'Moab, UT', theme: null }).imageUrl,
    ];
    expect(new Set([first, ...others]).size).toBe(4);
  });

  it('escapes the destination for XML', () => {
    const image = generatedHighlightImage({ endLocation: `<Tom & Jerry's "Town">`, theme: 'history' });
    const svg = svgOf(image.imageUrl);
    expect(svg).toContain('&lt;Tom &amp; Jerry&apos;s &quot;Town&quot;&gt;');
    expect(svg).not.toContain('<Tom');
    expectWellFormedSvg(svg);
    expect(image.alt).toBe(`Artwork for a road trip to <Tom & Jerry's "Town">`);
  });

  it('stays valid and small for long names and every scene', () => {
    const destinations = ['Santa Cruz Beach', 'Sedona, AZ', 'Austin, TX', 'Asheville, NC', 'Denver, CO'];
    const themes = ['nature', 'wellness', 'spiritual', 'music', 'scenic-drives', ''];
    for (const endLocation of [...destinations, 'Llanfairpwllgwyngyll Village By The Long Long Sea']) {
      for (const theme of themes) {
        const image = generatedHighlightImage({ endLocation, theme });
        expect(image.imageUrl.length).toBeLessThan(4096);
        expectWellFormedSvg(svgOf(image.imageUrl));
      }
    }
  });
});

describe('Unsplash highlight photos', () => {
  let unsplash: Awaited<ReturnType<typeof startUnsplashTestDouble>> | undefined;
  afterEach(async () => {
    await unsplash?.close();
    unsplash = undefined;
  });

  const imagesAgainst = (url: string, extra: Record<string, string> = {}) =>
    createHighlightImages(
      highlightImageConfigSchema.parse({ UNSPLASH_ACCESS_KEY: 'test-key', UNSPLASH_API_URL: url, ...extra }),
    );

  it('searches one landscape photo for the destination and credits its photographer', async () => {
    unsplash = await startUnsplashTestDouble(() => ({ status: 200, body: { total: 1, results: [PHOTO] } }));
    const images = imagesAgainst(unsplash.url);
    const image = await images.forTrip({ endLocation: 'Moab, UT', theme: 'nature' });
    expect(image).toEqual<TripHighlightImage>({
      imageUrl: PHOTO.urls.regular,
      thumbnailUrl: PHOTO.urls.small,
      alt: 'red rock arches under a blue sky (Moab, UT)',
      photographerName: 'Ansel Example',
      photographerUrl: 'https://unsplash.example/@ansel?utm_source=byway&utm_medium=referral',
      source: 'unsplash',
    });
    const [request] = unsplash.requests;
    expect(request!.url.pathname).toBe('/search/photos');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      query: 'Moab, UT',
      per_page: '1',
      orientation: 'landscape',
    });
    expect(request!.authorization).toBe('Client-ID test-key');

    // Remembered per query: a second card for the same destination asks nothing.
    await images.forTrip({ endLocation: 'moab, ut', theme: 'history' });
    expect(unsplash.requests).toHaveLength(1);
  });

  it('falls back to the generated artwork on an error, a wrong answer, no results or a timeout', async () => {
    const trip = { endLocation: 'Moab, UT', theme: 'nature' };
    const generated = generatedHighlightImage(trip);
    const answers: Record<string, { status: number; body: unknown; delayMs?: number }> = {
      error: { status: 500, body: { errors: ['boom'] } },
      wrong: { status: 200, body: { results: [{ urls: {} }] } },
      none: { status: 200, body: { total: 0, results: [] } },
      slow: { status: 200, body: { results: [PHOTO] }, delayMs: 2000 },
    };
    for (const [name, answer] of Object.entries(answers)) {
      unsplash = await startUnsplashTestDouble(() => answer);
      const images = imagesAgainst(unsplash.url, { UNSPLASH_TIMEOUT_MS: '200' });
      const started = Date.now();
      expect(await images.forTrip(trip), name).toEqual(generated);
      expect(Date.now() - started).toBeLessThan(1500);
      await unsplash.close();
      unsplash = undefined;
    }
  });

  it('retries after a failure (failures are not remembered)', async () => {
    let calls = 0;
    unsplash = await startUnsplashTestDouble(() =>
      (calls += 1) === 1 ? { status: 503, body: {} } : { status: 200, body: { results: [PHOTO] } },
    );
    const images = imagesAgainst(unsplash.url);
    expect((await images.forTrip({ endLocation: 'Moab, UT' })).source).toBe('generated');
    expect((await images.forTrip({ endLocation: 'Moab, UT' })).source).toBe('unsplash');
  });

  it('never calls Unsplash without a key', async () => {
    unsplash = await startUnsplashTestDouble(() => ({ status: 200, body: { results: [PHOTO] } }));
    const images = createHighlightImages(
      highlightImageConfigSchema.parse({ UNSPLASH_API_URL: unsplash.url }),
    );
    expect((await images.forTrip({ endLocation: 'Moab, UT' })).source).toBe('generated');
    expect(unsplash.requests).toHaveLength(0);
  });
});

describe('Trip.highlightImage entity', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService(definition, testMongoUri(), { env: { UNSPLASH_ACCESS_KEY: '' } });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('resolves from the trip representation with its required fields', async () => {
    const query = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Trip {
      id highlightImage { imageUrl thumbnailUrl alt photographerName photographerUrl source } } } }`;
    const reps = [{ __typename: 'Trip', id: 7, endLocation: 'Moab, UT', theme: 'nature,photography' }];
    const result = await callSubgraph<{ _entities: { id: number; highlightImage: TripHighlightImage }[] }>(
      service.url,
      query,
      { reps },
      callerFor('alice'),
    );
    expect(result.errors).toBeUndefined();
    const [trip] = result.data!._entities;
    expect(trip!.id).toBe(7);
    expect(trip!.highlightImage).toEqual(
      generatedHighlightImage({ endLocation: 'Moab, UT', theme: 'nature,photography' }),
    );
  });
});
