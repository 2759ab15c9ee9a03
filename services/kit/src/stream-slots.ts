import { z } from 'zod';
import { AppError } from './errors.js';
import { loadConfig } from './config.js';

/**
 * Caps on long-lived streams (issue 18 item 7: one session held 241 plan-progress streams open, 600
 * file descriptors on the gateway). Each stream holds a socket (two on the gateway, which relays it) for up
 * to minutes, so they are counted per traveller and per process, and refused past either cap rather than
 * queued: a stream that waits for a slot is no use to the screen showing it.
 *
 * Hand-written rather than a library: the concurrency libraries (p-limit, bottleneck) queue work; this
 * only counts open things and says no, a Map of counters.
 */
export const streamLimitsConfigSchema = z.object({
  /** Plan-progress streams one traveller may hold open at once (a builder or pack finder opens one). */
  PLAN_PROGRESS_STREAMS_PER_TRAVELLER: z.coerce.number().int().min(1).max(1000).default(5),
  /** Plan-progress streams one process (a gateway or an AI service replica) holds open at once. */
  PLAN_PROGRESS_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(200),
});

export type StreamLimits = z.output<typeof streamLimitsConfigSchema>;

/** The caps from the environment (defaults above); a bad value stops the start with a clear message. */
export function loadStreamLimits(env: NodeJS.ProcessEnv = process.env): StreamLimits {
  return loadConfig(streamLimitsConfigSchema, env);
}

/** Seconds a refused caller is told to wait: a plan takes seconds, so a slot frees soon. */
export const STREAM_RETRY_AFTER_SECONDS = 10;
export const TOO_MANY_STREAMS_MESSAGE =
  'Too many progress streams are open. Close another planning tab or try again in a few seconds.';

export interface StreamSlots {
  /**
   * A slot for one of `owner`'s streams, or a 429 AppError (with Retry-After) past a cap. The answer
   * releases the slot; calling it again does nothing, so every close path may call it.
   */
  take(owner: string): () => void;
  /** Streams open now, in all and for one owner. */
  open(owner?: string): number;
}

export function createStreamSlots(limits: { perOwner: number; total: number }): StreamSlots {
  const byOwner = new Map<string, number>();
  let total = 0;
  return {
    take(owner) {
      const mine = byOwner.get(owner) ?? 0;
      if (mine >= limits.perOwner || total >= limits.total) {
        throw AppError.tooManyRequests(TOO_MANY_STREAMS_MESSAGE, STREAM_RETRY_AFTER_SECONDS);
      }
      byOwner.set(owner, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byOwner.get(owner) ?? 1) - 1;
        if (left > 0) byOwner.set(owner, left);
        else byOwner.delete(owner);
      };
    },
    open: (owner) => (owner === undefined ? total : (byOwner.get(owner) ?? 0)),
  };
}

/** The plan-progress caps of one process. */
export function planProgressStreamSlots(limits: StreamLimits): StreamSlots {
  return createStreamSlots({
    perOwner: limits.PLAN_PROGRESS_STREAMS_PER_TRAVELLER,
    total: limits.PLAN_PROGRESS_STREAMS_PER_PROCESS,
  });
}
