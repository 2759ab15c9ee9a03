import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { createServices } from './composition.js';
import { createResolvers } from './resolvers/index.js';

/** The discovery service's one front door: GraphQL over its services. */
export const definition: SubgraphServiceDefinition = {
  name: 'discovery',
  defaultPort: 4003,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection, env) => createResolvers(createServices(connection, env)),
};
