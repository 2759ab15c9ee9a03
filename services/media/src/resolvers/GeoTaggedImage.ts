import type { SubgraphContext } from '@byway/kit';
import type { MediaServices } from './services.js';

export function geoTaggedImageResolvers({ images }: MediaServices) {
  return {
    __resolveReference: (reference: { id: unknown }, { caller }: SubgraphContext) =>
      images.visible(caller, reference.id),
  };
}
