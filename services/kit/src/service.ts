import { z } from 'zod';
import type { Router } from 'express';
import type { Connection } from 'mongoose';
import { baseConfigSchema, loadConfig } from './config.js';
import { connectDatabase } from './database.js';
import { DRAIN_NOTICE_MS, handleShutdown, runMain } from './lifecycle.js';
import { createLogger, type Logger } from './logger.js';
import { closeSharedRedis } from './redis.js';
import { createSubgraph, type SubgraphResolvers } from './subgraph-server.js';

export interface SubgraphServiceDefinition {
  /** Service name as in logs and the database name (`byway_<name>`). */
  name: string;
  defaultPort: number;
  schemaPath: string;
  /**
   * Builds the resolvers over this service's own database connection (models are registered on it).
   * `env` is the process environment, or a test's.
   */
  resolvers: (connection: Connection, env: NodeJS.ProcessEnv) => SubgraphResolvers;
  /** Optional plain HTTP routes under /internal (see SubgraphOptions.routes). */
  routes?: (connection: Connection, env: NodeJS.ProcessEnv) => (router: Router) => void;
  /**
   * Optional work beside the server (a timer, say), started once it listens; it answers how to stop it
   * (called on shutdown). It must catch its own errors: the service never crashes for it.
   */
  background?: (connection: Connection, env: NodeJS.ProcessEnv, logger: Logger) => (() => void) | undefined;
}

/**
 * One set of a service's use cases per service instance (keyed by its database connection), created on
 * first use and shared by its GraphQL resolvers, its internal routes and its background work.
 */
export function onePerConnection<Services>(
  create: (connection: Connection, env: NodeJS.ProcessEnv) => Services,
): (connection: Connection, env: NodeJS.ProcessEnv) => Services {
  const instances = new WeakMap<Connection, Services>();
  return (connection, env) => {
    let services = instances.get(connection);
    if (!services) {
      services = create(connection, env);
      instances.set(connection, services);
    }
    return services;
  };
}

/** The `main` of every subgraph: config, logs, database, server, graceful shutdown. */
export function runSubgraphService(definition: SubgraphServiceDefinition): void {
  runMain(definition.name, async () => {
    const envPort = `${definition.name.toUpperCase()}_PORT`;
    const config = loadConfig(
      baseConfigSchema.extend({
        PORT: z.coerce.number().int().min(0).max(65535).default(definition.defaultPort),
      }),
      { ...process.env, PORT: process.env[envPort] ?? process.env.PORT },
    );
    const logger = createLogger(definition.name, config.LOG_LEVEL);
    const connection = await connectDatabase(config.MONGODB_URI, `byway_${definition.name}`, logger);
    const subgraph = await createSubgraph({
      name: definition.name,
      schemaPath: definition.schemaPath,
      resolvers: definition.resolvers(connection, process.env),
      routes: definition.routes?.(connection, process.env),
      connection,
      logger,
      internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    });
    const running = await subgraph.listen(config.PORT, config.HOST);
    logger.info({ url: running.url }, 'subgraph listening');
    const stopBackground = definition.background?.(connection, process.env, logger);
    // force: a database that is already gone must not hold the process until the shutdown timer fires.
    handleShutdown(logger, [
      async () => stopBackground?.(),
      () => running.stop(DRAIN_NOTICE_MS),
      () => connection.close(true),
      closeSharedRedis,
    ]);
  });
}
