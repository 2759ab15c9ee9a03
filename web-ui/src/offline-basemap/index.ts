// The offline basemap every Byway map draws under its tiles (the trip page's journey map, the photo map):
// water, land, lakes and wide rivers, country borders, US state lines, towns labelled by size and parks. It sits
// in panes below the tile pane, so it shows wherever a tile is missing: offline, or with no tile server.
// Its data comes in separate chunks, loaded once the page is idle after a map is first shown (see
// basemap-data.ts for sources).
import * as L from 'leaflet';
import { OSM_ATTRIBUTION } from '../map-tiles';
import { BASEMAP_LAYER_NAMES, loadBasemapData, type BasemapLayerName } from './basemap-data';
import { TOWN_LABEL_CSS, TownLabelLayer } from './town-labels';

export {
  MAX_PARK_LABELS,
  MAX_TOWN_LABELS,
  minTownSize,
  PARK_MIN_ZOOM,
  PARKS_ATTRIBUTION,
  placeTownLabels,
  GEONAMES_ATTRIBUTION,
} from './town-labels';
export type { Park, Town } from './basemap-data';

export const BASEMAP_PANE = 'byway-basemap';
export const BASEMAP_LABEL_PANE = 'byway-basemap-labels';
export const BASEMAP_WATER = '#a9cbe8';
export const NATURAL_EARTH_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/">Natural Earth</a>, US Census';

/** The look of each layer: water blue, land a warm paper colour, borders darker than state lines. */
export const BASEMAP_STYLES: Record<BasemapLayerName, L.PathOptions> = {
  land: { className: 'byway-basemap-land', stroke: false, fillColor: '#f4f1e6', fillOpacity: 1 },
  lakes: {
    className: 'byway-basemap-lakes',
    color: '#7fa9d1',
    weight: 0.6,
    fillColor: BASEMAP_WATER,
    fillOpacity: 1,
  },
  rivers: {
    className: 'byway-basemap-rivers',
    color: '#7fa9d1',
    weight: 1.2,
    fillColor: BASEMAP_WATER,
    fillOpacity: 1,
  },
  borders: { className: 'byway-basemap-borders', color: '#6b6f80', weight: 1.2, fill: false },
  states: { className: 'byway-basemap-states', color: '#9a9db0', weight: 0.8, dashArray: '4 3', fill: false },
};

/** Who the shapes come from, shown in the map's attribution while the layer is drawn. */
const ATTRIBUTIONS: Partial<Record<BasemapLayerName, string>> = {
  land: NATURAL_EARTH_ATTRIBUTION,
  lakes: OSM_ATTRIBUTION,
};

/** How long one slice of drawing may hold the main thread (a long task is 50 ms). */
const SLICE_MS = 25;

/** Resolves when the browser is idle, or after a second at the latest (and at once where it cannot say). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

function ensureTownLabelStyles(doc: Document): void {
  if (doc.getElementById('byway-basemap-styles')) return;
  const style = doc.createElement('style');
  style.id = 'byway-basemap-styles';
  style.textContent = TOWN_LABEL_CSS;
  doc.head.appendChild(style);
}

export interface OfflineBasemap {
  /** Resolves once the layers are on the map (or the map was removed first). */
  ready: Promise<void>;
  /** Stops a load still under way from drawing. */
  cancel: () => void;
}

/** Draws the offline basemap under `map`'s tiles; the water colour shows at once, the shapes when loaded. */
export function addOfflineBasemap(map: L.Map): OfflineBasemap {
  const container = map.getContainer();
  container.style.background = BASEMAP_WATER;
  ensureTownLabelStyles(container.ownerDocument);
  const pane = map.getPane(BASEMAP_PANE) ?? map.createPane(BASEMAP_PANE);
  pane.style.zIndex = '150';
  const labelPane = map.getPane(BASEMAP_LABEL_PANE) ?? map.createPane(BASEMAP_LABEL_PANE);
  labelPane.style.zIndex = '160';
  labelPane.style.pointerEvents = 'none';
  const renderer = new L.SVG({ pane: BASEMAP_PANE, padding: 0.5 });
  let cancelled = false;
  // The page's own work comes first: the data loads once the browser is idle, and the shapes go on the map
  // a slice at a time, so drawing the basemap never blocks a click or a scroll (TBT).
  const draw = async () => {
    await whenIdle();
    const data = await loadBasemapData();
    for (const name of BASEMAP_LAYER_NAMES) {
      await whenIdle();
      if (cancelled) return;
      // GeoJSON hands its options to every path it makes, renderer included (missing from the types).
      const options: L.GeoJSONOptions & { renderer: L.Renderer } = {
        pane: BASEMAP_PANE,
        renderer,
        interactive: false,
        style: BASEMAP_STYLES[name],
        attribution: ATTRIBUTIONS[name],
      };
      const layer = L.geoJSON(undefined, options).addTo(map);
      const { features } = data.layer(name);
      for (let next = 0; next < features.length;) {
        const until = performance.now() + SLICE_MS;
        while (next < features.length && performance.now() < until) layer.addData(features[next++]!);
        if (next < features.length) await whenIdle();
        if (cancelled) return;
      }
    }
    new TownLabelLayer(data.towns, BASEMAP_LABEL_PANE, data.parks).addTo(map);
  };
  const ready = draw().catch(() => undefined);
  return {
    ready,
    cancel: () => {
      cancelled = true;
    },
  };
}
