import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../../deploy/local/test-env.mjs';
import { errorResponseSchema } from '@byway/contracts/rest';
import { INTERNAL_TOKEN_HEADER, RATE_LIMIT_RULES, signInternalToken } from '@byway/kit';
import { callerFor } from '@byway/kit/testing';
import { UPLOADS_BUSY, UPLOADS_IN_FLIGHT } from '../../services/media/src/http/image-routes.js';
import { TEST_SECRET } from './support/platform.js';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const FIELDS = {
  title: 'Arches at dawn',
  category: 'nature',
  latitude: '38.7331',
  longitude: '-109.5925',
  locationName: 'Arches National Park',
};

/** Issue 18, item 3: the photo budget through the REST adapter, for the multipart upload and the JSON create. */
describe('REST adapter: the per-traveller photo budget', () => {
  const { platform, ada, grace } = platformSuite({
    allSubgraphs: true,
    rateLimits: JSON.stringify({ ...JSON.parse(TEST_RATE_LIMITS), photoUpload: { limit: 2 } }),
  });

  const upload = (browser: Browser) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(FIELDS)) body.append(key, value);
    body.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
    return platform.api(browser, '/api/geo-tagged-images/upload', { method: 'POST', body });
  };
  const expectBudgetSpent = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorResponseSchema.parse(await response.json()).message).toBe(
      RATE_LIMIT_RULES.photoUpload.message,
    );
  };

  it("answers 429 with Retry-After and the rule's message past the budget, on both paths, and not for another traveller", async () => {
    expect((await upload(ada)).status).toBe(201);
    expect((await upload(ada)).status).toBe(201);

    await expectBudgetSpent(await upload(ada));
    await expectBudgetSpent(
      await platform.api(ada, '/api/geo-tagged-images', {
        method: 'POST',
        json: { ...FIELDS, imageUrl: 'https://example.com/arches.jpg' },
      }),
    );
    const mine = await platform.api(ada, '/api/geo-tagged-images');
    expect(((await mine.json()) as unknown[]).length).toBe(2);

    expect((await upload(grace)).status).toBe(201);
  });

  it("passes on the media service's 503 and Retry-After when it takes as many uploads as it may", async () => {
    // Uploads whose bodies are still arriving at the media service hold its places.
    const media = new URL(platform.services.media!.url);
    const held = Array.from({ length: UPLOADS_IN_FLIGHT }, () => {
      const request = http.request({
        host: media.hostname,
        port: media.port,
        method: 'POST',
        path: '/internal/geo-tagged-images/upload',
        headers: {
          'content-type': 'application/json',
          'content-length': String(1024 * 1024),
          [INTERNAL_TOKEN_HEADER]: signInternalToken(callerFor('slow'), TEST_SECRET),
        },
      });
      request.on('error', () => undefined);
      request.write('{"fields":{},"fileBase64":"');
      return request;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const busy = await upload(grace);
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorResponseSchema.parse(await busy.json()).message).toBe(UPLOADS_BUSY);
    } finally {
      for (const request of held) request.destroy();
    }
  });
});
