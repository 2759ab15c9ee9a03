import { JSONScalar } from '@byway/kit';
import type { AiServices } from '../composition.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import { tripResolvers } from './Trip.js';

/** The AI subgraph's resolvers, one file per GraphQL type, over the composed services. */
export function createResolvers(services: AiServices): Resolvers {
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    Trip: tripResolvers(services),
  };
}
