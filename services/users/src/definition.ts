import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { createResolvers, servicesFor } from './resolvers/index.js';
import { sessionRoutes } from './resolvers/session-routes.js';

export const definition: SubgraphServiceDefinition = {
  name: 'users',
  defaultPort: 4001,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: createResolvers,
  routes: (connection, env) => sessionRoutes(servicesFor(connection, env)),
};
