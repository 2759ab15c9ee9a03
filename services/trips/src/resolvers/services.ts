import type { Trips } from '../domain/trips.js';

export interface TripsServices {
  trips: Trips;
}
