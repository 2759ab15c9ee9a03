import type { DiscoveryServices } from '../composition.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';

export function mutationResolvers({ reviews, accountData }: DiscoveryServices): MutationResolvers {
  return {
    reviewTripPack: (_, args, { caller }) => reviews.review(caller, args.packId, args.input),
    recordTripFromPack: (_, args, { caller }) => reviews.recordTripFromPack(caller, args.packId, args.tripId),
    // The gateway-only deletion of the traveller's own data (issue 9).
    deleteDiscoveryAccountData: (_, __, { caller }) => accountData.deleteData(caller),
  };
}
