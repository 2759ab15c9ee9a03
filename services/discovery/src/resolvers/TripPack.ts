import type { DiscoveryServices } from './services.js';

export function tripPackResolvers({ tripPacks }: DiscoveryServices) {
  return {
    __resolveReference: (reference: { id: unknown }) => tripPacks.byId(reference.id),
  };
}
