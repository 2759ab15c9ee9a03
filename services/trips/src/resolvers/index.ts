import { JSONScalar } from '@byway/kit';
import type { TripsServices } from '../composition.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { driveSummaryResolvers } from './DriveSummary.js';
import { mutationResolvers } from './Mutation.js';
import { priceAlertResolvers } from './PriceAlert.js';
import { publicTripResolvers } from './PublicTrip.js';
import { queryResolvers } from './Query.js';
import { routeOptionResolvers } from './RouteOption.js';
import { tripResolvers } from './Trip.js';

/** The trips subgraph's resolvers, one file per GraphQL type, over the composed services. */
export function createResolvers(services: TripsServices): Resolvers {
  return {
    JSON: JSONScalar,
    Query: queryResolvers(services),
    Mutation: mutationResolvers(services),
    Trip: tripResolvers(services),
    PublicTrip: publicTripResolvers(services),
    PriceAlert: priceAlertResolvers(services),
    RouteOption: routeOptionResolvers(),
    DriveSummary: driveSummaryResolvers(),
  };
}
