import { TEST_RATE_LIMITS } from '../../../../deploy/local/test-env.mjs';
import type { Connection } from 'mongoose';
import { connectDatabase } from '../database.js';
import { createLogger } from '../logger.js';
import type { SubgraphServiceDefinition } from '../service.js';
import { createSubgraph } from '../subgraph-server.js';
import { TEST_INTERNAL_SECRET } from './subgraph-client.js';

export interface RunningService {
  url: string;
  connection: Connection;
  stop: () => Promise<void>;
  /** Stops answering as a crashed process would, keeping its data (fault tests). */
  kill: () => Promise<void>;
  /** Comes back on the same address over the same data, as the supervisor restarts a process. */
  restart: () => Promise<void>;
}

/**
 * Runs a subgraph in-process on a free port against a real database, each test file in its own database
 * (`byway_<name>_<suffix>`) so files never see each other's rows.
 */
export async function startService(
  definition: SubgraphServiceDefinition,
  mongoUri: string,
  options: { dbSuffix?: string; secret?: string; env?: Record<string, string> } = {},
): Promise<RunningService> {
  const logger = createLogger(definition.name, process.env.LOG_LEVEL ?? 'silent');
  const dbName = `byway_${definition.name}_${options.dbSuffix ?? Math.random().toString(36).slice(2, 10)}`;
  const env = {
    ...process.env,
    RATE_LIMITS: TEST_RATE_LIMITS,
    INTERNAL_TOKEN_SECRET: options.secret ?? TEST_INTERNAL_SECRET,
    ...options.env,
  };
  const serve = async (port: number) => {
    const connection = await connectDatabase(mongoUri, dbName, logger);
    const subgraph = await createSubgraph({
      name: definition.name,
      schemaPath: definition.schemaPath,
      resolvers: definition.resolvers(connection, env),
      routes: definition.routes?.(connection, env),
      connection,
      logger,
      internalTokenSecret: options.secret ?? TEST_INTERNAL_SECRET,
    });
    return { connection, running: await subgraph.listen(port) };
  };
  let current = await serve(0);
  const port = Number(new URL(current.running.url).port);
  const service: RunningService = {
    url: current.running.url,
    connection: current.connection,
    stop: async () => {
      await current.running.stop();
      await current.connection.dropDatabase().catch(() => undefined);
      await current.connection.close();
    },
    kill: async () => {
      await current.running.stop();
      await current.connection.close();
    },
    restart: async () => {
      current = await serve(port);
      service.connection = current.connection;
    },
  };
  return service;
}
