import type { Connection } from 'mongoose';
import { JSONScalar } from '@byway/kit';
import { createAccountDataRepository } from '../data-access/account-data-repository.js';
import { registerModels } from '../data-access/models.js';
import { createTripPackRepository } from '../data-access/trip-pack-repository.js';
import { createAccountData } from '../domain/account-data.js';
import { createTripPacks } from '../domain/trip-packs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountDataResolvers } from './account-data.js';
import { queryResolvers } from './Query.js';
import type { DiscoveryServices } from './services.js';
import { tripPackResolvers } from './TripPack.js';

export function createServices(connection: Connection): DiscoveryServices {
  const models = registerModels(connection);
  return {
    tripPacks: createTripPacks({ packs: createTripPackRepository(models) }),
    accountData: createAccountData({ data: createAccountDataRepository(models) }),
  };
}

export function createResolvers(connection: Connection): Resolvers {
  const services = createServices(connection);
  const accountData = accountDataResolvers(services);
  return {
    JSON: JSONScalar,
    Query: { ...queryResolvers(services), ...accountData.Query },
    Mutation: accountData.Mutation,
    TripPack: tripPackResolvers(services),
  };
}
