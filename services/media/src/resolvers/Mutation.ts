import type { MutationResolvers } from '../generated/resolvers-types.js';
import type { MediaServices } from './services.js';

export function mutationResolvers({
  images,
}: MediaServices): Omit<MutationResolvers, 'deleteMediaAccountData'> {
  return {
    createGeoTaggedImage: (_, { input }, { caller }) => images.createFromLink(caller, input),
    likeGeoTaggedImage: (_, { id }, { caller }) => images.toggle(caller, id, 'like'),
    saveGeoTaggedImage: (_, { id }, { caller }) => images.toggle(caller, id, 'save'),
    viewGeoTaggedImage: (_, { id }, { caller }) => images.view(caller, id),
    deleteGeoTaggedImage: (_, { id }, { caller }) => images.remove(caller, id),
  };
}
