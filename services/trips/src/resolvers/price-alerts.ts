import type { SubgraphContext } from '@byway/kit';
import type { TripsServices } from './services.js';

/** Price alerts: `myPriceAlerts` and `createPriceAlert`. */
export function priceAlertResolvers({ priceAlerts }: TripsServices) {
  return {
    Query: {
      myPriceAlerts: (_: unknown, __: unknown, { caller }: SubgraphContext) =>
        priceAlerts.myPriceAlerts(caller),
    },
    Mutation: {
      createPriceAlert: (_: unknown, args: { input: unknown }, { caller }: SubgraphContext) =>
        priceAlerts.createPriceAlert(caller, args.input),
    },
  };
}
