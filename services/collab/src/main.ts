import { closeSharedRedis, connectDatabase, createLogger, handleShutdown, runMain } from '@byway/kit';
import { loadCollabConfig } from './config.js';
import { createTripsClient } from './data-access/trips-client.js';
import { createCollabServer } from './server/collab-server.js';

runMain('collab', async () => {
  // COLLAB_PORT, else PORT (the image's, as kit's service.ts reads `<NAME>_PORT`, else PORT).
  const config = loadCollabConfig({
    ...process.env,
    COLLAB_PORT: process.env.COLLAB_PORT ?? process.env.PORT,
  });
  const logger = createLogger('collab', config.LOG_LEVEL);
  const connection = await connectDatabase(config.MONGODB_URI, 'byway_collab', logger);
  // The trips service fills each trip's first document and takes every stored change's plan (its read model).
  const trips = createTripsClient(config, logger);
  const server = await createCollabServer({
    config,
    connection,
    logger,
    tripPlans: trips,
    onPlanChanged: (tripId, plan) => trips.applyPlan(tripId, plan),
  });
  const running = await server.listen(config.COLLAB_PORT, config.HOST);
  logger.info({ url: running.url, redis: Boolean(config.REDIS_URL) }, 'collaboration server listening');
  handleShutdown(logger, [running.stop, () => connection.close(true), closeSharedRedis]);
});
