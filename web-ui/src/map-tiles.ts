// Where every Byway map's tiles come from (the trip page's journey map, the photo map): one runtime
// setting, `window.__BYWAY_CONFIG__`, else OpenStreetMap.

export const MAP_MAX_ZOOM = 18;
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

interface BywayRuntimeConfig {
  mapTileUrl?: unknown;
  mapTileAttribution?: unknown;
}

/**
 * Tile URL template and attribution: `window.__BYWAY_CONFIG__.mapTileUrl` (with its `mapTileAttribution`)
 * when set, else OpenStreetMap; the OpenStreetMap URL named without an attribution keeps OpenStreetMap's.
 */
export function mapTileSettings(): { url: string; attribution: string } {
  const config =
    typeof window === 'undefined'
      ? undefined
      : (window as Window & { __BYWAY_CONFIG__?: BywayRuntimeConfig }).__BYWAY_CONFIG__;
  const url = typeof config?.mapTileUrl === 'string' ? config.mapTileUrl.trim() : '';
  if (!url) return { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
  const attribution =
    typeof config?.mapTileAttribution === 'string'
      ? config.mapTileAttribution
      : url === OSM_TILE_URL
        ? OSM_ATTRIBUTION
        : '';
  return { url, attribution };
}
