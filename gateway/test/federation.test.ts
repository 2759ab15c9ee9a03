import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './support/platform.js';

describe('the supergraph over all five real subgraphs', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ allSubgraphs: true });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('is ready when every subgraph is', async () => {
    expect(Object.keys(platform.services).sort()).toEqual(['ai', 'discovery', 'media', 'trips', 'users']);
    const response = await fetch(`${platform.url}/readyz`);
    expect(await response.json()).toEqual({
      status: 'ready',
      subgraphs: { users: 'ready', trips: 'ready', discovery: 'ready', media: 'ready', ai: 'ready' },
    });
    expect(response.status).toBe(200);
  });

  it('routes one operation to several subgraphs', async () => {
    const response = await platform.api(platform.browser(), '/graphql', {
      method: 'POST',
      json: {
        query:
          '{ me { id } tripThemes { id } tripPackContinents { id } geoTaggedImages { id } plannerInfo { mode } }',
      },
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data?.me).toBeNull();
    expect((body.data?.tripThemes as unknown[]).length).toBe(16);
    expect((body.data?.tripPackContinents as unknown[]).length).toBe(6);
    expect(Array.isArray(body.data?.geoTaggedImages)).toBe(true);
  });
});
