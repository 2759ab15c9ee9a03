import { z } from 'zod';

/**
 * `GET /api/map-tiles` (issue 21): the tile server every Byway map draws over its offline basemap, as the
 * operator configured it (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), or `url: null` when there is none: the maps
 * then draw the bundled offline basemap alone and fetch nothing.
 */
export const mapTilesSchema = z.object({
  /** An XYZ template ('https://tiles.example.com/{z}/{x}/{y}.png'), or null. */
  url: z.string().nullable(),
  /** The provider's credit as HTML, or null. */
  attribution: z.string().nullable(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;
