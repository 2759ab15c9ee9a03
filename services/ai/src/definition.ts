import { fileURLToPath } from 'node:url';
import { loadStreamLimits, planProgressStreamSlots, type SubgraphServiceDefinition } from '@byway/kit';
import { servicesFor } from './composition.js';
import { progressRoutes } from './http/progress-routes.js';
import { createResolvers } from './resolvers/index.js';

/** The AI service's one front door: GraphQL and the plan-progress stream over one set of services. */
export const definition: SubgraphServiceDefinition = {
  name: 'ai',
  defaultPort: 4005,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection, env) => createResolvers(servicesFor(connection, env)),
  routes: (connection, env) =>
    progressRoutes(servicesFor(connection, env).ai, planProgressStreamSlots(loadStreamLimits(env))),
};
