import type { GeoTaggedImageResolvers } from '../generated/resolvers-types.js';
import type { MediaServices } from './services.js';

export function geoTaggedImageResolvers({ images }: MediaServices): GeoTaggedImageResolvers {
  return {
    __resolveReference: (reference, { caller }) => images.visible(caller, reference.id),
  };
}
