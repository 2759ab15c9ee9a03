import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { MultiPolygon, Position } from 'geojson';
import { alongSegment, type LatLng } from './distance.js';

/**
 * Which piece of land a point stands on: the polygons of Natural Earth's 1:10m land layer (world-atlas,
 * public domain), one per continent or island. Two points on different pieces cannot be joined by road
 * unless a bridge, tunnel or ferry links them; `crossings.ts` decides which.
 */
const require = createRequire(import.meta.url);

/** A coastal town or harbour can sit just off the 1:10m coastline. */
const COAST_TOLERANCE_KM = 3;

interface Landmass {
  outer: Position[];
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

let cache: Landmass[] | undefined;
function landmasses(): Landmass[] {
  if (cache) return cache;
  const topology = require('world-atlas/land-10m.json') as Topology;
  const land = feature(topology, topology.objects['land'] as GeometryObject) as unknown as {
    features: { geometry: MultiPolygon }[];
  };
  cache = (land.features[0]?.geometry.coordinates ?? []).map(([outer = []]) => {
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLng = Infinity;
    let maxLng = -Infinity;
    for (const [lng = 0, lat = 0] of outer) {
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
      minLng = Math.min(minLng, lng);
      maxLng = Math.max(maxLng, lng);
    }
    return { outer, minLat, maxLat, minLng, maxLng };
  });
  return cache;
}

function ringContains(ring: Position[], point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

function coastKm(ring: Position[], point: LatLng): number {
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const [ax = 0, ay = 0] = ring[i - 1] ?? [];
    const [bx = 0, by = 0] = ring[i] ?? [];
    if (Math.abs(ay - point.lat) > 0.1 && Math.abs(by - point.lat) > 0.1) continue;
    best = Math.min(best, alongSegment(point, { lat: ay, lng: ax }, { lat: by, lng: bx }).offKm);
  }
  return best;
}

/** Degrees of latitude that cover COAST_TOLERANCE_KM with room to spare. */
const MARGIN = 0.05;

/** Whether the point lies within the polygon's bounding box, widened by the coast tolerance. */
function withinBox(land: Landmass, point: LatLng): boolean {
  const lngMargin = MARGIN / Math.max(0.2, Math.cos((point.lat * Math.PI) / 180));
  return (
    point.lat >= land.minLat - MARGIN &&
    point.lat <= land.maxLat + MARGIN &&
    point.lng >= land.minLng - lngMargin &&
    point.lng <= land.maxLng + lngMargin
  );
}

/**
 * The index of the land polygon the point stands on (or within a few km of, for harbours and coastal
 * towns the generalised coastline leaves in the sea); undefined out at sea.
 */
export function landmassAt(point: LatLng): number | undefined {
  const all = landmasses();
  const near: number[] = [];
  for (const [index, land] of all.entries()) {
    if (!withinBox(land, point)) continue;
    if (ringContains(land.outer, point)) return index;
    near.push(index);
  }
  let best: { index: number; km: number } | undefined;
  for (const index of near) {
    const km = coastKm(all[index]?.outer ?? [], point);
    if (km <= COAST_TOLERANCE_KM && (!best || km < best.km)) best = { index, km };
  }
  return best?.index;
}

/** Whether the point stands on (or just off the coast of) the given land polygon: cheap for islands. */
export function isOnLandmass(point: LatLng, index: number): boolean {
  const land = landmasses()[index];
  if (!land) return false;
  if (!withinBox(land, point)) return false;
  return ringContains(land.outer, point) || coastKm(land.outer, point) <= COAST_TOLERANCE_KM;
}

/** Coastline segments by 0.5° cell, built once, so a coast query reads a few cells, not a continent. */
const CELL = 0.5;
let coastGrid: Map<string, [number, number, number, number][]> | undefined;
function coastCells(): Map<string, [number, number, number, number][]> {
  if (coastGrid) return coastGrid;
  const grid = new Map<string, [number, number, number, number][]>();
  for (const { outer } of landmasses()) {
    for (let i = 1; i < outer.length; i++) {
      const [ax = 0, ay = 0] = outer[i - 1] ?? [];
      const [bx = 0, by = 0] = outer[i] ?? [];
      // Outlines cut at the antimeridian close along it: that edge is no coast.
      if (Math.abs(ax - bx) > 90) continue;
      const key = `${Math.floor((ay + by) / 2 / CELL)}|${Math.floor((ax + bx) / 2 / CELL)}`;
      const cell = grid.get(key) ?? [];
      cell.push([ax, ay, bx, by]);
      grid.set(key, cell);
    }
  }
  coastGrid = grid;
  return grid;
}

/**
 * Km from the point to the sea's edge (Natural Earth 1:10m coastline; lakes not counted), up to about
 * 50 km; Infinity further inland. The scenic option's coast-road signal.
 */
export function coastDistanceKm(point: LatLng): number {
  const grid = coastCells();
  const row = Math.floor(point.lat / CELL);
  const column = Math.floor(point.lng / CELL);
  let best = Infinity;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      for (const [ax, ay, bx, by] of grid.get(`${row + dr}|${column + dc}`) ?? []) {
        best = Math.min(best, alongSegment(point, { lat: ay, lng: ax }, { lat: by, lng: bx }).offKm);
      }
    }
  }
  return best;
}
