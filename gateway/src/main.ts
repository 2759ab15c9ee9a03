import { closeSharedRedis, createLogger, handleShutdown, runMain } from '@byway/kit';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const gateway = await createGateway(config, { logger });
  const running = await gateway.listen(config.GATEWAY_PORT, config.HOST);
  logger.info({ url: running.url, publicUrl: config.PUBLIC_URL }, 'gateway listening');
  handleShutdown(logger, [running.stop, closeSharedRedis]);
});
