import { JSONScalar } from '@byway/kit';
import type { UsersServices } from '../composition.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import { userResolvers } from './User.js';

/** The users subgraph's resolvers, one file per GraphQL type, over the composed services. */
export function createResolvers(services: UsersServices): Resolvers {
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    User: userResolvers(services),
  };
}
