import http from 'node:http';
import type { AddressInfo } from 'node:net';
import exifr from 'exifr';
import piexif from 'piexifjs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_SCOPE, INTERNAL_TOKEN_HEADER, type Caller } from '@byway/kit';
import { callSubgraph, callerFor, internalHeaders } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { useService } from '@byway/kit/testing/vitest';

/** A real JPEG with EXIF GPS (Yosemite Valley, southern and western hemispheres as negative refs) and a date. */
async function jpegWithExif(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const exif = piexif.dump({
    '0th': { [piexif.ImageIFD.Make]: 'TestCam' },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2024:06:01 07:30:00' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(37.7459),
      [piexif.GPSIFD.GPSLongitudeRef]: 'W',
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(119.5332),
    },
  });
  return Buffer.from(piexif.insert(exif, plain.toString('binary')), 'binary');
}

const FIELDS = {
  title: 'Valley view',
  category: 'nature',
  locationName: 'Yosemite Valley',
  tags: 'granite, , sunrise',
};

describe('photo upload, files, likes, saves, views and deletion', () => {
  let base: string;
  const reported: Array<{ action: string; relatedId: string; userId: string | null }> = [];
  let users: http.Server;

  const as = (userId: string | null): Caller => callerFor(userId);
  const internal = (path: string, caller: Caller, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        ...(init.headers ?? {}),
        ...internalHeaders(caller),
      },
    });
  const upload = (caller: Caller, fields: Record<string, unknown>, bytes: Buffer) =>
    internal('/internal/geo-tagged-images/upload', caller, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields, fileBase64: bytes.toString('base64') }),
    });
  const gql = <T>(query: string, variables: Record<string, unknown>, userId: string | null) =>
    callSubgraph<T>(service.url, query, variables, as(userId));
  const count = (collection: string) => service.connection.collection(collection).countDocuments();

  beforeAll(async () => {
    // A stand-in users service that records what the media service reports.
    users = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { variables } = JSON.parse(body) as {
          variables: { input: { action: string; relatedId: string } };
        };
        const token = req.headers[INTERNAL_TOKEN_HEADER] as string;
        const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub?: string };
        reported.push({ ...variables.input, userId: sub.sub ?? null });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { recordActivity: { awarded: 20 } } }));
      });
    });
    await new Promise<void>((resolve) => users.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => users?.close(resolve));
  });
  const service = useService(definition, () => ({
    env: { USERS_URL: `http://127.0.0.1:${(users.address() as AddressInfo).port}/graphql` },
  }));
  beforeAll(() => {
    base = service.url.replace(/\/graphql$/, '');
  });
  beforeEach(() => {
    reported.length = 0;
  });

  it('stores an uploaded JPEG with a thumbnail in GridFS, fills the position and date from EXIF and serves both without EXIF', async () => {
    const original = await jpegWithExif();
    expect((await exifr.gps(original)).latitude).toBeCloseTo(37.7459, 3);

    const response = await upload(as('ana'), FIELDS, original);
    expect(response.status).toBe(201);
    const image = (await response.json()) as Record<string, unknown> & { id: number };
    expect(image).toMatchObject({
      userId: 'ana',
      title: 'Valley view',
      tags: ['granite', 'sunrise'],
      imageUrl: `/api/geo-tagged-images/${image.id}/image`,
      thumbnailUrl: `/api/geo-tagged-images/${image.id}/thumbnail`,
      isPublic: true,
      dateTaken: expect.stringMatching(/^2024-06-01T/) as unknown,
    });
    expect(image.latitude).toBeCloseTo(37.7459, 4);
    expect(image.longitude).toBeCloseTo(-119.5332, 4);
    expect(reported).toEqual([{ action: 'photo_shared', relatedId: String(image.id), userId: 'ana' }]);

    const served = await internal(`/internal/geo-tagged-images/${image.id}/image`, as(null));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/public/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await exifr.parse(bytes)).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(800);

    const thumbnail = await internal(`/internal/geo-tagged-images/${image.id}/thumbnail`, as('bo'));
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(thumbMeta.width).toBe(480);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('keeps the position the traveller typed over the one in the file', async () => {
    const response = await upload(
      as('ana'),
      { ...FIELDS, latitude: '36.1', longitude: -115.2 },
      await jpegWithExif(),
    );
    const image = (await response.json()) as { latitude: number; longitude: number };
    expect([image.latitude, image.longitude]).toEqual([36.1, -115.2]);
  });

  it('refuses what is not an image, an empty file, a missing field or a photo without a position, storing nothing', async () => {
    const images = await count('geo_tagged_images');
    const files = await count('geo_tagged_image_files.files');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cases: Array<[Record<string, unknown>, Buffer, RegExp]> = [
      [FIELDS, Buffer.from('GIF89a not really a picture'), /not a JPEG, PNG or WebP/],
      [
        FIELDS,
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200, 7)]),
        /not a JPEG, PNG or WebP/,
      ],
      [FIELDS, Buffer.alloc(0), /empty/],
      [{ ...FIELDS, title: '  ' }, await jpegWithExif(), /Title is required/],
      [{ ...FIELDS, category: 'selfies' }, await jpegWithExif(), /Category must be one of nature/],
      [FIELDS, png, /Latitude is required/],
      [{ ...FIELDS, latitude: 'north', longitude: 1 }, png, /Latitude must be a decimal number/],
    ];
    for (const [fields, bytes, message] of cases) {
      const response = await upload(as('ana'), fields, bytes);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(await count('geo_tagged_images')).toBe(images);
    expect(await count('geo_tagged_image_files.files')).toBe(files);
    expect(reported).toEqual([]);
  });

  it('asks visitors to sign in before uploading', async () => {
    const response = await upload(as(null), FIELDS, await jpegWithExif());
    expect(response.status).toBe(401);
  });

  it("takes the partners' JSON payload with an https imageUrl", async () => {
    const result = await gql<{ createGeoTaggedImage: { id: number; imageUrl: string; thumbnailUrl: null } }>(
      `mutation($input: GeoTaggedImageInput!) { createGeoTaggedImage(input: $input) { id imageUrl thumbnailUrl } }`,
      {
        input: {
          ...FIELDS,
          tags: ['a'],
          latitude: 1.5,
          longitude: 2.5,
          imageUrl: 'https://img.example/p.jpg',
        },
      },
      'cy',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createGeoTaggedImage).toMatchObject({
      imageUrl: 'https://img.example/p.jpg',
      thumbnailUrl: null,
    });
    const refused = await gql(
      `mutation($input: GeoTaggedImageInput!) { createGeoTaggedImage(input: $input) { id } }`,
      { input: { ...FIELDS, tags: [], latitude: 1.5, longitude: 2.5, imageUrl: 'javascript:alert(1)' } },
      'cy',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts a like once per traveller, toggles it back, and does the same for saves', async () => {
    const { id } = (await (await upload(as('ana'), FIELDS, await jpegWithExif())).json()) as { id: number };
    const like = (userId: string) =>
      gql<{ likeGeoTaggedImage: { active: boolean; image: { likes: number; likedByMe: boolean } } }>(
        `mutation($id: Int!) { likeGeoTaggedImage(id: $id) { active image { likes likedByMe } } }`,
        { id },
        userId,
      ).then((r) => r.data!.likeGeoTaggedImage);
    expect(await like('bo')).toEqual({ active: true, image: { likes: 1, likedByMe: true } });
    expect(await like('cy')).toEqual({ active: true, image: { likes: 2, likedByMe: true } });
    expect(await like('bo')).toEqual({ active: false, image: { likes: 1, likedByMe: false } });
    expect(await like('bo')).toEqual({ active: true, image: { likes: 2, likedByMe: true } });

    const save = await gql<{
      saveGeoTaggedImage: { active: boolean; image: { saves: number; savedByMe: boolean } };
    }>(
      `mutation($id: Int!) { saveGeoTaggedImage(id: $id) { active image { saves savedByMe } } }`,
      { id },
      'bo',
    );
    expect(save.data!.saveGeoTaggedImage).toEqual({ active: true, image: { saves: 1, savedByMe: true } });

    const list = await gql<{
      geoTaggedImages: Array<{ id: number; likedByMe: boolean; savedByMe: boolean }>;
    }>(`{ geoTaggedImages { id likedByMe savedByMe } }`, {}, 'bo');
    expect(list.data!.geoTaggedImages.find((image) => image.id === id)).toEqual({
      id,
      likedByMe: true,
      savedByMe: true,
    });
    const anonymous = await gql(
      `mutation($id: Int!) { likeGeoTaggedImage(id: $id) { active } }`,
      { id },
      null,
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts a view once per traveller per day', async () => {
    const { id } = (await (await upload(as('ana'), FIELDS, await jpegWithExif())).json()) as { id: number };
    const view = (userId: string) =>
      gql<{ viewGeoTaggedImage: number }>(
        `mutation($id: Int!) { viewGeoTaggedImage(id: $id) }`,
        { id },
        userId,
      ).then((r) => r.data!.viewGeoTaggedImage);
    expect(await view('bo')).toBe(1);
    expect(await view('bo')).toBe(1);
    expect(await view('cy')).toBe(2);
  });

  it('shows private photos to their owner only', async () => {
    const response = await upload(
      as('dee'),
      { ...FIELDS, title: 'My secret spot', isPublic: 'false' },
      await jpegWithExif(),
    );
    const { id } = (await response.json()) as { id: number };
    expect(reported).toEqual([]);
    const titles = async (userId: string | null) =>
      (
        await gql<{ geoTaggedImages: Array<{ title: string }> }>(`{ geoTaggedImages { title } }`, {}, userId)
      ).data!.geoTaggedImages.map((image) => image.title);
    expect(await titles('dee')).toContain('My secret spot');
    expect(await titles('bo')).not.toContain('My secret spot');
    expect(await titles(null)).not.toContain('My secret spot');
    expect((await internal(`/internal/geo-tagged-images/${id}/image`, as('bo'))).status).toBe(404);
    const own = await internal(`/internal/geo-tagged-images/${id}/image`, as('dee'));
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toMatch(/private/);
    const like = await gql(`mutation($id: Int!) { likeGeoTaggedImage(id: $id) { active } }`, { id }, 'bo');
    expect(like.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lets travellers delete their own photos with their files, never another traveller's", async () => {
    const { id } = (await (await upload(as('ana'), FIELDS, await jpegWithExif())).json()) as { id: number };
    const files = service.connection.collection('geo_tagged_image_files.files');
    const stored = await files.find({ filename: { $in: [`${id}/image`, `${id}/thumbnail`] } }).toArray();
    expect(stored).toHaveLength(2);
    const chunks = service.connection.collection('geo_tagged_image_files.chunks');
    expect(await chunks.countDocuments({ files_id: stored[0]!._id })).toBeGreaterThan(0);
    const remove = (userId: string) =>
      gql<{ deleteGeoTaggedImage: boolean }>(
        `mutation($id: Int!) { deleteGeoTaggedImage(id: $id) }`,
        { id },
        userId,
      );
    expect((await remove('bo')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await remove('ana')).data).toEqual({ deleteGeoTaggedImage: true });
    expect(await files.countDocuments({ filename: `${id}/image` })).toBe(0);
    expect(await files.countDocuments({ filename: `${id}/thumbnail` })).toBe(0);
    for (const file of stored) expect(await chunks.countDocuments({ files_id: file._id })).toBe(0);
    expect((await internal(`/internal/geo-tagged-images/${id}/image`, as('ana'))).status).toBe(404);
    expect((await remove('ana')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('finds public photos near a route, nearest first, leaving out private ones and far ones', async () => {
    const share = async (title: string, latitude: number, longitude: number, isPublic = true) =>
      gql(
        `mutation($input: GeoTaggedImageInput!) { createGeoTaggedImage(input: $input) { id } }`,
        {
          input: {
            ...FIELDS,
            tags: [],
            title,
            latitude,
            longitude,
            isPublic,
            imageUrl: `https://img.example/${encodeURIComponent(title)}.jpg`,
          },
        },
        'eve',
      );
    await share('Moab arch', 38.5797, -109.6199);
    await share('Moab town', 38.5733, -109.5498);
    await share('Moab secret', 38.58, -109.6, false);
    await share('Denver skyline', 39.7392, -104.9903);
    const near = await gql<{ geoTaggedImagesNear: Array<{ title: string }> }>(
      `query($points: [GeoPointInput!]!) { geoTaggedImagesNear(points: $points) { title } }`,
      {
        points: [
          { latitude: 38.58, longitude: -109.62 },
          { latitude: 40.0, longitude: -111.0 },
        ],
      },
      'bo',
    );
    expect(near.data!.geoTaggedImagesNear.map((image) => image.title)).toEqual(['Moab arch', 'Moab town']);
    const bad = await gql(
      `query($points: [GeoPointInput!]!) { geoTaggedImagesNear(points: $points) { title } }`,
      { points: [{ latitude: 91, longitude: 0 }] },
      null,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("takes a deleted traveller's likes, saves and views off other photos' counters", async () => {
    const { id } = (await (await upload(as('ana'), FIELDS, await jpegWithExif())).json()) as { id: number };
    await gql(`mutation($id: Int!) { likeGeoTaggedImage(id: $id) { active } }`, { id }, 'gone');
    await gql(`mutation($id: Int!) { saveGeoTaggedImage(id: $id) { active } }`, { id }, 'gone');
    await gql(`mutation($id: Int!) { viewGeoTaggedImage(id: $id) }`, { id }, 'gone');
    await gql(`mutation($id: Int!) { likeGeoTaggedImage(id: $id) { active } }`, { id }, 'stays');
    const deleted = await callSubgraph(
      service.url,
      `mutation { deleteMediaAccountData }`,
      {},
      callerFor('gone', { scopes: [ACCOUNT_DELETE_SCOPE] }),
    );
    expect(deleted.errors).toBeUndefined();
    const counts = await gql<{ geoTaggedImage: { likes: number; saves: number; views: number } }>(
      `query($id: Int!) { geoTaggedImage(id: $id) { likes saves views } }`,
      { id },
      'stays',
    );
    expect(counts.data!.geoTaggedImage).toEqual({ likes: 1, saves: 0, views: 0 });
  });
});
