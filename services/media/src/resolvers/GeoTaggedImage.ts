import type { MediaServices } from '../composition.js';
import type { GeoTaggedImageResolvers } from '../generated/resolvers-types.js';

export function geoTaggedImageResolvers({ images }: MediaServices): GeoTaggedImageResolvers {
  return {
    __resolveReference: (reference, { caller }) => images.visible(caller, reference.id),
    likedByMe: (image) => image.likedByMe ?? false,
    savedByMe: (image) => image.savedByMe ?? false,
    mine: (image, _, { caller }) => caller.userId !== null && image.userId === caller.userId,
  };
}
