import { describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  geoTaggedImageListResponseSchema,
  geoTaggedImageReactionResponseSchema,
  geoTaggedImageSchema,
  geoTaggedImageViewResponseSchema,
  userStatsResponseSchema,
} from '@byway/contracts/rest';
import { signUp } from './support/platform.js';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const FIELDS = {
  title: 'Fremont at night',
  category: 'street',
  latitude: '36.1699',
  longitude: '-115.1398',
  locationName: 'Fremont Street',
  city: 'Las Vegas',
  state: 'Nevada',
  tags: 'neon, night',
  timeOfDay: 'night',
};

/** Photo discovery through the REST adapter, with the real users and media services. */
const { platform, ada, grace, anonymous } = platformSuite({ allSubgraphs: true });

const form = (fields: Record<string, string>, file: Buffer | null = PNG, name = 'photo.png') => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  return body;
};
const upload = (browser: Browser, body: FormData) =>
  platform.api(browser, '/api/geo-tagged-images/upload', { method: 'POST', body });
const post = (browser: Browser, path: string, json?: unknown) =>
  platform.api(browser, path, { method: 'POST', ...(json === undefined ? {} : { json }) });
const expect400 = async (response: Response, message: RegExp) => {
  expect(response.status).toBe(400);
  expect(errorResponseSchema.parse(await response.json()).message).toMatch(message);
};
const list = async (browser: Browser, query = '') => {
  const response = await platform.api(browser, `/api/geo-tagged-images${query}`);
  expect(response.status).toBe(200);
  return geoTaggedImageListResponseSchema.parse(await response.json());
};

describe('REST adapter: /api/geo-tagged-images: uploads and shared photos', () => {
  it('uploads a photo (multipart), lists it with its filters and serves its files', async () => {
    const response = await upload(ada, form(FIELDS));
    expect(response.status).toBe(201);
    const image = geoTaggedImageSchema.parse(await response.json());
    expect(image).toMatchObject({
      title: 'Fremont at night',
      category: 'street',
      latitude: 36.1699,
      longitude: -115.1398,
      tags: ['neon', 'night'],
      likes: 0,
      mine: true,
      imageUrl: `/api/geo-tagged-images/${image.id}/image`,
      thumbnailUrl: `/api/geo-tagged-images/${image.id}/thumbnail`,
    });

    expect((await list(anonymous)).map((i) => i.id)).toContain(image.id);
    expect(
      (await list(grace, '?category=street&location=las%20vegas&search=NEON')).map((i) => i.id),
    ).toContain(image.id);
    expect((await list(grace, '?category=food')).map((i) => i.id)).not.toContain(image.id);

    const file = await platform.api(anonymous, image.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toMatch(/public/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const thumbnail = await platform.api(anonymous, image.thumbnailUrl!);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it("counts a shared public photo in the traveller's stats (photo_shared), a private one not", async () => {
    const traveller = platform.browser();
    await signUp(platform, traveller);
    const stats = async () =>
      userStatsResponseSchema.parse(await (await platform.api(traveller, '/api/user-stats')).json())
        .photosShared;
    expect(await stats()).toBe(0);
    expect((await upload(traveller, form({ ...FIELDS, isPublic: 'false' }))).status).toBe(201);
    expect(await stats()).toBe(0);
    expect((await upload(traveller, form(FIELDS))).status).toBe(201);
    expect(await stats()).toBe(1);
  });

  it('refuses a file that is not an image, a missing file, a missing field and a bad filter with a 400', async () => {
    const before = (await list(ada)).length;
    await expect400(
      await upload(ada, form(FIELDS, Buffer.from('<svg/>'), 'photo.png')),
      /not a JPEG, PNG or WebP/,
    );
    await expect400(await upload(ada, form(FIELDS, null)), /Choose a photo/);
    await expect400(await upload(ada, form({ ...FIELDS, locationName: '' })), /Location name is required/);
    await expect400(await upload(ada, form({ ...FIELDS, latitude: '' })), /Latitude is required/);
    await expect400(await upload(ada, form(FIELDS, Buffer.alloc(0))), /empty/);
    await expect400(await post(ada, '/api/geo-tagged-images/upload', FIELDS), /multipart/);
    await expect400(
      await platform.api(ada, `/api/geo-tagged-images?search=${'x'.repeat(201)}`),
      /at most 200 characters/,
    );
    expect((await list(ada)).length).toBe(before);
  });

  it('refuses a file over 10 MB with a 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    await expect400(await upload(ada, form(FIELDS, big)), /larger than 10 MB/);
  });

  it("takes the partners' JSON payload with an https imageUrl", async () => {
    const response = await post(ada, '/api/geo-tagged-images', {
      ...FIELDS,
      latitude: 36.1,
      longitude: -115.1,
      tags: ['neon'],
      imageUrl: 'https://images.example.org/fremont.jpg',
    });
    expect(response.status).toBe(201);
    expect(geoTaggedImageSchema.parse(await response.json())).toMatchObject({
      imageUrl: 'https://images.example.org/fremont.jpg',
      thumbnailUrl: null,
    });
    await expect400(await post(ada, '/api/geo-tagged-images', { ...FIELDS, imageUrl: 'ftp://x' }), /https/);
    await expect400(await post(ada, '/api/geo-tagged-images', { ...FIELDS }), /Image URL is required/);
  });
});

describe('REST adapter: /api/geo-tagged-images: reactions, sign-in and ownership', () => {
  it('counts a like once per traveller and toggles it; saves alike; a view once a day', async () => {
    const { id } = geoTaggedImageSchema.parse(await (await upload(ada, form(FIELDS))).json());
    const like = async (browser: Browser) =>
      geoTaggedImageReactionResponseSchema.parse(
        await (await post(browser, `/api/geo-tagged-images/${id}/like`)).json(),
      );
    expect(await like(grace)).toMatchObject({ active: true, image: { likes: 1, likedByMe: true } });
    expect(await like(grace)).toMatchObject({ active: false, image: { likes: 0, likedByMe: false } });
    expect(await like(grace)).toMatchObject({ active: true, image: { likes: 1 } });
    expect(await like(ada)).toMatchObject({ active: true, image: { likes: 2 } });
    const save = await post(grace, `/api/geo-tagged-images/${id}/save`);
    expect(geoTaggedImageReactionResponseSchema.parse(await save.json())).toMatchObject({
      active: true,
      image: { saves: 1, savedByMe: true },
    });
    const view = async () =>
      geoTaggedImageViewResponseSchema.parse(
        await (await post(grace, `/api/geo-tagged-images/${id}/view`)).json(),
      );
    expect(await view()).toEqual({ views: 1 });
    expect(await view()).toEqual({ views: 1 });
  });

  it('refuses uploads and likes sent from another site, storing nothing', async () => {
    const before = (await list(ada)).length;
    const crossSite = await platform.api(ada, '/api/geo-tagged-images/upload', {
      method: 'POST',
      body: form(FIELDS),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await list(ada)).length).toBe(before);
    const { id } = (await list(ada))[0]!;
    const like = await platform.api(grace, `/api/geo-tagged-images/${id}/like`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(like.status).toBe(403);
  });

  it('asks signed-out callers to sign in for every change', async () => {
    const { id } = (await list(ada))[0]!;
    for (const response of [
      await upload(anonymous, form(FIELDS)),
      await post(anonymous, '/api/geo-tagged-images', { ...FIELDS, imageUrl: 'https://a.example/b.jpg' }),
      await post(anonymous, `/api/geo-tagged-images/${id}/like`),
      await post(anonymous, `/api/geo-tagged-images/${id}/save`),
      await post(anonymous, `/api/geo-tagged-images/${id}/view`),
      await platform.api(anonymous, `/api/geo-tagged-images/${id}`, { method: 'DELETE' }),
    ])
      expect(response.status).toBe(401);
  });

  it("keeps private photos and deletion to their owner: another traveller's ids are 404", async () => {
    const response = await upload(ada, form({ ...FIELDS, title: 'Our campsite', isPublic: 'false' }));
    const secret = geoTaggedImageSchema.parse(await response.json());
    expect(secret.isPublic).toBe(false);
    expect((await list(ada)).map((i) => i.title)).toContain('Our campsite');
    expect((await list(grace)).map((i) => i.title)).not.toContain('Our campsite');
    expect((await platform.api(grace, secret.imageUrl)).status).toBe(404);
    expect((await post(grace, `/api/geo-tagged-images/${secret.id}/like`)).status).toBe(404);
    expect(
      (await platform.api(grace, `/api/geo-tagged-images/${secret.id}`, { method: 'DELETE' })).status,
    ).toBe(404);

    const { id: publicId } = geoTaggedImageSchema.parse(await (await upload(ada, form(FIELDS))).json());
    expect(
      (await platform.api(grace, `/api/geo-tagged-images/${publicId}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await platform.api(ada, `/api/geo-tagged-images/${publicId}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await platform.api(ada, `/api/geo-tagged-images/${publicId}/image`)).status).toBe(404);
    expect((await post(ada, '/api/geo-tagged-images/abc/like')).status).toBe(400);
    expect((await post(ada, '/api/geo-tagged-images/999999/like')).status).toBe(404);
  });
});
