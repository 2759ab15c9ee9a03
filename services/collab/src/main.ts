import { closeSharedRedis, connectDatabase, createLogger, handleShutdown, runMain } from '@byway/kit';
import { loadCollabConfig } from './config.js';
import { createCollabServer } from './server/collab-server.js';

runMain('collab', async () => {
  const config = loadCollabConfig();
  const logger = createLogger('collab', config.LOG_LEVEL);
  const connection = await connectDatabase(config.MONGODB_URI, 'byway_collab', logger);
  const server = await createCollabServer({ config, connection, logger });
  const running = await server.listen(config.COLLAB_PORT, config.HOST);
  logger.info({ url: running.url, redis: Boolean(config.REDIS_URL) }, 'collaboration server listening');
  handleShutdown(logger, [running.stop, () => connection.close(true), closeSharedRedis]);
});
