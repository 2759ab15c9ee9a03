// The journey map of the trip page (spec 2 'Trip detail', spec 9 'Map'): Leaflet markers per stop coloured
// by day, the route line in day/order sequence, day chips with 'Complete Route', a full-screen toggle,
// maximum zoom 18 and a minimum height of 320 px. Tiles come from a configurable URL; a bundled vector
// basemap (world-atlas / us-atlas outlines) is always drawn underneath, so the route stays readable when
// the tiles cannot load (offline).
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as L from 'leaflet';
import { createJourneyMap, type JourneyLeafletMap } from '../lib/leaflet-map';
import { type JourneyMapDayPath } from '../lib/route-line';
import { DAY_PALETTE, dayColour, MAP_MAX_ZOOM, MAP_MIN_HEIGHT_PX } from '../lib/map-settings';
import { drawStops, fitTo, type PlacedStop } from '../lib/stop-markers';
import { DayChips, Frame, MapCanvas, Note, ToggleButton, Toolbar } from './map-chrome';

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

export function JourneyMap({ stops, selectedDay, onSelectDay, routePaths }: JourneyMapProps) {
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const leafletRef = useRef<JourneyLeafletMap | null>(null);
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
    const leaflet = createJourneyMap(container, () => setTilesFailed(true));
    leafletRef.current = leaflet;
    return () => {
      leaflet.dispose();
      leafletRef.current = null;
    };
  }, []);

  // A map laid out again at another size (the page's columns settling, a phone turned) fits the route
  // again, unless the traveller has moved it: a fit made while the map was still small left the route in
  // a corner of the compact map (issue 21).
  useEffect(() => {
    const map = leafletRef.current?.map;
    if (!map) return undefined;
    let moved = false;
    const onDrag = () => (moved = true);
    const onResize = () => {
      if (!moved) fitTo(map, pointsRef.current);
    };
    map.on('dragstart', onDrag);
    map.on('resize', onResize);
    return () => {
      map.off('dragstart', onDrag);
      map.off('resize', onResize);
    };
  }, []);

  // Markers and route line of the visible stops; the view fits them.
  useEffect(() => {
    const leaflet = leafletRef.current;
    if (!leaflet) return;
    const { map, routeLayer, renderer } = leaflet;
    const drawn = drawStops(map, routeLayer, renderer, visible, routePaths, selectedDay);
    pointsRef.current = drawn.extent;
    return drawn.dispose;
  }, [visible, selectedDay, routePaths]);

  // Full screen: the frame covers the window; Escape leaves it; the map re-measures and re-fits the route.
  useEffect(() => {
    const map = leafletRef.current?.map;
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
      <DayChips days={days} selectedDay={selectedDay} onSelectDay={onSelectDay} />
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
      {tilesFailed && <Note role="status">Map tiles could not load: showing the offline map.</Note>}
    </Frame>
  );
}
