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
  const connection = await connectDatabase(mongoUri, dbName, logger);
  const env = {
    ...process.env,
    RATE_LIMITS: TEST_RATE_LIMITS,
    INTERNAL_TOKEN_SECRET: options.secret ?? TEST_INTERNAL_SECRET,
    ...options.env,
  };
  const subgraph = await createSubgraph({
    name: definition.name,
    schemaPath: definition.schemaPath,
    resolvers: definition.resolvers(connection, env),
    routes: definition.routes?.(connection, env),
    connection,
    logger,
    internalTokenSecret: options.secret ?? TEST_INTERNAL_SECRET,
  });
  const running = await subgraph.listen(0);
  return {
    url: running.url,
    connection,
    stop: async () => {
      await running.stop();
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    },
  };
}
