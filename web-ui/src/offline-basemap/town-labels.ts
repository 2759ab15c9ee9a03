// Town and park names on the offline basemap: the largest towns at low zoom, smaller ones as the traveller
// zooms in, then the best-known parks in the room left; never two labels on top of each other and never more
// than MAX_TOWN_LABELS towns and MAX_PARK_LABELS parks at once.
import * as L from 'leaflet';
import type { Park, Town } from './basemap-data';

export const MAX_TOWN_LABELS = 60;
export const MAX_PARK_LABELS = 12;
/** Parks are named from this zoom on (a region, not a continent). */
export const PARK_MIN_ZOOM = 5;
export const GEONAMES_ATTRIBUTION = 'Towns: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';
export const PARKS_ATTRIBUTION = 'Parks: Byway (CC BY 4.0)';

/** The smallest town (in thousands of people) named at a zoom level. */
export function minTownSize(zoom: number): number {
  if (zoom <= 3) return 3000;
  if (zoom <= 4) return 500;
  if (zoom <= 5) return 250;
  if (zoom <= 6) return 100;
  return 0;
}

export interface PlacedLabel {
  /** The town, or the park (name, latitude, longitude). */
  town: Town | Park;
  x: number;
  y: number;
  size: 'large' | 'medium' | 'small' | 'park';
}

const labelSize = (thousands: number): PlacedLabel['size'] =>
  thousands >= 1000 ? 'large' : thousands >= 200 ? 'medium' : 'small';

/**
 * Picks the labels to draw, largest town first, then parks (best known first) from PARK_MIN_ZOOM: in view
 * (`project` gives a container point, or null when outside), towns of at least `minTownSize(zoom)`, each
 * label's box inside the map (`size`, when given) and clear of those already placed.
 */
export function placeTownLabels(
  towns: readonly Town[],
  zoom: number,
  project: (place: Town | Park) => { x: number; y: number } | null,
  size?: { x: number; y: number },
  parks: readonly Park[] = [],
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const boxes: Array<[number, number, number, number]> = [];
  const tryPlace = (place: Town | Park, kind: PlacedLabel['size']) => {
    const point = project(place);
    if (!point) return;
    const width = place[0].length * (kind === 'large' ? 7.5 : 6.5) + 14;
    const box: [number, number, number, number] = [point.x - 4, point.y - 9, point.x + width, point.y + 9];
    if (size && (box[0] < 0 || box[1] < 0 || box[2] > size.x || box[3] > size.y)) return;
    if (boxes.some((b) => box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1])) return;
    boxes.push(box);
    placed.push({ town: place, x: point.x, y: point.y, size: kind });
  };
  const min = minTownSize(zoom);
  for (const town of towns) {
    if (placed.length >= MAX_TOWN_LABELS || town[3] < min) break;
    tryPlace(town, labelSize(town[3]));
  }
  if (zoom < PARK_MIN_ZOOM) return placed;
  const towned = placed.length;
  for (const park of parks) {
    if (placed.length - towned >= MAX_PARK_LABELS) break;
    tryPlace(park, 'park');
  }
  return placed;
}

export const TOWN_LABEL_CSS =
  `.byway-basemap-town{white-space:nowrap;color:#334155;font:500 11px/1 system-ui,sans-serif;text-shadow:0 0 2px #fff,0 0 2px #fff,0 0 3px #fff}` +
  `.byway-basemap-town::before{content:'';display:inline-block;width:5px;height:5px;margin-right:4px;border-radius:50%;background:#475569;vertical-align:middle}` +
  `.byway-basemap-town[data-size=medium]{font-size:12px;color:#1e293b}` +
  `.byway-basemap-town[data-size=large]{font:700 13px/1 system-ui,sans-serif;color:#0f172a}` +
  // Parks: dark green italic beside a green triangle (contrast 4.5:1 or more on the land colour).
  `.byway-basemap-town[data-size=park]{font:italic 500 11px/1 system-ui,sans-serif;color:#2f5d34}` +
  `.byway-basemap-town[data-size=park]::before{width:0;height:0;border-radius:0;background:none;border-left:4px solid transparent;border-right:4px solid transparent;border-bottom:7px solid #3f7a45}`;

/** The label layer: redrawn after every move or zoom, in its own pane below the tiles. */
export class TownLabelLayer extends L.Layer {
  private readonly group = L.layerGroup();
  private readonly towns: readonly Town[];
  private readonly parks: readonly Park[];
  private readonly pane: string;

  constructor(towns: readonly Town[], pane: string, parks: readonly Park[] = []) {
    super();
    L.Util.setOptions(this, { attribution: `${GEONAMES_ATTRIBUTION}; ${PARKS_ATTRIBUTION}`, pane });
    this.towns = towns;
    this.parks = parks;
    this.pane = pane;
  }

  override onAdd(map: L.Map): this {
    this.group.addTo(map);
    map.on('moveend zoomend resize', this.redraw, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize', this.redraw, this);
    this.group.remove();
    return this;
  }

  /** Draws the labels for the current view. */
  redraw(): void {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    this.group.clearLayers();
    const size = map.getSize();
    const project = (place: Town | Park) => map.latLngToContainerPoint([place[1], place[2]]);
    for (const label of placeTownLabels(this.towns, map.getZoom(), project, size, this.parks)) {
      const element = document.createElement('span');
      element.className = 'byway-basemap-town';
      element.dataset.size = label.size;
      element.textContent = label.town[0];
      L.marker([label.town[1], label.town[2]], {
        icon: L.divIcon({ className: '', html: element, iconSize: undefined, iconAnchor: [3, 6] }),
        pane: this.pane,
        interactive: false,
        keyboard: false,
      }).addTo(this.group);
    }
  }
}
