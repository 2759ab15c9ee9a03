import type { MediaServices } from '../composition.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';

export function mutationResolvers({ images, accountData }: MediaServices): MutationResolvers {
  return {
    createGeoTaggedImage: (_, { input }, { caller }) => images.createFromLink(caller, input),
    likeGeoTaggedImage: (_, { id }, { caller }) => images.toggle(caller, id, 'like'),
    saveGeoTaggedImage: (_, { id }, { caller }) => images.toggle(caller, id, 'save'),
    viewGeoTaggedImage: (_, { id }, { caller }) => images.view(caller, id),
    deleteGeoTaggedImage: (_, { id }, { caller }) => images.remove(caller, id),
    // The gateway-only deletion of the traveller's own data (issue 9).
    deleteMediaAccountData: (_, __, { caller }) => accountData.deleteData(caller),
  };
}
