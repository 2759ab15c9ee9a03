import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { createServices, startPriceChecks } from './composition.js';
import { createResolvers } from './resolvers/index.js';

/** The trips service's one front door: GraphQL over its services, and the background price checks. */
export const definition: SubgraphServiceDefinition = {
  name: 'trips',
  defaultPort: 4002,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection, env) => createResolvers(createServices(connection, env)),
  background: startPriceChecks,
};
