// The journey map of the trip page (spec 2 'Trip detail', spec 9 'Map'): Leaflet markers per stop coloured
// by day, the route line in day/order sequence, day chips with 'Complete Route', a full-screen toggle,
// maximum zoom 18 and a minimum height of 320 px. Tiles come from a configurable URL; a bundled vector
// basemap (world-atlas / us-atlas outlines) is always drawn underneath, so the route stays readable when
// the tiles cannot load (offline).
import { Card } from '@byway/web-ui';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { loadBasemap } from '../lib/basemap';
import { fanOut, townOfStop } from '../lib/marker-layout';
import { routeLines, type JourneyMapDayPath } from '../lib/route-line';
import { ensureLeafletStyles } from '../lib/leaflet-styles';
import {
  DAY_PALETTE,
  dayColour,
  mapTileSettings,
  MAP_MAX_ZOOM,
  MAP_MIN_HEIGHT_PX,
} from '../lib/map-settings';

export { DAY_PALETTE, dayColour, MAP_MAX_ZOOM, MAP_MIN_HEIGHT_PX };
export type { JourneyMapDayPath };

export interface JourneyMapStop {
  name: string;
  lat: number | null;
  lng: number | null;
  dayNumber: number;
  orderInDay: number;
  category: string | null;
}

export interface JourneyMapProps {
  stops: JourneyMapStop[];
  selectedDay: number | null;
  onSelectDay: (day: number | null) => void;
  /** Each day's drive along the roads, when the plan has it; straight lines between stops otherwise. */
  routePaths?: readonly JourneyMapDayPath[];
}

type PlacedStop = JourneyMapStop & { lat: number; lng: number };

const isPlaced = (stop: JourneyMapStop): stop is PlacedStop =>
  typeof stop.lat === 'number' &&
  typeof stop.lng === 'number' &&
  Number.isFinite(stop.lat) &&
  Number.isFinite(stop.lng) &&
  Math.abs(stop.lat) <= 90 &&
  Math.abs(stop.lng) <= 180;

/** Stops in route order: by day, then by their order within the day. */
export function inRouteOrder<T extends Pick<JourneyMapStop, 'dayNumber' | 'orderInDay'>>(stops: T[]): T[] {
  return [...stops].sort((a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay);
}

/**
 * What a stop's marker, popup and town label show, built as DOM nodes (issue 18): a stop's name or
 * category never passes through the HTML parser, so no escaping has to match its context.
 */
function stopDot(stop: Pick<JourneyMapStop, 'dayNumber' | 'orderInDay'>): HTMLElement {
  const dot = document.createElement('span');
  dot.dataset.day = String(stop.dayNumber);
  dot.style.backgroundColor = dayColour(stop.dayNumber);
  dot.textContent = String(stop.orderInDay);
  return dot;
}

function stopPopup(
  stop: Pick<JourneyMapStop, 'name' | 'category' | 'dayNumber' | 'orderInDay'>,
): HTMLElement {
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

const Frame = styled(Card).attrs({ as: 'section', $padding: 'md', $shadow: 'none' })<{
  $fullScreen: boolean;
}>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $fullScreen, theme }) =>
    $fullScreen &&
    css`
      position: fixed;
      inset: 0;
      z-index: ${theme.zIndex.overlay};
      border-radius: 0;
      grid-template-rows: auto auto minmax(0, 1fr);
      grid-auto-rows: auto;
    `}
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.button.attrs({ type: 'button' as const })<{ $colour: string; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.3rem 0.8rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ $colour }) => $colour};
  background: ${({ $colour, $active, theme }) => ($active ? $colour : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  border: 1px solid #ffffff;
`;

const ToggleButton = styled.button.attrs({ type: 'button' as const })`
  padding: 0.4rem 0.9rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The map's frame. It is its own stacking context (isolation), so Leaflet's panes (z-index 200-1000) stay
 * inside it and below the header, dialogs and toasts. Leaflet draws into a child that React never
 * re-renders: a changed className on Leaflet's own element would wipe the classes Leaflet put there.
 */
const MapCanvas = styled.div<{ $fullScreen: boolean }>`
  position: relative;
  isolation: isolate;
  z-index: 0;
  width: 100%;
  min-height: ${MAP_MIN_HEIGHT_PX}px;
  height: ${({ $fullScreen }) => ($fullScreen ? 'auto' : '26rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: #dbeafe;

  > .byway-map-surface {
    position: absolute;
    inset: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The day chips' label for a day. */
const dayLabel = (day: number) => `Day ${day}`;

export function JourneyMap({ stops, selectedDay, onSelectDay, routePaths }: JourneyMapProps) {
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const routeLayerRef = useRef<L.LayerGroup | null>(null);
  const rendererRef = useRef<L.Renderer | null>(null);
  const pointsRef = useRef<L.LatLng[]>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  const days = useMemo(
    () => [...new Set(stops.map((stop) => stop.dayNumber))].sort((a, b) => a - b),
    [stops],
  );
  const visible = useMemo(
    () =>
      inRouteOrder(stops.filter(isPlaced)).filter(
        (stop) => selectedDay === null || stop.dayNumber === selectedDay,
      ),
    [stops, selectedDay],
  );
  const unplacedCount = useMemo(
    () =>
      stops.filter((stop) => !isPlaced(stop) && (selectedDay === null || stop.dayNumber === selectedDay))
        .length,
    [stops, selectedDay],
  );

  // The map itself: created once per mount, removed on unmount.
  useEffect(() => {
    const container = canvasRef.current;
    if (!container) return undefined;
    ensureLeafletStyles(container.ownerDocument);
    const map = L.map(container, {
      maxZoom: MAP_MAX_ZOOM,
      minZoom: 2,
      worldCopyJump: true,
      zoomControl: true,
    });
    map.setView([39.5, -98.35], 4);
    mapRef.current = map;

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
      if (!cancelled) setTilesFailed(true);
    });
    tiles.addTo(map);

    rendererRef.current = new L.SVG({ padding: 0.5 });
    routeLayerRef.current = L.layerGroup().addTo(map);

    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(() => map.invalidateSize());
      observer.observe(container);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
      routeLayerRef.current = null;
      rendererRef.current = null;
    };
  }, []);

  // Markers and route line of the visible stops; the view fits them.
  useEffect(() => {
    const map = mapRef.current;
    const layer = routeLayerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const points = visible.map((stop) => L.latLng(stop.lat, stop.lng));
    const lines = routeLines(visible, routePaths);
    // The view fits the roads too: a day's road can bow well away from its stops.
    const extent = [...points, ...lines.flat().map(([lat, lng]) => L.latLng(lat, lng))];
    pointsRef.current = extent;
    if (lines.length > 0) {
      L.polyline(lines, {
        renderer: rendererRef.current ?? undefined,
        color: selectedDay === null ? '#0f766e' : dayColour(selectedDay),
        weight: 4,
        opacity: 0.85,
        className: 'byway-route-line',
      }).addTo(layer);
    }
    const iconFor = (stop: PlacedStop, shift: { x: number; y: number }) =>
      L.divIcon({
        className: 'byway-stop-marker',
        html: stopDot(stop),
        iconSize: [28, 28],
        iconAnchor: [14 - shift.x, 14 - shift.y],
        popupAnchor: [shift.x, shift.y - 14],
      });
    const markers = visible.map((stop) => {
      const label = `${stop.name} (Day ${stop.dayNumber}, Stop #${stop.orderInDay})`;
      const marker = L.marker([stop.lat, stop.lng], {
        icon: iconFor(stop, { x: 0, y: 0 }),
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
      return marker.addTo(layer);
    });
    fitTo(map, extent);
    // Stops that would pile up on screen are fanned out around their spot, again after every zoom.
    const spread = () => {
      const size = map.getSize();
      if (size.x <= 80 || size.y <= 80) return;
      const offsets = fanOut(points.map((point) => map.latLngToContainerPoint(point)));
      markers.forEach((marker, i) => marker.setIcon(iconFor(visible[i]!, offsets[i] ?? { x: 0, y: 0 })));
    };
    spread();
    map.on('zoomend', spread);
    return () => {
      map.off('zoomend', spread);
    };
  }, [visible, selectedDay, routePaths]);

  // Full screen: the frame covers the window; Escape leaves it; the map re-measures and re-fits the route.
  useEffect(() => {
    const map = mapRef.current;
    map?.invalidateSize();
    // Once the new size is laid out, the route fills the map again.
    const frame = requestAnimationFrame(() => {
      if (!map) return;
      map.invalidateSize();
      fitTo(map, pointsRef.current);
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    if (fullScreen) window.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
    };
  }, [fullScreen]);

  return (
    <Frame aria-labelledby="journey-map-title" $fullScreen={fullScreen} data-full-screen={fullScreen}>
      <Toolbar>
        <h2 id="journey-map-title">Journey Map</h2>
        <ToggleButton aria-pressed={fullScreen} onClick={() => setFullScreen((value) => !value)}>
          {fullScreen ? 'Exit Full Screen' : 'Full Screen'}
        </ToggleButton>
      </Toolbar>
      <Chips role="group" aria-label="Show a day on the map">
        <Chip
          $colour="#0f766e"
          $active={selectedDay === null}
          aria-pressed={selectedDay === null}
          onClick={() => onSelectDay(null)}
        >
          Complete Route
        </Chip>
        {days.map((day) => (
          <Chip
            key={day}
            $colour={dayColour(day)}
            $active={selectedDay === day}
            aria-pressed={selectedDay === day}
            data-colour={dayColour(day)}
            onClick={() => onSelectDay(day)}
          >
            <Swatch $colour={dayColour(day)} aria-hidden="true" />
            {dayLabel(day)}
          </Chip>
        ))}
      </Chips>
      <MapCanvas
        $fullScreen={fullScreen}
        role="region"
        aria-label={selectedDay === null ? 'Map of the complete route' : `Map of day ${selectedDay}`}
      >
        <div ref={canvasRef} className="byway-map-surface" />
      </MapCanvas>
      {visible.length === 0 && (
        <Note role="status">
          {stops.length === 0 ? 'No stops to show on the map yet.' : 'No mapped stops for this selection.'}
        </Note>
      )}
      {unplacedCount > 0 && (
        <Note>
          {unplacedCount === 1
            ? '1 stop has no coordinates and is not on the map.'
            : `${unplacedCount} stops have no coordinates and are not on the map.`}
        </Note>
      )}
      {tilesFailed && <Note role="status">Map tiles could not load: showing the offline outline map.</Note>}
    </Frame>
  );
}

/** Fits the view to the points; an unmeasured (hidden) map only centres, since fitting needs a size. */
function fitTo(map: L.Map, points: L.LatLng[]) {
  if (points.length === 0) return;
  const size = map.getSize();
  if (points.length === 1 || size.x <= 80 || size.y <= 80) {
    const bounds = L.latLngBounds(points);
    map.setView(bounds.getCenter(), points.length === 1 ? 12 : map.getZoom(), { animate: false });
    return;
  }
  map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14, animate: false });
}
