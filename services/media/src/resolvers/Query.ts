import type { QueryResolvers } from '../generated/resolvers-types.js';
import type { MediaServices } from './services.js';

export function queryResolvers({ images }: MediaServices): QueryResolvers {
  return {
    geoTaggedImages: (_, args) => images.findPublic(args.filter),
  };
}
