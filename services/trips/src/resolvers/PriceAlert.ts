import { isTargetReached } from '@byway/contracts/rules';
import type { TripsServices } from '../composition.js';
import type { PriceAlertResolvers } from '../generated/resolvers-types.js';

export function priceAlertResolvers({ priceAlerts }: TripsServices): PriceAlertResolvers {
  return {
    targetReached: (alert) => isTargetReached(alert),
    history: (alert, args) => priceAlerts.history(alert, args.limit),
  };
}
