import { z } from 'zod';
import { baseConfigSchema } from './config.js';
import { limitConcurrency } from './concurrency.js';
import { createInternalClientFromEnv } from './internal-client.js';
import { ACTIVITY_RECORD_SCOPE } from './activity-scopes.js';
import type { Caller } from './internal-token.js';
import { createLogger, type Logger } from './logger.js';

export const usersClientConfigSchema = baseConfigSchema.pick({ INTERNAL_TOKEN_SECRET: true }).extend({
  USERS_URL: z.url().default('http://127.0.0.1:4001/graphql'),
  USERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
});

/**
 * Reports in flight at once from one process. Crediting costs the users service several database writes;
 * unbounded, a burst of memories saved on the road doubles the database work the travellers are waiting
 * on. Bounded, the points follow a moment later and the travellers' own writes go first.
 */
const REPORTS_IN_FLIGHT = 2;

/**
 * The users service as the other subgraphs reach it (trips, discovery, media, ai): one client over kit's
 * internal client, signed with the traveller's identity. It reports what a traveller did so the users
 * service can award points and achievements (its internal `recordActivity`, scope `activity:record`).
 * Reporting never fails the traveller's action: a failure is logged and forgotten. The users service
 * credits each (traveller, action, thing) once, so reporting again (a retry) is always safe. Each service
 * types `action` with contracts/rules' ActivityAction.
 */
export interface ActivityReporter<Action extends string = string> {
  /**
   * `tripId`: the trip the action belongs to (a memory, a check-in, a gem added), so the users service can
   * cap a day's credits per trip (contracts/rules ACTIVITY_DAILY_CREDITS, issue 18).
   */
  report(caller: Caller, action: Action, relatedId: string | number, tripId?: string | number): Promise<void>;
}

const RECORD_ACTIVITY = /* GraphQL */ `
  mutation RecordActivity($input: ActivityInput!) {
    recordActivity(input: $input) {
      awarded
    }
  }
`;

/**
 * `service`: the calling service's name, for its logs. Each service types `Action` with contracts/rules'
 * ActivityAction (kit does not depend on contracts).
 */
export function createUsersClient<Action extends string>(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
  logger: Pick<Logger, 'warn'> = createLogger(service, env.LOG_LEVEL ?? 'info'),
): ActivityReporter<Action> {
  const call = createInternalClientFromEnv(usersClientConfigSchema, env, 'the users service', (config) => ({
    url: config.USERS_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    timeoutMs: config.USERS_TIMEOUT_MS,
  }));
  const inTurn = limitConcurrency(REPORTS_IN_FLIGHT);
  return {
    async report(caller, action, relatedId, tripId) {
      if (!caller.userId) return;
      try {
        await inTurn(() =>
          call(
            RECORD_ACTIVITY,
            {
              input: {
                action,
                relatedId: String(relatedId),
                ...(tripId === undefined ? {} : { tripId: String(tripId) }),
              },
            },
            { ...caller, scopes: [ACTIVITY_RECORD_SCOPE] },
          ),
        );
      } catch (error) {
        logger.warn({ err: error, action, relatedId: String(relatedId) }, 'could not report the activity');
      }
    },
  };
}
