import { startJsonStandIn } from '@byway/kit/testing';

/** What the stand-in answers to one request path. */
export type OsrmScript = (path: string) => { status: number; body: unknown; delayMs?: number };

/**
 * A stand-in for an OSRM routing server (none can run here), listening on a free loopback port. It
 * answers /route/v1/driving as the script says and records the paths it was asked for.
 */
export async function startOsrmStandIn(script: OsrmScript = roadLikeAnswer) {
  const paths: string[] = [];
  const standIn = await startJsonStandIn((req) => {
    paths.push(req.url ?? '');
    return script(req.url ?? '');
  });
  return { ...standIn, paths };
}

/** The [lng, lat] points of a /route/v1/driving/{lng,lat;lng,lat...} request. */
export function pointsOfRequest(path: string): [number, number][] {
  const list = /\/route\/v1\/driving\/([^?]+)/.exec(path)?.[1] ?? '';
  return list.split(';').map((pair) => {
    const [lng, lat] = pair.split(',').map(Number);
    return [lng ?? NaN, lat ?? NaN];
  });
}

/**
 * An answer shaped like OSRM's with steps=true&geometries=geojson for any points asked: each leg is a
 * gentle bow between its ends drawn with 600 points over two steps (the second starts where the first
 * ends, as OSRM's do), plus the zero-length 'arrive' step, 1.3x the straight line at 80 km/h.
 */
export function roadLikeAnswer(path: string) {
  const points = pointsOfRequest(path);
  const legs = points.slice(1).map((to, i) => {
    const from = points[i]!;
    const line = bow(from, to, 600);
    const km = Math.hypot((to[0] - from[0]) * 85, (to[1] - from[1]) * 111) * 1.3;
    const step = (coordinates: [number, number][]) => ({
      geometry: { type: 'LineString', coordinates },
      distance: 0,
      duration: 0,
    });
    return {
      distance: km * 1000,
      duration: (km / 80) * 3600,
      steps: [step(line.slice(0, 300)), step(line.slice(299)), step([to, to])],
    };
  });
  return { status: 200, body: { code: 'Ok', routes: [{ distance: 0, duration: 0, legs }] } };
}

/** `count` points from `from` to `to`, bowed sideways by a tenth of the length at the middle. */
export function bow(from: [number, number], to: [number, number], count: number): [number, number][] {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const side = 0.4 * t * (1 - t);
    return [from[0] + dx * t - dy * side, from[1] + dy * t + dx * side];
  });
}
