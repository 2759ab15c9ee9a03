import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { imageRoutes } from './resolvers/image-routes.js';
import { createResolvers, createServices } from './resolvers/index.js';

export const definition: SubgraphServiceDefinition = {
  name: 'media',
  defaultPort: 4004,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: createResolvers,
  routes: (connection, env) => imageRoutes(createServices(connection, env).images),
};
