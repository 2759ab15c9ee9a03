import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetMapTileSettings,
  loadMapTileSettings,
  MAP_TILES_PATH,
  mapTileSettings,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
} from './map-tiles';

type ConfiguredWindow = Window & { __BYWAY_CONFIG__?: Record<string, unknown> };
const configure = (config?: Record<string, unknown>) => {
  (window as ConfiguredWindow).__BYWAY_CONFIG__ = config;
};
/** The gateway's answer to GET /api/map-tiles, standing in for it (jsdom has no server). */
const answer = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

describe('mapTileSettings: the page’s own setting', () => {
  afterEach(() => configure(undefined));

  it('is none when nothing is configured, or only blanks', () => {
    expect(mapTileSettings()).toBeNull();
    configure({ mapTileUrl: '   ' });
    expect(mapTileSettings()).toBeNull();
  });

  it('uses the configured tiles with their own attribution, or none', () => {
    configure({ mapTileUrl: ' https://tiles.example/{z}/{x}/{y}.png ', mapTileAttribution: '© Example' });
    expect(mapTileSettings()).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    configure({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(mapTileSettings()?.attribution).toBe('');
  });

  it('keeps the OpenStreetMap credit when the OpenStreetMap URL is configured without one', () => {
    configure({ mapTileUrl: OSM_TILE_URL });
    expect(mapTileSettings()).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
  });
});

describe('loadMapTileSettings: the operator’s tile server (issue 21)', () => {
  afterEach(() => {
    configure(undefined);
    forgetMapTileSettings();
    vi.restoreAllMocks();
  });

  it('draws no tiles when the operator configured none, or the answer fails, and asks again after a failure', async () => {
    const none = answer({ url: null, attribution: null });
    expect(await loadMapTileSettings()).toBeNull();
    expect(none).toHaveBeenCalledWith(MAP_TILES_PATH, expect.anything());
    vi.restoreAllMocks();

    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await loadMapTileSettings()).toBeNull();
  });

  it('uses the tile server the gateway names, with its credit; the page’s own setting comes first', async () => {
    answer({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example tiles' });
    expect(await loadMapTileSettings()).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example tiles',
    });
    configure({ mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png' });
    expect((await loadMapTileSettings())?.url).toBe('http://tiles.local/{z}/{x}/{y}.png');
  });
});
