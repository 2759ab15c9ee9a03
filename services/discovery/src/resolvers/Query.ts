import type { DiscoveryServices } from '../composition.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';

export function queryResolvers({ tripPacks, reviews, accountData }: DiscoveryServices): QueryResolvers {
  return {
    tripPackContinents: () => tripPacks.continents(),
    tripPacks: (_, args) => tripPacks.find(args.filter),
    nearestTripPacks: (_, args) => tripPacks.nearest(args.filter),
    tripPack: (_, args) => tripPacks.byId(args.id),
    tripPackReviews: (_, args, { caller }) => reviews.ofPack(caller, args.packId),
    myTripPackReview: (_, args, { caller }) => reviews.mine(caller, args.packId),
    // The gateway-only export of the traveller's own data (issue 9).
    discoveryAccountExport: (_, __, { caller }) => accountData.exportData(caller),
  };
}
