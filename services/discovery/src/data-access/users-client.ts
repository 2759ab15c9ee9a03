import type { ActivityAction } from '@byway/contracts/rules';
import {
  createActivityReporter,
  type ActivityReporter as KitActivityReporter,
  type Logger,
} from '@byway/kit';

/** What this service reports to the users service for points and achievements (kit's ActivityReporter). */
export type ActivityReporter = KitActivityReporter<ActivityAction>;

export function createUsersClient(
  env: NodeJS.ProcessEnv = process.env,
  logger?: Pick<Logger, 'warn'>,
): ActivityReporter {
  return createActivityReporter<ActivityAction>('discovery', env, logger);
}
