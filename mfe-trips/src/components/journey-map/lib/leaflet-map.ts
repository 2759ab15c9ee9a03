// The journey map's Leaflet map: the view, web-ui's offline basemap in panes below the tiles,
// the configurable tiles, and the layer and renderer the stops and route line are drawn with.
import * as L from 'leaflet';
import { addOfflineBasemap } from '@byway/web-ui/offline-basemap';
import { ensureLeafletStyles } from './leaflet-styles';
import { loadMapTileSettings, MAP_MAX_ZOOM } from './map-settings';

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

  // The shared offline basemap sits in panes below the tiles: visible wherever a tile is missing.
  const basemap = addOfflineBasemap(map);
  let cancelled = false;

  // Tiles over it only when a tile server is configured (MAP_TILE_URL); none by default.
  void loadMapTileSettings().then((settings) => {
    if (cancelled || !settings) return;
    const tiles = L.tileLayer(settings.url, {
      attribution: settings.attribution,
      maxZoom: MAP_MAX_ZOOM,
      crossOrigin: true,
    });
    tiles.on('tileerror', () => {
      if (!cancelled) onTilesFailed();
    });
    tiles.addTo(map);
  });

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
      basemap.cancel();
      observer?.disconnect();
      map.remove();
    },
  };
}
