import { loadConfig } from '@byway/kit';
import { z } from 'zod';

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The planner's settings, validated once at start-up. Without an API key the offline planner answers. */
export const plannerConfigSchema = z.object({
  OPENAI_API_KEY: z.preprocess(blankIsUnset, z.string().optional()),
  OPENAI_MODEL: z.preprocess(blankIsUnset, z.string().max(100).default('gpt-4o-mini')),
  /** For OpenAI-compatible servers. */
  OPENAI_BASE_URL: z.preprocess(blankIsUnset, z.url().optional()),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** Model-planned trips per traveller per UTC day; beyond it the offline planner answers. */
  OPENAI_DAILY_QUOTA: z.coerce.number().int().min(0).max(10_000).default(20),
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
