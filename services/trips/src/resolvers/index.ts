import type { Connection } from 'mongoose';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { registerModels } from '../data-access/models.js';
import { createTripRepository } from '../data-access/trip-repository.js';
import { createTrips } from '../domain/trips.js';
import { JSONScalar } from './JSON.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import type { TripsServices } from './services.js';
import { tripResolvers } from './Trip.js';

export function createServices(connection: Connection): TripsServices {
  const models = registerModels(connection);
  return { trips: createTrips({ trips: createTripRepository(connection, models) }) };
}

export function createResolvers(connection: Connection): ReturnType<SubgraphServiceDefinition['resolvers']> {
  const services = createServices(connection);
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    Trip: tripResolvers(services),
  };
}
