import type { QueryResolvers } from '../generated/resolvers-types.js';
import type { DiscoveryServices } from './services.js';

export function queryResolvers({ tripPacks }: DiscoveryServices): QueryResolvers {
  return {
    tripPackContinents: () => tripPacks.continents(),
    tripPacks: (_, args) => tripPacks.find(args.filter),
    tripPack: (_, args) => tripPacks.byId(args.id),
  };
}
