import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import {
  createLogger,
  createRateLimiter,
  createUsersClient,
  onePerConnection,
  sharedRedis,
  type ActivityReporter,
  type RateLimiter,
} from '@byway/kit';
import { registerModels } from './data-access/models.js';
import { createAi, type Ai } from './domain/ai.js';
import { loadPlannerConfig } from './domain/planner-config.js';
import { createProgressHub } from './domain/planner/progress.js';
import { createRedisProgressHub, withDatabaseFallback } from './domain/planner/progress-redis.js';

/**
 * The AI service's composition root: the planner, catalogue and progress channels wired once per service
 * instance, used by the GraphQL resolvers and the progress stream alike (definition.ts).
 */

/** What the resolvers and routes call. */
export interface AiServices {
  ai: Ai;
  /** Per-traveller budgets for stop analysis and hidden-gem searches (kit's RATE_LIMIT_RULES). */
  limits: RateLimiter;
  /** Points and achievements: a hidden gem explored is reported to the users service. */
  activity: ActivityReporter<ActivityAction>;
}

export const servicesFor = onePerConnection(createServices);

export function createServices(connection: Connection, env: NodeJS.ProcessEnv = process.env): AiServices {
  // The smart_recommendations collection (spec section 3) is registered for hand-curated advice;
  // generated recommendations are computed per request from bundled facts, with stable ids.
  registerModels(connection);
  const limits = createRateLimiter(connection, env);
  // Progress events go through Redis when the deployment has one (no polling), else the database.
  const redis = sharedRedis(env);
  const ai = createAi(
    loadPlannerConfig(env),
    {
      progress: redis
        ? withDatabaseFallback(redis, createRedisProgressHub(redis), createProgressHub(connection))
        : createProgressHub(connection),
      // A rolling day of model plans per traveller, counted alike by every replica.
      takeModelQuota: (userId, dailyQuota) =>
        limits.allow('modelPlans', { limit: dailyQuota, windowSeconds: 24 * 60 * 60 }, userId),
    },
    createLogger('ai', env.LOG_LEVEL ?? 'info'),
  );
  return { ai, limits, activity: createUsersClient<ActivityAction>('ai', env) };
}
