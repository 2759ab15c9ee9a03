import { z } from 'zod';
import { loadConfig } from '@byway/kit';
import { createHttpPriceSource } from './http-price-source.js';
import type { PriceSource } from './price-source.js';

/**
 * Which price source refreshes price alerts. `none` (the default): no source runs and travellers record
 * the prices they see. `http`: the simple JSON source at PRICE_SOURCE_URL.
 */
export const priceSourceConfigSchema = z
  .object({
    PRICE_SOURCE: z.enum(['none', 'http']).default('none'),
    PRICE_SOURCE_URL: z.string().url('PRICE_SOURCE_URL must be an http(s) address').optional(),
    /** An active alert is checked again once its price is older than this. */
    PRICE_CHECK_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(360),
  })
  .refine((config) => config.PRICE_SOURCE !== 'http' || config.PRICE_SOURCE_URL, {
    message: 'PRICE_SOURCE_URL is required when PRICE_SOURCE is http',
    path: ['PRICE_SOURCE_URL'],
  });

export interface PriceSourceSettings {
  source: PriceSource | null;
  intervalMinutes: number;
}

/** Reads the settings once at start-up; a bad value stops the service with a readable message. */
export function priceSourceFromEnv(env: NodeJS.ProcessEnv): PriceSourceSettings {
  // An empty variable counts as unset (compose files often pass `PRICE_SOURCE=`).
  const config = loadConfig(priceSourceConfigSchema, {
    PRICE_SOURCE: env.PRICE_SOURCE || undefined,
    PRICE_SOURCE_URL: env.PRICE_SOURCE_URL || undefined,
    PRICE_CHECK_INTERVAL_MINUTES: env.PRICE_CHECK_INTERVAL_MINUTES || undefined,
  });
  const source =
    config.PRICE_SOURCE === 'http' && config.PRICE_SOURCE_URL
      ? createHttpPriceSource({ url: config.PRICE_SOURCE_URL })
      : null;
  return { source, intervalMinutes: config.PRICE_CHECK_INTERVAL_MINUTES };
}
