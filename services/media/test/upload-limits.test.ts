import http from 'node:http';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../../../deploy/local/test-env.mjs';
import { RATE_LIMIT_RULES } from '@byway/kit';
import { callSubgraph, callerFor, internalHeaders } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { MAX_PIXELS } from '../src/domain/image-processing.js';
import { UPLOADS_BUSY, UPLOADS_IN_FLIGHT } from '../src/http/image-routes.js';
import { useService } from '@byway/kit/testing/vitest';

const FIELDS = {
  title: 'Big sky',
  category: 'nature',
  locationName: 'Monument Valley',
  latitude: '36.998',
  longitude: '-110.098',
};

const CREATE = `mutation ($input: GeoTaggedImageInput!) { createGeoTaggedImage(input: $input) { id } }`;

/** Issue 18, item 3: decompression bombs are refused from their header; each traveller has a photo budget. */
describe('photo uploads: pixel limit and per-traveller budget', () => {
  const budget = 3;
  const service = useService(definition, {
    env: {
      // No users service here: the 'could not report the activity' warnings are expected.
      LOG_LEVEL: 'error',
      RATE_LIMITS: JSON.stringify({ ...JSON.parse(TEST_RATE_LIMITS), photoUpload: { limit: budget } }),
    },
  });
  let base: string;

  const upload = (userId: string, bytes: Buffer) =>
    fetch(`${base}/internal/geo-tagged-images/upload`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...internalHeaders(callerFor(userId)),
      },
      body: JSON.stringify({ fields: FIELDS, fileBase64: bytes.toString('base64') }),
    });
  const stored = async () => ({
    images: await service.connection.collection('geo_tagged_images').countDocuments(),
    files: await service.connection
      .collection('geo_tagged_image_files.files')
      .countDocuments()
      .catch(() => 0),
  });
  const small = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();

  beforeAll(() => {
    base = service.url.replace(/\/graphql$/, '');
  });

  it('refuses a 10000 x 10000 JPEG (a few hundred KB) from its header with a plain message, storing nothing', async () => {
    // The attack's file: small on the wire, 300 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await stored();
    const rssBefore = process.memoryUsage().rss;

    const response = await upload('bomb-ana', bomb);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message:
        'The photo is 10000 x 10000 pixels; photos of up to 50 megapixels are accepted. Please upload a smaller copy.',
    });
    // Never decoded: decoding alone would take 300 MB in this process (the service runs in-process).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
    expect(await stored()).toEqual(before);
  });

  it('refuses a PNG bomb the same way', async () => {
    const bomb = await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload('bomb-bea', bomb);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^The photo is 12000 x 9000 pixels; photos of up to 50 megapixels are accepted/,
    );
  });

  it('takes a photo at the limit (8192 x 6144, a 50 MP phone camera) and keeps its size', async () => {
    expect(MAX_PIXELS).toBe(8192 * 6144);
    const photo = await sharp({ create: { width: 8192, height: 6144, channels: 3, background: '#48a' } })
      .jpeg()
      .toBuffer();
    const response = await upload('big-cam', photo);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const served = await fetch(`${base}/internal/geo-tagged-images/${id}/image`, {
      headers: internalHeaders(callerFor(null)),
    });
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([8192, 6144]);
  });

  it('takes a few uploads at once per process and answers the next 503 with Retry-After before reading it, then takes uploads again', async () => {
    // Uploads whose bodies are still arriving: each holds a place, as a large file being read does.
    const { port } = new URL(base);
    const vouched = internalHeaders(callerFor('slow'));
    const held = Array.from({ length: UPLOADS_IN_FLIGHT }, () => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/internal/geo-tagged-images/upload',
        headers: {
          'content-type': 'application/json',
          'content-length': String(1024 * 1024),
          ...vouched,
        },
      });
      request.on('error', () => undefined);
      request.write('{"fields":{},"fileBase64":"');
      return request;
    });
    try {
      // The held requests reach the service before the one that is turned away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const busy = await upload('eager', await small());
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await busy.json()).toEqual({ message: UPLOADS_BUSY });
    } finally {
      for (const request of held) request.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await upload('eager', await small())).status).toBe(201);
  });

  it("answers 429 with Retry-After and the rule's message past the budget, for uploads and linked images, leaving other travellers free", async () => {
    const bytes = await small();
    for (let i = 0; i < budget; i++) expect((await upload('keen', bytes)).status).toBe(201);
    const before = await stored();

    const refused = await upload('keen', bytes);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: RATE_LIMIT_RULES.photoUpload.message });

    // The partners' GraphQL create spends the same budget.
    const linked = await callSubgraph(
      service.url,
      CREATE,
      { input: { ...FIELDS, latitude: 36.998, longitude: -110.098, imageUrl: 'https://example.com/a.jpg' } },
      callerFor('keen'),
    );
    expect(linked.errors?.[0]).toMatchObject({
      message: RATE_LIMIT_RULES.photoUpload.message,
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) as unknown },
    });
    expect(await stored()).toEqual(before);

    // Another traveller's budget is their own.
    expect((await upload('calm', bytes)).status).toBe(201);
  });
});
