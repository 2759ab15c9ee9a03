import { z } from 'zod';
import type { Logger } from 'pino';
import { waterRoute } from './crossings.js';
import { greatCircleKm, type LatLng } from './distance.js';
import { estimateLeg, type Leg } from './road-estimate.js';
import { joinPaths, simplifyPath, type RoadPath } from './road-path.js';

/** A leg as measured: its line along the roads when a routing server drew it, null when estimated. */
export interface RoutedLeg extends Leg {
  path: RoadPath | null;
}

/**
 * Drive legs between consecutive points. The estimate is always available; an OSRM-compatible
 * server (ROUTING_URL) gives real road figures and the roads themselves when configured, and any
 * failure or slow answer falls back to the estimate so planning never waits on it for long.
 */
export interface Routing {
  legs(points: readonly LatLng[]): Promise<{ legs: RoutedLeg[]; source: 'estimate' | 'osrm' }>;
}

export const estimateRouting: Routing = {
  async legs(points) {
    return {
      legs: points.slice(1).map((point, i) => ({ ...estimateLeg(points[i] as LatLng, point), path: null })),
      source: 'estimate',
    };
  },
};

/** GeoJSON positions are [lng, lat]. */
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());

const osrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        legs: z.array(
          z.object({
            distance: z.number().nonnegative(),
            duration: z.number().nonnegative(),
            // Present when asked for with steps=true&geometries=geojson; a server may still leave it out.
            steps: z
              .array(
                z.object({
                  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
                }),
              )
              .optional(),
          }),
        ),
      }),
    )
    .min(1),
});
type OsrmLeg = z.output<typeof osrmAnswer>['routes'][number]['legs'][number];

/**
 * The leg's steps joined into one line, simplified; null when the server sent no geometry. A leg
 * between two stops at the same spot is one point.
 */
function pathOf(leg: OsrmLeg): RoadPath | null {
  const joined = joinPaths(
    (leg.steps ?? []).map((step) =>
      step.geometry.coordinates.map(([lng, lat]): [number, number] => [lat, lng]),
    ),
  );
  return joined.length ? simplifyPath(joined) : null;
}

/** Enough to choose between ports when the routing server has already timed the leg. */
const roughDriveHours = (a: LatLng, b: LatLng) => (greatCircleKm(a, b) * 1.3) / 80;

export function osrmRouting(baseUrl: string, options: { timeoutMs: number; logger?: Logger }): Routing {
  return {
    async legs(points) {
      if (points.length < 2) return { legs: [], source: 'osrm' };
      const coordinates = points.map((p) => `${p.lng.toFixed(5)},${p.lat.toFixed(5)}`).join(';');
      const url =
        `${baseUrl.replace(/\/$/, '')}/route/v1/driving/${coordinates}` +
        '?overview=false&steps=true&geometries=geojson';
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new Error(`routing server answered ${response.status}`);
        const answer = osrmAnswer.parse(await response.json());
        const legs = answer.routes[0]?.legs ?? [];
        if (legs.length !== points.length - 1)
          throw new Error('routing server returned the wrong number of legs');
        return {
          legs: legs.map((leg, i) => {
            // The server times its ferries; we still name them on the day (crossings.ts).
            const water = waterRoute(points[i] as LatLng, points[i + 1] as LatLng, roughDriveHours);
            return {
              km: leg.distance / 1000,
              hours: leg.duration / 3600,
              path: pathOf(leg),
              ...(water ? { crossings: water.crossings } : {}),
            };
          }),
          source: 'osrm',
        };
      } catch (error) {
        options.logger?.warn({ err: error }, 'routing server failed; using the estimate');
        return estimateRouting.legs(points);
      }
    },
  };
}
