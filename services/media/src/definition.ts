import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { servicesFor } from './composition.js';
import { imageRoutes } from './http/image-routes.js';
import { createResolvers } from './resolvers/index.js';

/** The media service's one front door: GraphQL and its HTTP routes over one set of services. */
export const definition: SubgraphServiceDefinition = {
  name: 'media',
  defaultPort: 4004,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection, env) => createResolvers(servicesFor(connection, env)),
  routes: (connection, env) => imageRoutes(servicesFor(connection, env).images),
};
