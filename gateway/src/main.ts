import { closeSharedRedis, createLogger, DRAIN_NOTICE_MS, handleShutdown, runMain } from '@byway/kit';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';
import { serveMetrics, type MetricsServer } from './metrics-server.js';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const gateway = await createGateway(config, { logger });
  const running = await gateway.listen(config.GATEWAY_PORT, config.HOST);
  logger.info({ url: running.url, publicUrl: config.PUBLIC_URL }, 'gateway listening');
  let metrics: MetricsServer | null = null;
  if (config.METRICS_PORT !== 0) {
    // Metrics are not worth an outage: a taken port (a second local replica, say) is logged, not fatal.
    metrics = await serveMetrics(config.METRICS_PORT, config.HOST, logger).catch((error: unknown) => {
      logger.error({ err: error, port: config.METRICS_PORT }, 'metrics not served: cannot listen');
      return null;
    });
  }
  handleShutdown(logger, [
    () => running.stop(DRAIN_NOTICE_MS),
    async () => metrics?.close(),
    closeSharedRedis,
  ]);
});
