import { isTargetReached } from '@byway/contracts/rules';
import type { MutationResolvers, PriceAlertResolvers, QueryResolvers } from '../generated/resolvers-types.js';
import type { TripsServices } from './services.js';

/** Price alerts: the traveller's list, creating one, recording a price, Active/Inactive, and history. */
export function priceAlertResolvers({ priceAlerts }: TripsServices): {
  Query: QueryResolvers;
  Mutation: MutationResolvers;
  PriceAlert: PriceAlertResolvers;
} {
  return {
    Query: {
      myPriceAlerts: (_, __, { caller }) => priceAlerts.myPriceAlerts(caller),
    },
    Mutation: {
      createPriceAlert: (_, args, { caller }) => priceAlerts.createPriceAlert(caller, args.input),
      recordAlertPrice: (_, args, { caller }) => priceAlerts.recordAlertPrice(caller, args),
      setPriceAlertActive: (_, args, { caller }) => priceAlerts.setPriceAlertActive(caller, args),
    },
    PriceAlert: {
      targetReached: (alert) => isTargetReached(alert),
      history: (alert, args) => priceAlerts.history(alert, args.limit),
    },
  };
}
