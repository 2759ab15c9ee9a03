import { blankIsUnset, loadConfig } from '@byway/kit';
import { z } from 'zod';
import { DEFAULT_DAILY_QUOTA_PER_USER, DEFAULT_MODEL, DEFAULT_TIMEOUT_MS } from './planner/openai-planner.js';

/** The planner's settings, validated once at start-up. Without an API key the offline planner answers. */
export const plannerConfigSchema = z.object({
  OPENAI_API_KEY: z.preprocess(blankIsUnset, z.string().optional()),
  OPENAI_MODEL: z.preprocess(blankIsUnset, z.string().max(100).default(DEFAULT_MODEL)),
  /** For OpenAI-compatible servers. */
  OPENAI_BASE_URL: z.preprocess(blankIsUnset, z.url().optional()),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(DEFAULT_TIMEOUT_MS),
  /** Model-planned trips per traveller per UTC day; beyond it the offline planner answers. */
  OPENAI_DAILY_QUOTA: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_DAILY_QUOTA_PER_USER),
  /** An OSRM-compatible routing server (e.g. http://localhost:5000); without it drive times are estimated. */
  ROUTING_URL: z.preprocess(blankIsUnset, z.url().optional()),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
});

export type PlannerConfig = z.output<typeof plannerConfigSchema>;

export function loadPlannerConfig(env: NodeJS.ProcessEnv = process.env): PlannerConfig {
  return loadConfig(plannerConfigSchema, env);
}

export interface PlannerInfo {
  mode: 'offline' | 'openai';
  model: string | null;
}

export function plannerInfo(config: PlannerConfig): PlannerInfo {
  return config.OPENAI_API_KEY
    ? { mode: 'openai', model: config.OPENAI_MODEL }
    : { mode: 'offline', model: null };
}
