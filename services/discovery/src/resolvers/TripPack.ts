import type { DiscoveryServices } from '../composition.js';
import { packDistanceKm, packDistanceUnit } from '../data-access/trip-pack-seed.js';
import type { TripPackResolvers } from '../generated/resolvers-types.js';

export function tripPackResolvers({ tripPacks }: DiscoveryServices): TripPackResolvers {
  return {
    __resolveReference: (reference) => tripPacks.byId(reference.id),
    // From the stops and country, so packs stored before distances carried numbers answer too.
    distanceKm: (pack) => packDistanceKm(pack.stops),
    distanceUnit: (pack) => packDistanceUnit(pack.country),
  };
}
