import { describe, expect, it } from 'vitest';
import { mapTilesSchema } from '@byway/contracts/rest';
import { loadGatewayConfig } from '../src/config.js';
import { platformSuite } from './support/platform-suite.js';

// Issue 21: the maps draw tiles only from the tile server the operator configured (MAP_TILE_URL); without
// one they draw the bundled offline basemap alone.
describe('GET /api/map-tiles with no tile server configured', () => {
  const { platform } = platformSuite({ signedUp: [] });

  it('answers nulls to anyone, signed in or not', async () => {
    const answer = await platform.api(platform.browser(), '/api/map-tiles');
    expect(answer.status).toBe(200);
    expect(mapTilesSchema.parse(await answer.json())).toEqual({ url: null, attribution: null });
  });
});

describe('GET /api/map-tiles with MAP_TILE_URL', () => {
  const { platform } = platformSuite({
    signedUp: [],
    env: {
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '&copy; Example Tiles',
    },
  });

  it('names the tile server and its credit', async () => {
    const answer = await platform.api(platform.browser(), '/api/map-tiles');
    expect(await answer.json()).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '&copy; Example Tiles',
    });
  });

  it('refuses a tile address that is not an http(s) XYZ template at start-up', () => {
    expect(() => loadGatewayConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL must hold \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadGatewayConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(
      /MAP_TILE_URL must be an http\(s\) address/,
    );
  });
});
