import { z } from 'zod';
import type { Logger } from 'pino';
import type { LatLng } from './distance.js';
import { estimateLeg, type Leg } from './road-estimate.js';

/**
 * Drive legs between consecutive points. The estimate is always available; an OSRM-compatible
 * server (ROUTING_URL) gives real road figures when configured, and any failure or slow answer
 * falls back to the estimate so planning never waits on it for long.
 */
export interface Routing {
  legs(points: readonly LatLng[]): Promise<{ legs: Leg[]; source: 'estimate' | 'osrm' }>;
}

export const estimateRouting: Routing = {
  async legs(points) {
    return {
      legs: points.slice(1).map((point, i) => estimateLeg(points[i] as LatLng, point)),
      source: 'estimate',
    };
  },
};

const osrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        legs: z.array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() })),
      }),
    )
    .min(1),
});

export function osrmRouting(baseUrl: string, options: { timeoutMs: number; logger?: Logger }): Routing {
  return {
    async legs(points) {
      if (points.length < 2) return { legs: [], source: 'osrm' };
      const coordinates = points.map((p) => `${p.lng.toFixed(5)},${p.lat.toFixed(5)}`).join(';');
      const url = `${baseUrl.replace(/\/$/, '')}/route/v1/driving/${coordinates}?overview=false`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new Error(`routing server answered ${response.status}`);
        const answer = osrmAnswer.parse(await response.json());
        const legs = answer.routes[0]?.legs ?? [];
        if (legs.length !== points.length - 1)
          throw new Error('routing server returned the wrong number of legs');
        return {
          legs: legs.map((leg) => ({ km: leg.distance / 1000, hours: leg.duration / 3600 })),
          source: 'osrm',
        };
      } catch (error) {
        options.logger?.warn({ err: error }, 'routing server failed; using the estimate');
        return estimateRouting.legs(points);
      }
    },
  };
}
