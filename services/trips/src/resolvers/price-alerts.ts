import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

/** Price alerts: `myPriceAlerts` and `createPriceAlert`. */
export function priceAlertResolvers({ priceAlerts }: TripsServices): {
  Query: QueryResolvers;
  Mutation: MutationResolvers;
} {
  return {
    Query: {
      myPriceAlerts: (_, __, { caller }) => priceAlerts.myPriceAlerts(caller),
    },
    Mutation: {
      createPriceAlert: (_, args, { caller }) => priceAlerts.createPriceAlert(caller, args.input),
    },
  };
}
