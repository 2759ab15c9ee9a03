import type { MapTiles } from '@byway/contracts/rest';
import { sendJson } from '../adapter.js';
import { ok, type RestRoute } from '../route-table.js';

/** Where the maps' tiles come from (issue 21): the operator's MAP_TILE_URL, or none (offline basemap only). */
export const MAP_TILE_ROUTES: RestRoute[] = [
  {
    id: 'getMapTiles',
    method: 'get',
    path: '/api/map-tiles',
    tag: 'Maps',
    summary: 'The tile server the maps draw over their offline basemap',
    description:
      "`url` is null when the operator set none (MAP_TILE_URL): the maps draw Byway's bundled offline " +
      'basemap alone and fetch no tiles.',
    auth: 'public',
    answers: [ok('MapTiles', 'The tile URL template and its credit, or nulls.')],
    handler: (deps) => async (_req, res) => {
      const tiles: MapTiles = {
        url: deps.mapTiles?.url ?? null,
        attribution: deps.mapTiles?.attribution ?? null,
      };
      await sendJson(deps, res, 200, tiles);
    },
  },
];
