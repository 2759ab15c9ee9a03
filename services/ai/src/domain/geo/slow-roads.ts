import { greatCircleKm, interpolate, type LatLng } from './distance.js';

/**
 * Where roads are slow whatever their length: inside national parks (45 mph limits or lower, winding
 * loop roads, wildlife jams) and over mountain passes and cliff-edge byways. Each area is a circle
 * around its centre; a park's radius is that of a circle of the park's area (NPS acreage, rounded),
 * capped where most of a big park has no road. Used only by the road estimate: a routing server
 * knows the real roads.
 */
export interface SlowArea extends LatLng {
  name: string;
  /** A park's roads, or a pass or cliff-edge byway (what the scenic option looks for). */
  kind: 'park' | 'pass';
  radiusKm: number;
  /** Average speed on its roads, stops for views included. */
  kmPerHour: number;
  /** How much longer its roads are than the open road's estimate (switchbacks, loops round lakes). */
  winding: number;
}

const PARK = { kind: 'park', kmPerHour: 55, winding: 1.3 } as const;
const PASS = { kind: 'pass', kmPerHour: 55, winding: 1.25 } as const;
const HIGHLAND = { kind: 'pass', kmPerHour: 50, winding: 1.4 } as const;
/** Radius of a circle with the given area (km²). */
const ofArea = (km2: number, cap = 60) => Math.min(cap, Math.sqrt(km2 / Math.PI));

export const SLOW_AREAS: readonly SlowArea[] = [
  { name: 'Yellowstone National Park', lat: 44.6, lng: -110.55, radiusKm: ofArea(8991), ...PARK },
  { name: 'Grand Teton National Park', lat: 43.79, lng: -110.7, radiusKm: ofArea(1255), ...PARK },
  { name: 'Glacier National Park', lat: 48.7, lng: -113.8, radiusKm: ofArea(4101), ...PARK },
  { name: 'Yosemite National Park', lat: 37.85, lng: -119.55, radiusKm: ofArea(3027), ...PARK },
  { name: 'Grand Canyon National Park', lat: 36.1, lng: -112.1, radiusKm: ofArea(4926, 35), ...PARK },
  { name: 'Zion National Park', lat: 37.3, lng: -113.03, radiusKm: ofArea(593), ...PARK },
  { name: 'Bryce Canyon National Park', lat: 37.57, lng: -112.18, radiusKm: ofArea(145), ...PARK },
  { name: 'Arches National Park', lat: 38.73, lng: -109.59, radiusKm: ofArea(310), ...PARK },
  { name: 'Canyonlands National Park', lat: 38.33, lng: -109.88, radiusKm: ofArea(1366), ...PARK },
  { name: 'Capitol Reef National Park', lat: 38.2, lng: -111.17, radiusKm: ofArea(979, 15), ...PARK },
  { name: 'Rocky Mountain National Park', lat: 40.34, lng: -105.68, radiusKm: ofArea(1076), ...PARK },
  { name: 'Great Smoky Mountains National Park', lat: 35.61, lng: -83.49, radiusKm: ofArea(2114), ...PARK },
  { name: 'Shenandoah National Park (north)', lat: 38.85, lng: -78.25, radiusKm: 14, ...PARK },
  { name: 'Shenandoah National Park (central)', lat: 38.55, lng: -78.42, radiusKm: 14, ...PARK },
  { name: 'Shenandoah National Park (south)', lat: 38.22, lng: -78.72, radiusKm: 14, ...PARK },
  { name: 'Olympic National Park', lat: 47.8, lng: -123.6, radiusKm: ofArea(3734), ...PARK },
  { name: 'Mount Rainier National Park', lat: 46.85, lng: -121.75, radiusKm: ofArea(956), ...PARK },
  { name: 'North Cascades National Park', lat: 48.7, lng: -121.2, radiusKm: ofArea(2043), ...PARK },
  { name: 'Crater Lake National Park', lat: 42.94, lng: -122.1, radiusKm: ofArea(741), ...PARK },
  { name: 'Lassen Volcanic National Park', lat: 40.49, lng: -121.42, radiusKm: ofArea(431), ...PARK },
  { name: 'Sequoia National Park', lat: 36.49, lng: -118.57, radiusKm: ofArea(1635), ...PARK },
  { name: 'Kings Canyon National Park', lat: 36.8, lng: -118.55, radiusKm: ofArea(1869), ...PARK },
  { name: 'Mesa Verde National Park', lat: 37.18, lng: -108.49, radiusKm: ofArea(212), ...PARK },
  { name: 'Black Canyon of the Gunnison National Park', lat: 38.57, lng: -107.72, radiusKm: 6, ...PARK },
  { name: 'Acadia National Park', lat: 44.34, lng: -68.27, radiusKm: ofArea(198), ...PARK },
  { name: 'Denali National Park', lat: 63.6, lng: -149.8, radiusKm: 50, ...PARK },
  { name: 'Badlands National Park', lat: 43.8, lng: -102.3, radiusKm: 18, ...PARK },
  { name: 'Theodore Roosevelt National Park', lat: 46.95, lng: -103.5, radiusKm: 12, ...PARK },
  { name: 'Redwood National Park', lat: 41.3, lng: -124.02, radiusKm: 15, ...PARK },
  { name: 'Wind Cave National Park', lat: 43.57, lng: -103.48, radiusKm: 10, ...PARK },
  // Desert parks: long straight roads, faster than mountain parks but still slower than highways.
  {
    name: 'Death Valley National Park',
    lat: 36.5,
    lng: -117.08,
    kind: 'park',
    radiusKm: 60,
    kmPerHour: 80,
    winding: 1.1,
  },
  {
    name: 'Joshua Tree National Park',
    lat: 33.9,
    lng: -115.9,
    kind: 'park',
    radiusKm: 30,
    kmPerHour: 65,
    winding: 1.15,
  },
  {
    name: 'Big Bend National Park',
    lat: 29.25,
    lng: -103.25,
    kind: 'park',
    radiusKm: 32,
    kmPerHour: 70,
    winding: 1.15,
  },
  {
    name: 'Petrified Forest National Park',
    lat: 34.98,
    lng: -109.79,
    kind: 'park',
    radiusKm: 15,
    kmPerHour: 65,
    winding: 1.1,
  },
  // Mountain passes and cliff-edge byways.
  { name: 'Beartooth Highway', lat: 45.0, lng: -109.45, radiusKm: 25, ...PASS },
  { name: 'Independence Pass', lat: 39.11, lng: -106.56, radiusKm: 15, ...PASS },
  { name: 'Million Dollar Highway', lat: 37.9, lng: -107.71, radiusKm: 20, ...PASS },
  { name: 'Big Sur coast (north)', lat: 36.2, lng: -121.72, radiusKm: 20, ...PASS },
  { name: 'Big Sur coast (south)', lat: 35.88, lng: -121.42, radiusKm: 20, ...PASS },
  { name: 'Tail of the Dragon (US-129)', lat: 35.47, lng: -83.92, radiusKm: 10, ...PASS },
  // Highland roads that wind for their whole length, where the published road distances run at about 1.6-1.9
  // times the straight line (services/ai/test/data/published-road-distances.json): the Inter-American
  // Highway through Guatemala's western highlands, and Ethiopia's roads over the plateau and into the
  // Blue Nile Gorge.
  { name: 'Guatemalan western highlands', lat: 14.8, lng: -91.2, radiusKm: 75, ...HIGHLAND },
  { name: 'Ethiopian highlands (Addis Ababa to Gondar)', lat: 10.6, lng: 38.0, radiusKm: 230, ...HIGHLAND },
];

/** A coarse grid of the areas, so a leg looks at a few circles, not all of them. */
const CELL_DEGREES = 1;
const grid = new Map<string, SlowArea[]>();
for (const area of SLOW_AREAS) {
  const reach = area.radiusKm / 80 + 0.5;
  for (let lat = Math.floor(area.lat - reach); lat <= Math.floor(area.lat + reach); lat++) {
    for (let lng = Math.floor(area.lng - reach * 1.6); lng <= Math.floor(area.lng + reach * 1.6); lng++) {
      const key = `${lat}:${lng}`;
      grid.set(key, [...(grid.get(key) ?? []), area]);
    }
  }
}

/** The slow area a point lies in, if any. */
export function slowAreaAt(point: LatLng): SlowArea | null {
  const near = grid.get(`${Math.floor(point.lat / CELL_DEGREES)}:${Math.floor(point.lng / CELL_DEGREES)}`);
  return near?.find((area) => greatCircleKm(point, area) <= area.radiusKm) ?? null;
}

/** How a leg's straight line splits between open road and slow areas: shares of the line, by area. */
export function slowShares(from: LatLng, to: LatLng): { area: SlowArea; share: number }[] {
  const samples = Math.min(12, Math.max(3, Math.ceil(greatCircleKm(from, to) / 10)));
  const counted = new Map<SlowArea, number>();
  for (let i = 0; i < samples; i++) {
    const area = slowAreaAt(interpolate(from, to, (i + 0.5) / samples));
    if (area) counted.set(area, (counted.get(area) ?? 0) + 1);
  }
  return [...counted].map(([area, count]) => ({ area, share: count / samples }));
}
