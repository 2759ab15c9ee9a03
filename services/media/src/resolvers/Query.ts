import type { MediaServices } from '../composition.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';

export function queryResolvers({ images, accountData }: MediaServices): QueryResolvers {
  return {
    geoTaggedImages: (_, args, { caller }) => images.findPublic(caller, args.filter),
    geoTaggedImage: (_, args, { caller }) => images.findOne(caller, args.id),
    geoTaggedImagesNear: (_, args, { caller }) => images.findNear(caller, args.points),
    // The gateway-only export of the traveller's own data (issue 9).
    mediaAccountExport: (_, __, { caller }) => accountData.exportData(caller),
  };
}
