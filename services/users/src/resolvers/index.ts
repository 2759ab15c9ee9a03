import type { Connection } from 'mongoose';
import {
  createLogger,
  createRateLimiter,
  createRevocationAnnouncer,
  JSONScalar,
  sharedRedis,
} from '@byway/kit';
import { createAccountDataRepository } from '../data-access/account-data-repository.js';
import { createApiTokenRepository } from '../data-access/api-token-repository.js';
import { registerModels } from '../data-access/models.js';
import { createSessionRepository } from '../data-access/session-repository.js';
import { createAchievementRepository } from '../data-access/achievement-repository.js';
import { createUserRepository } from '../data-access/user-repository.js';
import { createUserStatsRepository } from '../data-access/user-stats-repository.js';
import { createAccountData } from '../domain/account-data.js';
import { createAccounts } from '../domain/accounts.js';
import { createApiTokens } from '../domain/api-tokens.js';
import { createCommunity } from '../domain/community.js';
import { createProfiles } from '../domain/profile.js';
import { createProgress } from '../domain/progress.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountDataResolvers } from './account-data.js';
import { apiTokenResolvers } from './api-tokens.js';
import { mutationResolvers } from './Mutation.js';
import { progressResolvers } from './progress.js';
import { queryResolvers } from './Query.js';
import type { UsersServices } from './services.js';
import { userResolvers } from './User.js';

// One set of services per service instance (keyed by its database connection), shared by GraphQL and
// the internal routes.
const instances = new WeakMap<Connection, UsersServices>();
export function servicesFor(connection: Connection, env: NodeJS.ProcessEnv): UsersServices {
  let services = instances.get(connection);
  if (!services) {
    services = createServices(connection, env);
    instances.set(connection, services);
  }
  return services;
}

export function createServices(connection: Connection, env: NodeJS.ProcessEnv = process.env): UsersServices {
  const models = registerModels(connection);
  const limits = createRateLimiter(connection, env);
  const users = createUserRepository(models);
  const logger = createLogger('users', env.LOG_LEVEL ?? 'info');
  const announce = createRevocationAnnouncer(sharedRedis(env), (error) =>
    logger.error({ err: error }, 'could not announce a revoked session on Redis'),
  );
  const sessions = createSessionRepository(models, announce);
  const stats = createUserStatsRepository(models);
  const progress = createProgress({ stats, achievements: createAchievementRepository(models) });
  // The achievement catalogue is written at start; a failure is logged by the first read that retries it.
  progress.start().catch(() => undefined);
  return {
    progress,
    users,
    community: createCommunity({ users, stats }),
    accounts: createAccounts({ users, sessions, limits }),
    profiles: createProfiles({ users }),
    accountData: createAccountData({ data: createAccountDataRepository(models), sessions, limits }),
    apiTokens: createApiTokens({ tokens: createApiTokenRepository(models), limits }),
  };
}

export function createResolvers(connection: Connection, env: NodeJS.ProcessEnv = process.env): Resolvers {
  const services = servicesFor(connection, env);
  const accountData = accountDataResolvers(services);
  const progress = progressResolvers(services);
  const apiTokens = apiTokenResolvers(services);
  return {
    JSON: JSONScalar,
    Query: {
      ...queryResolvers(services),
      ...accountData.Query,
      ...progress.Query,
      ...apiTokens.Query,
      topContributors: (_, { limit }) => services.community.topContributors(limit),
    },
    Mutation: {
      ...mutationResolvers(services),
      ...accountData.Mutation,
      ...progress.Mutation,
      ...apiTokens.Mutation,
      setListInCommunity: (_, { listed }, { caller }) =>
        services.community.setListInCommunity(caller, listed),
    },
    User: userResolvers(services),
  };
}
