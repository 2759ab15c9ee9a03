import type { Connection } from 'mongoose';
import { createAccountDataRepository } from '../data-access/account-data-repository.js';
import { registerModels } from '../data-access/models.js';
import { createDiscoveryClient } from '../data-access/discovery-client.js';
import { createPlannerClient } from '../data-access/planner-client.js';
import { createMemoryRepository } from '../data-access/memory-repository.js';
import { createPriceAlertRepository } from '../data-access/price-alert-repository.js';
import { createTripRepository } from '../data-access/trip-repository.js';
import { createAccountData } from '../domain/account-data.js';
import { createMemories } from '../domain/memories.js';
import { createPriceAlerts } from '../domain/price-alerts.js';
import { createPublicTrips } from '../domain/public-trips.js';
import { createTripCosts } from '../domain/trip-costs.js';
import { createTrips } from '../domain/trips.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { ActivityAction } from '@byway/contracts/rules';
import { createRateLimiter, createUsersClient, JSONScalar } from '@byway/kit';
import { accountDataResolvers } from './account-data.js';
import { costForecastResolvers } from './cost-forecast.js';
import { mutationResolvers } from './Mutation.js';
import { memoryResolvers } from './memories.js';
import { priceAlertResolvers } from './price-alerts.js';
import { publicTripResolvers } from './public-trips.js';
import { queryResolvers } from './Query.js';
import { routeDistanceResolvers } from './route-distances.js';
import type { TripsServices } from './services.js';
import { tripResolvers } from './Trip.js';

export function createServices(connection: Connection, env: NodeJS.ProcessEnv = process.env): TripsServices {
  const models = registerModels(connection);
  const trips = createTripRepository(connection, models);
  // Points and achievements: what travellers do here is reported to the users service.
  const activity = createUsersClient<ActivityAction>('trips', env);
  return {
    trips: createTrips({
      trips,
      planner: createPlannerClient(env),
      activity,
      packs: createDiscoveryClient(env),
      limits: createRateLimiter(connection, env),
    }),
    memories: createMemories({ trips, memories: createMemoryRepository(connection, models), activity }),
    priceAlerts: createPriceAlerts({ trips, alerts: createPriceAlertRepository(connection, models) }),
    publicTrips: createPublicTrips({ trips, activity }),
    accountData: createAccountData({ data: createAccountDataRepository(models) }),
    costs: createTripCosts({ trips }),
  };
}

export function createResolvers(connection: Connection, env: NodeJS.ProcessEnv = process.env): Resolvers {
  const services = createServices(connection, env);
  const memories = memoryResolvers(services);
  const priceAlerts = priceAlertResolvers(services);
  const publicTrips = publicTripResolvers(services);
  const accountData = accountDataResolvers(services);
  return {
    JSON: JSONScalar,
    Query: {
      ...queryResolvers(services),
      ...memories.Query,
      ...priceAlerts.Query,
      ...publicTrips.Query,
      ...accountData.Query,
    },
    Mutation: {
      ...mutationResolvers(services),
      ...memories.Mutation,
      ...priceAlerts.Mutation,
      ...publicTrips.Mutation,
      ...accountData.Mutation,
    },
    Trip: { ...tripResolvers(services), ...memories.Trip, ...costForecastResolvers(services).Trip },
    PublicTrip: publicTrips.PublicTrip,
    PriceAlert: priceAlerts.PriceAlert,
    ...routeDistanceResolvers(),
  };
}
