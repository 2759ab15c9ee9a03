import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { COUNTRIES, US_STATES } from '../../data/us-states.js';
import { alongSegment, type LatLng } from './distance.js';

/**
 * State and country outlines from us-atlas and world-atlas (Natural Earth / US Census, public domain),
 * used to check that authored places lie where they say they do.
 */
const require = createRequire(import.meta.url);

type Area = Feature<Polygon | MultiPolygon, { name: string }>;

function areasOf(file: string, object: string): Area[] {
  const topology = require(file) as Topology;
  const collection = feature(topology, topology.objects[object] as GeometryObject) as unknown as {
    features: Area[];
  };
  return collection.features;
}

/** Areas by key; a key can have several (world-atlas gives Australia's number to Ashmore and Cartier Islands too). */
function byKey(areas: Area[], key: (area: Area) => string): Map<string, Area[]> {
  const map = new Map<string, Area[]>();
  for (const area of areas) map.set(key(area), [...(map.get(key(area)) ?? []), area]);
  return map;
}

let cache: { states: Map<string, Area[]>; countries: Map<string, Area[]> } | undefined;
function outlines() {
  cache ??= {
    states: byKey(areasOf('us-atlas/states-10m.json', 'states'), (area) => area.properties.name),
    countries: byKey(areasOf('world-atlas/countries-50m.json', 'countries'), (area) => String(area.id)),
  };
  return cache;
}

function nearest(areas: Area[] | undefined, point: LatLng): number | undefined {
  return areas?.length ? Math.min(...areas.map((area) => distanceToAreaKm(area, point))) : undefined;
}

function ringContains(ring: Position[], point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

function polygonsOf(area: Area): Position[][][] {
  return area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
}

/** Kilometres from the point to the area: 0 inside. */
function distanceToAreaKm(area: Area, point: LatLng): number {
  let best = Infinity;
  for (const polygon of polygonsOf(area)) {
    const [outer, ...holes] = polygon;
    if (outer && ringContains(outer, point) && !holes.some((hole) => ringContains(hole, point))) return 0;
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = ring[i - 1] as [number, number];
        const [bx, by] = ring[i] as [number, number];
        // A cheap bounding test first: outlines have tens of thousands of segments.
        if (Math.abs(ay - point.lat) > 1 && Math.abs(by - point.lat) > 1) continue;
        best = Math.min(best, alongSegment(point, { lat: ay, lng: ax }, { lat: by, lng: bx }).offKm);
      }
    }
  }
  return best;
}

/**
 * How far (km) a point lies outside a US state (postal code) or a country (ISO alpha-2); 0 when
 * inside. Undefined when we have no outline for it. Coastal places sit a few km off simplified
 * outlines, so callers allow a tolerance.
 */
export function kmOutside(point: LatLng, country: string, usState?: string): number | undefined {
  const { states, countries } = outlines();
  if (country === 'US' && usState) {
    const name = US_STATES[usState];
    return nearest(name ? states.get(name) : undefined, point);
  }
  const numeric = COUNTRIES[country]?.numeric;
  return nearest(numeric ? countries.get(numeric) : undefined, point);
}

/**
 * The covered country whose outline holds the point (ISO alpha-2), or undefined (at sea, or just off a
 * simplified coast). A few milliseconds: for trips that may cross borders, not for every plan.
 */
export function countryAt(point: LatLng): string | undefined {
  const { countries } = outlines();
  for (const [code, { numeric }] of Object.entries(COUNTRIES)) {
    const areas = countries.get(numeric) ?? [];
    const inside = areas.some((area) =>
      polygonsOf(area).some(
        ([outer, ...holes]) =>
          outer !== undefined &&
          ringContains(outer, point) &&
          !holes.some((hole) => ringContains(hole, point)),
      ),
    );
    if (inside) return code;
  }
  return undefined;
}
