import type { Connection } from 'mongoose';
import {
  createLogger,
  createRateLimiter,
  createRevocationAnnouncer,
  onePerConnection,
  sharedRedis,
} from '@byway/kit';
import { createAccountDataRepository } from './data-access/account-data-repository.js';
import { createAchievementRepository } from './data-access/achievement-repository.js';
import { createApiTokenRepository } from './data-access/api-token-repository.js';
import { registerModels } from './data-access/models.js';
import { createSessionRepository } from './data-access/session-repository.js';
import { createUserRepository, type UserRepository } from './data-access/user-repository.js';
import { createUserStatsRepository } from './data-access/user-stats-repository.js';
import { createAccountData, type AccountData } from './domain/account-data.js';
import { createAccounts, type Accounts } from './domain/accounts.js';
import { createApiTokens, type ApiTokens } from './domain/api-tokens.js';
import { createCommunity, type Community } from './domain/community.js';
import { createProfiles, type Profiles } from './domain/profile.js';
import { createProgress, type Progress } from './domain/progress.js';

/**
 * The users service's composition root: data access and use cases wired once per service instance, used
 * by the GraphQL resolvers and the HTTP routes alike (definition.ts).
 */

/** What the resolvers and routes call: the use cases, plus the user lookup behind entity references. */
export interface UsersServices {
  accounts: Accounts;
  profiles: Profiles;
  /** Points, levels, streaks and achievements. */
  progress: Progress;
  users: UserRepository;
  /** Top contributors and the choice to be listed among them. */
  community: Community;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
  /** Personal API tokens for partners (issue 13). */
  apiTokens: ApiTokens;
}

export const servicesFor = onePerConnection(createServices);

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
