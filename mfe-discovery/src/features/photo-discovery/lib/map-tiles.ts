// Where the photo map's tiles come from: the same runtime setting as the trip page's journey map
// (mfe-trips journey-map/lib/map-settings.ts; remotes do not import each other).

export const MAP_MAX_ZOOM = 18;
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

interface BywayRuntimeConfig {
  mapTileUrl?: unknown;
  mapTileAttribution?: unknown;
}

/** Tile URL template and attribution: `window.__BYWAY_CONFIG__.mapTileUrl` when set, else OpenStreetMap. */
export function mapTileSettings(): { url: string; attribution: string } {
  const config =
    typeof window === 'undefined'
      ? undefined
      : (window as Window & { __BYWAY_CONFIG__?: BywayRuntimeConfig }).__BYWAY_CONFIG__;
  const url = typeof config?.mapTileUrl === 'string' ? config.mapTileUrl.trim() : '';
  if (!url) return { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
  const attribution = typeof config?.mapTileAttribution === 'string' ? config.mapTileAttribution : '';
  return { url, attribution };
}
