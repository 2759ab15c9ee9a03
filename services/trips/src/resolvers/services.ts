import type { AccountData } from '../domain/account-data.js';
import type { Memories } from '../domain/memories.js';
import type { PriceAlerts } from '../domain/price-alerts.js';
import type { PublicTrips } from '../domain/public-trips.js';
import type { TripCosts } from '../domain/trip-costs.js';
import type { Trips } from '../domain/trips.js';

export interface TripsServices {
  trips: Trips;
  memories: Memories;
  priceAlerts: PriceAlerts;
  publicTrips: PublicTrips;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
  /** The trip cost forecast, computed from the stored plan. */
  costs: TripCosts;
}
