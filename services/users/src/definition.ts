import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { servicesFor } from './composition.js';
import { sessionRoutes } from './http/session-routes.js';
import { createResolvers } from './resolvers/index.js';

/** The users service's one front door: GraphQL and its HTTP routes over one set of services. */
export const definition: SubgraphServiceDefinition = {
  name: 'users',
  defaultPort: 4001,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection, env) => createResolvers(servicesFor(connection, env)),
  routes: (connection, env) => sessionRoutes(servicesFor(connection, env)),
};
