// The journey map's stops and route line on a Leaflet layer: a marker per stop (numbered, coloured by
// day, on its coordinates), bubbles for stops too close to draw apart at the zoom, the towns named, the
// line through them, the view fitted.
import * as L from 'leaflet';
import { townOfStop } from './marker-layout';
import { routeLines, type JourneyMapDayPath } from './route-line';
import { dayColour, MAP_MAX_ZOOM } from './map-settings';
import { stopClusters } from './stop-clusters';

/** A stop with coordinates, as the map draws it. */
export interface PlacedStop {
  name: string;
  lat: number;
  lng: number;
  dayNumber: number;
  orderInDay: number;
  category: string | null;
}

/**
 * What a stop's marker, popup and town label show, built as DOM nodes (issue 18): a stop's name or
 * category never passes through the HTML parser, so no escaping has to match its context.
 */
function stopDot(stop: Pick<PlacedStop, 'dayNumber' | 'orderInDay'>): HTMLElement {
  const dot = document.createElement('span');
  dot.dataset.day = String(stop.dayNumber);
  dot.style.backgroundColor = dayColour(stop.dayNumber);
  dot.textContent = String(stop.orderInDay);
  return dot;
}

function stopPopup(stop: Pick<PlacedStop, 'name' | 'category' | 'dayNumber' | 'orderInDay'>): HTMLElement {
  const popup = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = stop.name;
  popup.append(name, document.createElement('br'), `Day ${stop.dayNumber}, Stop #${stop.orderInDay}`);
  if (stop.category) popup.append(document.createElement('br'), stop.category);
  return popup;
}

function townLabel(town: string): HTMLElement {
  const label = document.createElement('span');
  label.textContent = town;
  return label;
}

const iconFor = (stop: PlacedStop) =>
  L.divIcon({
    className: 'byway-stop-marker',
    html: stopDot(stop),
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -14],
  });

/** A bubble for stops drawn together: their count; a click (or Enter) zooms in until they part. */
function clusterMarker(map: L.Map, stops: PlacedStop[], lat: number, lng: number, expansionZoom: number) {
  const count = document.createElement('span');
  count.textContent = String(stops.length);
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const label = `${stops.length} stops, ${first.name} to ${last.name}: zoom in to see them`;
  const marker = L.marker([lat, lng], {
    icon: L.divIcon({
      className: 'byway-stop-cluster',
      html: count,
      iconSize: [36, 36],
      iconAnchor: [18, 18],
    }),
    title: label,
    alt: label,
    keyboard: true,
    riseOnHover: true,
  });
  marker.on('click', () =>
    map.setView([lat, lng], Math.min(Math.max(expansionZoom, map.getZoom() + 1), MAP_MAX_ZOOM)),
  );
  return marker;
}

function stopMarker(stop: PlacedStop): L.Marker {
  const label = `${stop.name} (Day ${stop.dayNumber}, Stop #${stop.orderInDay})`;
  const marker = L.marker([stop.lat, stop.lng], {
    icon: iconFor(stop),
    title: label,
    alt: label,
    keyboard: true,
    riseOnHover: true,
  }).bindPopup(stopPopup(stop));
  // The towns where days end are named on the map, readable without tiles.
  const town = townOfStop(stop.name);
  if (town) {
    marker.bindTooltip(townLabel(town), {
      permanent: true,
      direction: 'right',
      offset: [14, 0],
      className: 'byway-town-label',
    });
  }
  return marker;
}

/**
 * Draws `visible` (placed, in route order) and its route line on `layer`, which it clears first, and
 * fits the view. Returns the points the view fits (stops and roads) and a cleanup that stops re-clustering.
 */
export function drawStops(
  map: L.Map,
  layer: L.LayerGroup,
  renderer: L.Renderer | null,
  visible: PlacedStop[],
  routePaths: readonly JourneyMapDayPath[] | undefined,
  selectedDay: number | null,
): { extent: L.LatLng[]; dispose: () => void } {
  layer.clearLayers();
  const points = visible.map((stop) => L.latLng(stop.lat, stop.lng));
  const lines = routeLines(visible, routePaths);
  // The view fits the roads too: a day's road can bow well away from its stops.
  const extent = [...points, ...lines.flat().map(([lat, lng]) => L.latLng(lat, lng))];
  if (lines.length > 0) {
    L.polyline(lines, {
      renderer: renderer ?? undefined,
      color: selectedDay === null ? '#0f766e' : dayColour(selectedDay),
      weight: 4,
      opacity: 0.85,
      className: 'byway-route-line',
    }).addTo(layer);
  }
  const markers = visible.map((stop) => stopMarker(stop));
  const markerLayer = L.layerGroup().addTo(layer);
  const clusters = stopClusters(visible, MAP_MAX_ZOOM);
  fitTo(map, extent);
  // Stops too close to draw apart at this zoom share a bubble; drawn again when the zoom level changes.
  let drawnAt: number | null = null;
  const drawMarkers = () => {
    const size = map.getSize();
    // A map not laid out yet (hidden, zero size) draws every stop; it clusters once it has a size.
    const zoom = size.x <= 80 || size.y <= 80 ? MAP_MAX_ZOOM : Math.floor(map.getZoom());
    if (zoom === drawnAt) return;
    drawnAt = zoom;
    markerLayer.clearLayers();
    for (const item of clusters.at(zoom)) {
      if (item.kind === 'stop') markerLayer.addLayer(markers[item.index]!);
      else {
        const stops = item.members.map((index) => visible[index]!);
        markerLayer.addLayer(clusterMarker(map, stops, item.lat, item.lng, item.expansionZoom));
      }
    }
  };
  drawMarkers();
  const redraw = () => drawMarkers();
  map.on('zoomend resize', redraw);
  return { extent, dispose: () => map.off('zoomend resize', redraw) };
}

/** Fits the view to the points; an unmeasured (hidden) map only centres, since fitting needs a size. */
export function fitTo(map: L.Map, points: L.LatLng[]) {
  if (points.length === 0) return;
  const size = map.getSize();
  if (points.length === 1 || size.x <= 80 || size.y <= 80) {
    const bounds = L.latLngBounds(points);
    map.setView(bounds.getCenter(), points.length === 1 ? 12 : map.getZoom(), { animate: false });
    return;
  }
  map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14, animate: false });
}
