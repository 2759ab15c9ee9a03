import type { Connection } from 'mongoose';
import { registerModels } from '../data-access/models.js';
import { createTripPackRepository } from '../data-access/trip-pack-repository.js';
import { createTripPacks } from '../domain/trip-packs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { queryResolvers } from './Query.js';
import type { DiscoveryServices } from './services.js';
import { tripPackResolvers } from './TripPack.js';

export function createServices(connection: Connection): DiscoveryServices {
  const models = registerModels(connection);
  return { tripPacks: createTripPacks({ packs: createTripPackRepository(models) }) };
}

export function createResolvers(connection: Connection): Resolvers {
  const services = createServices(connection);
  return {
    Query: queryResolvers(services),
    TripPack: tripPackResolvers(services),
  };
}
