import type { TripsServices } from '../composition.js';
import type { PublicTripResolvers } from '../generated/resolvers-types.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A route option without the traveller's notes on its stops (their own, not the public page's). */
const withoutNotes = (option: unknown): unknown =>
  isRecord(option) && Array.isArray(option.stops)
    ? {
        ...option,
        stops: option.stops.map((stop: unknown) => (isRecord(stop) ? { ...stop, note: null } : stop)),
      }
    : option;

/** What anyone may see of a public trip: its route options as stored, without the traveller's notes. */
export function publicTripResolvers({ trips }: TripsServices): PublicTripResolvers {
  return {
    routeOptions: async (trip) => (await trips.planOf(trip)).routeOptions.map(withoutNotes),
  };
}
