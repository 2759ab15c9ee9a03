import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { createResolvers } from './resolvers/index.js';

export const definition: SubgraphServiceDefinition = {
  name: 'ai',
  defaultPort: 4005,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: (connection) => createResolvers(connection),
};
