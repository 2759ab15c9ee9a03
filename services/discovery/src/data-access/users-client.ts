import { z } from 'zod';
import {
  ACTIVITY_RECORD_SCOPE,
  baseConfigSchema,
  createInternalClient,
  createLogger,
  loadConfig,
  type Caller,
  type Logger,
} from '@byway/kit';
import type { ActivityAction } from '@byway/contracts/rules';

export const usersClientConfigSchema = baseConfigSchema.pick({ INTERNAL_TOKEN_SECRET: true }).extend({
  USERS_URL: z.url().default('http://127.0.0.1:4001/graphql'),
  USERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
});

/**
 * Reports what a traveller did here (a review written) so the users service can award points, like the
 * trips service does. Reporting never fails the traveller's action: a failure is logged and forgotten; the
 * users service credits each (traveller, action, thing) once, so a retry is safe.
 */
export interface ActivityReporter {
  report(caller: Caller, action: ActivityAction, relatedId: string | number): Promise<void>;
}

const RECORD_ACTIVITY = /* GraphQL */ `
  mutation RecordActivity($input: ActivityInput!) {
    recordActivity(input: $input) {
      awarded
    }
  }
`;

export function createUsersClient(
  env: NodeJS.ProcessEnv = process.env,
  logger: Pick<Logger, 'warn'> = createLogger('discovery', env.LOG_LEVEL ?? 'info'),
): ActivityReporter {
  const config = loadConfig(usersClientConfigSchema, env);
  const call = createInternalClient({
    url: config.USERS_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    serviceLabel: 'the users service',
    timeoutMs: config.USERS_TIMEOUT_MS,
  });
  return {
    async report(caller, action, relatedId) {
      if (!caller.userId) return;
      try {
        await call(
          RECORD_ACTIVITY,
          { input: { action, relatedId: String(relatedId) } },
          { ...caller, scopes: [ACTIVITY_RECORD_SCOPE] },
        );
      } catch (error) {
        logger.warn({ err: error, action, relatedId: String(relatedId) }, 'could not report the activity');
      }
    },
  };
}
