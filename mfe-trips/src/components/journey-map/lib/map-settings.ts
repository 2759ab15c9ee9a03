// Constants of the journey map (spec 9 'Map') and where its tiles come from.

/** Spec 9: 10 stop colours, cycled by day number (day 1 is the first colour, day 11 the first again). */
export const DAY_PALETTE = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#db2777',
  '#ca8a04',
  '#4f46e5',
  '#059669',
] as const;

export const MAP_MAX_ZOOM = 18;
export const MAP_MIN_HEIGHT_PX = 320;

export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The colour of a day's markers and chip. */
export function dayColour(dayNumber: number): string {
  const index =
    (((Math.trunc(dayNumber) - 1) % DAY_PALETTE.length) + DAY_PALETTE.length) % DAY_PALETTE.length;
  return DAY_PALETTE[index] ?? DAY_PALETTE[0];
}

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
  const attribution =
    typeof config?.mapTileAttribution === 'string'
      ? config.mapTileAttribution
      : url === OSM_TILE_URL
        ? OSM_ATTRIBUTION
        : '';
  return { url, attribution };
}
