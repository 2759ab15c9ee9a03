import { fileURLToPath } from 'node:url';
import { loadStreamLimits, planProgressStreamSlots, type SubgraphServiceDefinition } from '@byway/kit';
import { aiFor, createResolvers } from './resolvers/index.js';
import { progressRoutes } from './resolvers/progress-routes.js';

export const definition: SubgraphServiceDefinition = {
  name: 'ai',
  defaultPort: 4005,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection, env) => createResolvers(connection, env),
  routes: (connection, env) =>
    progressRoutes(aiFor(connection, env), planProgressStreamSlots(loadStreamLimits(env))),
};
