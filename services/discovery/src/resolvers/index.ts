import { JSONScalar } from '@byway/kit';
import type { DiscoveryServices } from '../composition.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import { tripPackResolvers } from './TripPack.js';

/** The discovery subgraph's resolvers, one file per GraphQL type, over the composed services. */
export function createResolvers(services: DiscoveryServices): Resolvers {
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    TripPack: tripPackResolvers(services),
  };
}
