import type { DiscoveryServices } from './services.js';

export function queryResolvers({ tripPacks }: DiscoveryServices) {
  return {
    tripPackContinents: () => tripPacks.continents(),
    tripPacks: (_: unknown, args: { filter?: unknown }) => tripPacks.find(args.filter),
  };
}
