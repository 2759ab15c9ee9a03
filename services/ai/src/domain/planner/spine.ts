import type { Place } from '../../data/catalogue-schema.js';
import { alongSegment, greatCircleKm, interpolate, type LatLng } from '../geo/distance.js';
import type { Gazetteer, Town } from '../geo/gazetteer.js';
import { slowAreaAt } from '../geo/slow-roads.js';
import { inCountry } from './borders.js';

/**
 * The spine of a route option: the line it follows from start to end (through its highlight, when it has
 * one), bent through the towns a highway would take, and measured so places can be placed along it.
 */
export interface Spine {
  points: LatLng[];
  /** Cumulative straight-line km at each point. */
  cumulative: number[];
  length: number;
  via: Place | null;
}

/** Open-road speed that slow areas are weighed against when days are cut by driving time. */
const OPEN_ROAD_KMH = 90;
/** Roads are longer than the spine's straight stretches. */
const ROAD_FACTOR = 1.25;

export function makeSpine(points: LatLng[], via: Place | null): Spine {
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) {
    cumulative.push((cumulative[i - 1] ?? 0) + greatCircleKm(points[i - 1] as LatLng, points[i] as LatLng));
  }
  return { points, cumulative, length: cumulative.at(-1) ?? 0, via };
}

/** Distance along the spine (km) and off it (km) of a point. */
export function project(spine: Spine, point: LatLng): { s: number; offKm: number } {
  let best = { s: 0, offKm: Infinity };
  for (let i = 1; i < spine.points.length; i++) {
    const a = spine.points[i - 1] as LatLng;
    const b = spine.points[i] as LatLng;
    const { t, offKm } = alongSegment(point, a, b);
    if (offKm < best.offKm) {
      const start = spine.cumulative[i - 1] ?? 0;
      best = { s: start + t * ((spine.cumulative[i] ?? 0) - start), offKm };
    }
  }
  return best;
}

export function pointAt(spine: Spine, s: number): LatLng {
  for (let i = 1; i < spine.points.length; i++) {
    const start = spine.cumulative[i - 1] ?? 0;
    const end = spine.cumulative[i] ?? 0;
    if (s <= end || i === spine.points.length - 1) {
      const t = end > start ? Math.min(1, Math.max(0, (s - start) / (end - start))) : 0;
      return interpolate(spine.points[i - 1] as LatLng, spine.points[i] as LatLng, t);
    }
  }
  return spine.points[0] as LatLng;
}

/**
 * Highways run between cities, not along great circles: long stretches are bent through the
 * largest town near the line (Denver to Moab goes by Grand Junction, as I-70 does).
 */
function throughTowns(gazetteer: Gazetteer, a: LatLng, b: LatLng): LatLng[] {
  const length = greatCircleKm(a, b);
  if (length < 180) return [];
  const middle = interpolate(a, b, 0.5);
  let best: { town: Town; value: number } | null = null;
  // Shorter stretches bend through smaller towns: a 9,000-person town is a highway hub in the mountains.
  for (const town of gazetteer.townsNear(middle, length * 0.4, length > 500 ? 20_000 : 8_000)) {
    const { t, offKm } = alongSegment(town, a, b);
    if (t < 0.2 || t > 0.8 || offKm > Math.max(35, length * 0.12)) continue;
    const value = Math.log10(town.population) - offKm / 25;
    if (!best || value > best.value) best = { town, value };
  }
  if (!best) return [];
  const anchor: LatLng = { lat: best.town.lat, lng: best.town.lng };
  return [...throughTowns(gazetteer, a, anchor), anchor, ...throughTowns(gazetteer, anchor, b)];
}

/**
 * A stretch that leaves the country (Hanoi to Ho Chi Minh City as the crow flies crosses Laos) is bent
 * through the country's town nearest where it strays, as the road inside the border runs.
 */
function insideBorders(gazetteer: Gazetteer, a: LatLng, b: LatLng, country: string, depth = 0): LatLng[] {
  const length = greatCircleKm(a, b);
  if (depth > 6 || length < 30) return [];
  const samples = Math.ceil(length / 25);
  let worst: { point: LatLng; km: number } | null = null;
  for (let i = 1; i < samples; i++) {
    const point = interpolate(a, b, i / samples);
    if (inCountry(point, country)) continue;
    const km = Math.min(greatCircleKm(point, a), greatCircleKm(point, b));
    if (!worst || km > worst.km) worst = { point, km };
  }
  if (!worst) return [];
  const town = gazetteer.nearestTown(worst.point, 5000) ?? gazetteer.nearestTown(worst.point);
  if (!town || greatCircleKm(town, a) < 5 || greatCircleKm(town, b) < 5) return [];
  const anchor: LatLng = { lat: town.lat, lng: town.lng };
  return [
    ...insideBorders(gazetteer, a, anchor, country, depth + 1),
    anchor,
    ...insideBorders(gazetteer, anchor, b, country, depth + 1),
  ];
}

/**
 * The spine through `points` (start, highlights, end), bent through the towns between them; with
 * `country`, kept inside that country (the gazetteer should then hold only its towns: see borders.ts).
 */
export function roadSpine(
  gazetteer: Gazetteer,
  points: LatLng[],
  via: Place | null,
  country: string | null = null,
): Spine {
  const bent: LatLng[] = [points[0] as LatLng];
  for (let i = 1; i < points.length; i++) {
    bent.push(...throughTowns(gazetteer, points[i - 1] as LatLng, points[i] as LatLng), points[i] as LatLng);
  }
  if (!country) return makeSpine(bent, via);
  const kept: LatLng[] = [bent[0] as LatLng];
  for (let i = 1; i < bent.length; i++) {
    kept.push(
      ...insideBorders(gazetteer, bent[i - 1] as LatLng, bent[i] as LatLng, country),
      bent[i] as LatLng,
    );
  }
  return makeSpine(kept, via);
}

/** A sight along the spine worth a stop: where it is (km along) and the hours its visit takes. */
export interface SightOnSpine {
  s: number;
  hours: number;
}

/**
 * Where along the spine each day ends (km). Days share the driving time evenly: km inside a slow area
 * (a national park, a mountain pass) count as the time they take at that area's speed. Given `sights`
 * (a trip with time to spare), days share driving plus visiting instead, so a stretch full of places
 * gets more days and an empty one is driven in one (Montreal to Asheville in two weeks).
 */
export function dayCuts(spine: Spine, days: number, sights: readonly SightOnSpine[] = []): number[] {
  const steps = Math.max(20, Math.min(400, Math.ceil(spine.length / 5)));
  const stepKm = spine.length / steps;
  const driveHours: number[] = [];
  for (let i = 0; i < steps; i++) {
    const area = slowAreaAt(pointAt(spine, (i + 0.5) * stepKm));
    const weight = area ? (OPEN_ROAD_KMH / area.kmPerHour) * area.winding : 1;
    driveHours.push((weight * stepKm * ROAD_FACTOR) / OPEN_ROAD_KMH);
  }
  const weights = [...driveHours];
  for (const sight of sights) {
    const step = Math.min(steps - 1, Math.max(0, Math.floor(sight.s / Math.max(stepKm, 1e-9))));
    weights[step] = (weights[step] ?? 0) + sight.hours;
  }
  return cutsBy(weights, days, spine.length);
}

/** Hours of driving each day of `cuts` takes, by the same measure dayCuts shares them with. */
export function cutDriveHours(spine: Spine, cuts: readonly number[]): number[] {
  const hours = cuts.map(() => 0);
  const steps = Math.max(20, Math.min(400, Math.ceil(spine.length / 5)));
  const stepKm = spine.length / steps;
  for (let i = 0; i < steps; i++) {
    const s = (i + 0.5) * stepKm;
    const area = slowAreaAt(pointAt(spine, s));
    const weight = area ? (OPEN_ROAD_KMH / area.kmPerHour) * area.winding : 1;
    const day = cuts.findIndex((cut) => s <= cut);
    const index = day < 0 ? cuts.length - 1 : day;
    hours[index] = (hours[index] ?? 0) + (weight * stepKm * ROAD_FACTOR) / OPEN_ROAD_KMH;
  }
  return hours;
}

/** Cuts `length` into `days` pieces of equal weight, steps split where a day's share ends inside one. */
function cutsBy(weights: readonly number[], days: number, length: number): number[] {
  const steps = weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const cuts: number[] = [];
  let run = 0;
  let step = 0;
  for (let day = 1; day <= days; day++) {
    const target = (total * day) / days;
    while (step < steps && run + (weights[step] ?? 0) <= target + 1e-9) run += weights[step++] ?? 0;
    const inStep = step < steps ? (target - run) / (weights[step] || 1) : 0;
    cuts.push(day === days ? length : Math.min(length, ((step + inStep) * length) / steps));
  }
  return cuts;
}
