// Constants of the journey map (spec 9 'Map'); where its tiles come from is web-ui's, shared with the photo map.

export {
  loadMapTileSettings,
  MAP_MAX_ZOOM,
  mapTileSettings,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
} from '@byway/web-ui';

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

export const MAP_MIN_HEIGHT_PX = 320;

/** The colour of a day's markers and chip. */
export function dayColour(dayNumber: number): string {
  const index =
    (((Math.trunc(dayNumber) - 1) % DAY_PALETTE.length) + DAY_PALETTE.length) % DAY_PALETTE.length;
  return DAY_PALETTE[index] ?? DAY_PALETTE[0];
}
