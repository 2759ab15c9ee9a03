// The journey map's Leaflet map: the view, the bundled vector basemap in its own pane below the tiles,
// the configurable tiles, and the layer and renderer the stops and route line are drawn with.
import * as L from 'leaflet';
import { loadBasemap } from './basemap';
import { ensureLeafletStyles } from './leaflet-styles';
import { mapTileSettings, MAP_MAX_ZOOM } from './map-settings';

export interface JourneyLeafletMap {
  map: L.Map;
  routeLayer: L.LayerGroup;
  renderer: L.Renderer;
  /** Removes the map and stops listening; a late basemap or tile error is then ignored. */
  dispose: () => void;
}

/** Creates the map in `container`; `onTilesFailed` hears of a tile that could not load. */
export function createJourneyMap(container: HTMLElement, onTilesFailed: () => void): JourneyLeafletMap {
  ensureLeafletStyles(container.ownerDocument);
  const map = L.map(container, {
    maxZoom: MAP_MAX_ZOOM,
    minZoom: 2,
    worldCopyJump: true,
    zoomControl: true,
  });
  map.setView([39.5, -98.35], 4);

  // The vector basemap sits in its own pane below the tiles: visible wherever a tile is missing.
  const basemapPane = map.createPane('byway-basemap');
  basemapPane.style.zIndex = '150';
  const basemapRenderer = new L.SVG({ pane: 'byway-basemap', padding: 0.5 });
  let cancelled = false;
  void loadBasemap()
    .then((collections) => {
      if (cancelled) return;
      for (const collection of collections) {
        // GeoJSON hands its options to every path it makes, renderer included (missing from the types).
        const options: L.GeoJSONOptions & { renderer: L.Renderer } = {
          pane: 'byway-basemap',
          renderer: basemapRenderer,
          interactive: false,
          style: collection.style,
        };
        L.geoJSON(collection.data, options).addTo(map);
      }
    })
    .catch(() => undefined);

  const { url, attribution } = mapTileSettings();
  const tiles = L.tileLayer(url, { attribution, maxZoom: MAP_MAX_ZOOM, crossOrigin: true });
  tiles.on('tileerror', () => {
    if (!cancelled) onTilesFailed();
  });
  tiles.addTo(map);

  const renderer = new L.SVG({ padding: 0.5 });
  const routeLayer = L.layerGroup().addTo(map);

  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
  }
  return {
    map,
    routeLayer,
    renderer,
    dispose: () => {
      cancelled = true;
      observer?.disconnect();
      map.remove();
    },
  };
}
