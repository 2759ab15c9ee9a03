import type { AccountData } from '../domain/account-data.js';
import type { TripPacks } from '../domain/trip-packs.js';

export interface DiscoveryServices {
  tripPacks: TripPacks;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
}
