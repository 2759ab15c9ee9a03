import type { QueryResolvers } from '../generated/resolvers-types.js';
import type { MediaServices } from './services.js';

export function queryResolvers({ images }: MediaServices): QueryResolvers {
  return {
    geoTaggedImages: (_, args, { caller }) => images.findPublic(caller, args.filter),
    geoTaggedImage: (_, args, { caller }) => images.findOne(caller, args.id),
    geoTaggedImagesNear: (_, args, { caller }) => images.findNear(caller, args.points),
  };
}
