import { JSONScalar } from '@byway/kit';
import type { MediaServices } from '../composition.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { geoTaggedImageResolvers } from './GeoTaggedImage.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import { tripResolvers } from './Trip.js';

/** The media subgraph's resolvers, one file per GraphQL type, over the composed services. */
export function createResolvers(services: MediaServices): Resolvers {
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    GeoTaggedImage: geoTaggedImageResolvers(services),
    Trip: tripResolvers(services),
  };
}
