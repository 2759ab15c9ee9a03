import type { TripPacks } from '../domain/trip-packs.js';

export interface DiscoveryServices {
  tripPacks: TripPacks;
}
