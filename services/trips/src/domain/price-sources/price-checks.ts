import type { Connection } from 'mongoose';
import type { Logger } from '@byway/kit';
import { registerModels } from '../../data-access/models.js';
import { createPriceAlertRepository } from '../../data-access/price-alert-repository.js';
import { createPriceChecker } from './price-checker.js';
import { priceSourceFromEnv } from './price-source-config.js';

/**
 * The trips service's background price checks: nothing with PRICE_SOURCE=none (the default), else a
 * round a minute over the alerts due. Answers how to stop them.
 */
export function startPriceChecks(
  connection: Connection,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): (() => void) | undefined {
  const { source, intervalMinutes } = priceSourceFromEnv(env);
  if (!source) {
    logger.info('price source: none (travellers record the prices they see)');
    return undefined;
  }
  const alerts = createPriceAlertRepository(connection, registerModels(connection));
  logger.info({ priceSource: source.name, intervalMinutes }, 'price checks started');
  return createPriceChecker({ alerts, source, logger, intervalMinutes }).start();
}
