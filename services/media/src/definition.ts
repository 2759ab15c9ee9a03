import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { createResolvers } from './resolvers/index.js';

export const definition: SubgraphServiceDefinition = {
  name: 'media',
  defaultPort: 4004,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: createResolvers,
};
