import * as L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addOfflineBasemap,
  BASEMAP_STYLES,
  BASEMAP_WATER,
  GEONAMES_ATTRIBUTION,
  MAX_TOWN_LABELS,
  placeTownLabels,
  type Park,
  type Town,
  MAX_PARK_LABELS,
  PARK_MIN_ZOOM,
  PARKS_ATTRIBUTION,
} from './index';

const maps: L.Map[] = [];
afterEach(() => {
  for (const map of maps.splice(0)) map.remove();
  document.body.innerHTML = '';
});

/** A 1280x800 map (jsdom lays nothing out, so the container reports its size). */
function mapAt(center: L.LatLngExpression, zoom: number): L.Map {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 1280 });
  Object.defineProperty(container, 'clientHeight', { value: 800 });
  document.body.appendChild(container);
  const map = L.map(container).setView(center, zoom);
  maps.push(map);
  return map;
}

const geoJsonLayers = (map: L.Map) => {
  const layers: L.GeoJSON[] = [];
  map.eachLayer((layer) => {
    if (layer instanceof L.GeoJSON) layers.push(layer);
  });
  return layers;
};

describe('addOfflineBasemap', () => {
  it('draws land, lakes, rivers, borders and state lines with their styles, below the tiles', async () => {
    const map = mapAt([39.5, -98.35], 4);
    await addOfflineBasemap(map).ready;
    const layers = geoJsonLayers(map);
    expect(layers).toHaveLength(5);
    const styles = layers.map((layer) => (layer.options.style as L.PathOptions) ?? null);
    expect(styles).toEqual([
      BASEMAP_STYLES.land,
      BASEMAP_STYLES.lakes,
      BASEMAP_STYLES.rivers,
      BASEMAP_STYLES.borders,
      BASEMAP_STYLES.states,
    ]);
    // Land is one shape per country; every layer has something to draw.
    expect(layers[0]!.getLayers().length).toBeGreaterThan(200);
    for (const layer of layers) expect(layer.getLayers().length).toBeGreaterThan(0);
    const pane = map.getPane('byway-basemap')!;
    expect(Number(pane.style.zIndex)).toBeLessThan(200);
    expect(pane.querySelectorAll('path').length).toBeGreaterThan(10);
    expect(pane.querySelector(`path[fill="${BASEMAP_STYLES.land.fillColor}"]`)).toBeTruthy();
    expect(pane.querySelector(`path[fill="${BASEMAP_WATER}"]`)).toBeTruthy();
    expect(map.getContainer().style.background).not.toBe('');
  });

  it('credits OpenStreetMap, Natural Earth and GeoNames in the attribution', async () => {
    const map = mapAt([39.5, -98.35], 4);
    await addOfflineBasemap(map).ready;
    const text = map.getContainer().querySelector('.leaflet-control-attribution')!.textContent;
    expect(text).toContain('© OpenStreetMap contributors');
    expect(text).toContain('Natural Earth');
    expect(text).toContain('GeoNames');
    expect(map.attributionControl.getContainer()!.innerHTML).toContain(GEONAMES_ATTRIBUTION);
    expect(text).toContain(PARKS_ATTRIBUTION);
  });

  it('labels the largest towns in view at low zoom and smaller towns as the map zooms in', async () => {
    const map = mapAt([39.74, -104.99], 4);
    await addOfflineBasemap(map).ready;
    const names = () =>
      [...map.getPane('byway-basemap-labels')!.querySelectorAll('.byway-basemap-town')].map(
        (l) => l.textContent,
      );
    const wide = names();
    expect(wide).toContain('Denver');
    expect(wide).not.toContain('Grand Junction');
    expect(wide.length).toBeLessThanOrEqual(MAX_TOWN_LABELS);
    map.setView([39.06, -108.55], 8);
    expect(names()).toContain('Grand Junction');
    expect(names().length).toBeLessThanOrEqual(MAX_TOWN_LABELS);
  });

  it('draws nothing once cancelled', async () => {
    const map = mapAt([0, 0], 3);
    const basemap = addOfflineBasemap(map);
    basemap.cancel();
    await basemap.ready;
    expect(geoJsonLayers(map)).toHaveLength(0);
  });
});

describe('parks on the offline basemap', () => {
  it("names the parks around Moab at a region's zoom, from Byway's catalogue", async () => {
    const map = mapAt([38.6, -109.7], 8);
    await addOfflineBasemap(map).ready;
    const parks = [
      ...map.getPane('byway-basemap-labels')!.querySelectorAll('.byway-basemap-town[data-size=park]'),
    ];
    expect(parks.map((label) => label.textContent)).toEqual(
      expect.arrayContaining(['Arches National Park', 'Canyonlands National Park']),
    );
  });
});

describe('placeTownLabels', () => {
  const town = (name: string, x: number, thousands: number): Town => [name, 0, x, thousands];
  const project = (t: Town | Park) => ({ x: t[2], y: 100 });

  it('places the largest first, skips overlapping labels and stops at the smallest size for the zoom', () => {
    const towns = [
      town('Big', 0, 5000),
      town('Close', 10, 4000),
      town('Far', 400, 3500),
      town('Tiny', 800, 10),
    ];
    expect(placeTownLabels(towns, 3, project).map((l) => l.town[0])).toEqual(['Big', 'Far']);
    expect(placeTownLabels(towns, 9, project).map((l) => l.town[0])).toEqual(['Big', 'Far', 'Tiny']);
  });

  it('keeps every label inside the map', () => {
    const towns = [town('Edge', 1270, 5000), town('Inside', 600, 4000)];
    expect(placeTownLabels(towns, 3, project, { x: 1280, y: 800 }).map((l) => l.town[0])).toEqual(['Inside']);
  });

  it('names parks from a regional zoom, after the towns and clear of them, the best known first', () => {
    const towns = [town('Moab', 0, 5)];
    const parks: Park[] = [
      ['Arches National Park', 0, 20],
      ['Canyonlands National Park', 0, 400],
      ['Dead Horse Point State Park', 0, 900],
    ];
    expect(
      placeTownLabels(towns, PARK_MIN_ZOOM - 1, project, undefined, parks).map((l) => l.town[0]),
    ).toEqual([]);
    const placed = placeTownLabels(towns, 9, project, undefined, parks);
    // Arches' label would cover Moab's: it is left out.
    expect(placed.map((l) => [l.town[0], l.size])).toEqual([
      ['Moab', 'small'],
      ['Canyonlands National Park', 'park'],
      ['Dead Horse Point State Park', 'park'],
    ]);
    const many: Park[] = Array.from({ length: 50 }, (_, i) => [`P${i}`, 0, 2000 + i * 200]);
    expect(placeTownLabels([], 9, project, undefined, many)).toHaveLength(MAX_PARK_LABELS);
  });

  it('never places more than the cap', () => {
    const towns = Array.from({ length: 200 }, (_, i) => town(`T${i}`, i * 200, 5000 - i));
    expect(placeTownLabels(towns, 9, project)).toHaveLength(MAX_TOWN_LABELS);
  });
});
