import type { MediaServices } from './services.js';

export function queryResolvers({ images }: MediaServices) {
  return {
    geoTaggedImages: (_: unknown, args: { filter?: unknown }) => images.findPublic(args.filter),
  };
}
