import type { AccountData } from '../domain/account-data.js';
import type { Reviews } from '../domain/reviews.js';
import type { TripPacks } from '../domain/trip-packs.js';

export interface DiscoveryServices {
  tripPacks: TripPacks;
  reviews: Reviews;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
}
