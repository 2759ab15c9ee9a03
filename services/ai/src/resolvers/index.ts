import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import { createLogger, createRateLimiter, createUsersClient, JSONScalar, sharedRedis } from '@byway/kit';
import { registerModels } from '../data-access/models.js';
import { createAi, type Ai } from '../domain/ai.js';
import { loadPlannerConfig } from '../domain/planner-config.js';
import { createProgressHub } from '../domain/planner/progress.js';
import { createRedisProgressHub, withDatabaseFallback } from '../domain/planner/progress-redis.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import { tripResolvers } from './Trip.js';

// One AI per service instance (keyed by its database connection), shared by GraphQL and the progress stream.
const instances = new WeakMap<Connection, Ai>();
export function aiFor(connection: Connection, env: NodeJS.ProcessEnv): Ai {
  let ai = instances.get(connection);
  if (!ai) {
    const limits = createRateLimiter(connection, env);
    // Progress events go through Redis when the deployment has one (no polling), else the database.
    const redis = sharedRedis(env);
    ai = createAi(
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
    instances.set(connection, ai);
  }
  return ai;
}

export function createResolvers(connection: Connection, env: NodeJS.ProcessEnv = process.env): Resolvers {
  // The smart_recommendations collection (spec section 3) is registered for hand-curated advice;
  // generated recommendations are computed per request from bundled facts, with stable ids.
  registerModels(connection);
  const ai = aiFor(connection, env);
  return {
    JSON: JSONScalar,
    Query: queryResolvers(ai.config, ai, createRateLimiter(connection, env)),
    Mutation: mutationResolvers(ai, createUsersClient<ActivityAction>('ai', env)),
    Trip: tripResolvers(ai),
  };
}
