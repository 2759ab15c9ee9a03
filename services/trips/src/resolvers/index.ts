import type { Connection } from 'mongoose';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { registerModels } from '../data-access/models.js';
import { createPlannerClient } from '../data-access/planner-client.js';
import { createTripRepository } from '../data-access/trip-repository.js';
import { createTrips } from '../domain/trips.js';
import { JSONScalar } from '@byway/kit';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import type { TripsServices } from './services.js';
import { tripResolvers } from './Trip.js';

export function createServices(connection: Connection, env: NodeJS.ProcessEnv = process.env): TripsServices {
  const models = registerModels(connection);
  return {
    trips: createTrips({
      trips: createTripRepository(connection, models),
      planner: createPlannerClient(env),
    }),
  };
}

export function createResolvers(
  connection: Connection,
  env: NodeJS.ProcessEnv = process.env,
): ReturnType<SubgraphServiceDefinition['resolvers']> {
  const services = createServices(connection, env);
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    Trip: tripResolvers(services),
  };
}
