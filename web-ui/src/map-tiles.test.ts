import { afterEach, describe, expect, it } from 'vitest';
import { mapTileSettings, OSM_ATTRIBUTION, OSM_TILE_URL } from './map-tiles';

type ConfiguredWindow = Window & { __BYWAY_CONFIG__?: Record<string, unknown> };
const configure = (config?: Record<string, unknown>) => {
  (window as ConfiguredWindow).__BYWAY_CONFIG__ = config;
};

describe('mapTileSettings', () => {
  afterEach(() => configure(undefined));

  it('uses OpenStreetMap, credited, when nothing else is configured', () => {
    expect(mapTileSettings()).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
    configure({ mapTileUrl: '   ' });
    expect(mapTileSettings()).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
  });

  it('uses the configured tiles with their own attribution, or none', () => {
    configure({ mapTileUrl: ' https://tiles.example/{z}/{x}/{y}.png ', mapTileAttribution: '© Example' });
    expect(mapTileSettings()).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    configure({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(mapTileSettings().attribution).toBe('');
  });

  it('keeps the OpenStreetMap credit when the OpenStreetMap URL is configured without one', () => {
    configure({ mapTileUrl: OSM_TILE_URL });
    expect(mapTileSettings()).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
  });
});
