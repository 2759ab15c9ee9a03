import { fileURLToPath } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { startPriceChecks } from './domain/price-sources/price-checks.js';
import { createResolvers } from './resolvers/index.js';

export const definition: SubgraphServiceDefinition = {
  name: 'trips',
  defaultPort: 4002,
  schemaPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  resolvers: createResolvers,
  background: startPriceChecks,
};
