// Where every Byway map's tiles come from (the trip page's journey map, the photo map), issue 21: the tile
// server the operator configured (MAP_TILE_URL on the gateway, read from GET /api/map-tiles), or a page's
// own `window.__BYWAY_CONFIG__`. With neither, a map draws the bundled offline basemap alone and fetches
// no tiles (the default `npm start`, which has no tile server).
import type { MapTiles } from '@byway/contracts/rest';

export const MAP_MAX_ZOOM = 18;
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const MAP_TILES_PATH = '/api/map-tiles';

export interface TileSettings {
  url: string;
  attribution: string;
}

interface BywayRuntimeConfig {
  mapTileUrl?: unknown;
  mapTileAttribution?: unknown;
}

/** A tile URL and its credit; the OpenStreetMap URL named without a credit keeps OpenStreetMap's. */
function settingsOf(rawUrl: unknown, rawAttribution: unknown): TileSettings | null {
  const url = typeof rawUrl === 'string' ? rawUrl.trim() : '';
  if (!url) return null;
  const attribution =
    typeof rawAttribution === 'string' ? rawAttribution : url === OSM_TILE_URL ? OSM_ATTRIBUTION : '';
  return { url, attribution };
}

/** The page's own setting (`window.__BYWAY_CONFIG__.mapTileUrl` and its `mapTileAttribution`), or null. */
export function mapTileSettings(): TileSettings | null {
  const config =
    typeof window === 'undefined'
      ? undefined
      : (window as Window & { __BYWAY_CONFIG__?: BywayRuntimeConfig }).__BYWAY_CONFIG__;
  return settingsOf(config?.mapTileUrl, config?.mapTileAttribution);
}

let asked: Promise<TileSettings | null> | null = null;

/**
 * The tiles to draw: the page's own setting, else the operator's (asked once per page), else null. A failed
 * answer is null too (the offline basemap is drawn either way) and is asked again by the next map.
 */
export function loadMapTileSettings(): Promise<TileSettings | null> {
  const own = mapTileSettings();
  if (own) return Promise.resolve(own);
  asked ??= fetch(MAP_TILES_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${MAP_TILES_PATH} answered ${response.status}`);
      const tiles = (await response.json()) as Partial<MapTiles> | null;
      return settingsOf(tiles?.url, tiles?.attribution);
    })
    .catch(() => {
      asked = null;
      return null;
    });
  return asked;
}

/** Asks the gateway again on the next map (tests; a page keeps the first answer). */
export function forgetMapTileSettings(): void {
  asked = null;
}
