import type { TripPackResolvers } from '../generated/resolvers-types.js';
import type { DiscoveryServices } from './services.js';

export function tripPackResolvers({ tripPacks }: DiscoveryServices): TripPackResolvers {
  return {
    __resolveReference: (reference) => tripPacks.byId(reference.id),
  };
}
