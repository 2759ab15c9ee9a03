import { parseInput, requireUser, type Caller } from '@byway/kit';
import type { TripRecord, TripRepository, TripStopRecord } from '../data-access/trip-repository.js';
import { createTripInput, tripIdInput } from './schemas.js';

export function createTrips({ trips }: { trips: TripRepository }) {
  return {
    async myTrips(caller: Caller): Promise<TripRecord[]> {
      return trips.listByUser(requireUser(caller));
    },

    /** The caller's own trip; someone else's trip is answered exactly like a missing one. */
    async trip(caller: Caller, id: unknown): Promise<TripRecord | null> {
      const userId = requireUser(caller);
      const tripId = tripIdInput.safeParse(id);
      if (!tripId.success) return null;
      return trips.findOwned(tripId.data, userId);
    },

    /** For entity references from other subgraphs: own trips, or public ones. */
    async visibleTrip(caller: Caller, id: unknown): Promise<TripRecord | null> {
      const tripId = tripIdInput.safeParse(id);
      if (!tripId.success) return null;
      return trips.findVisible(tripId.data, caller.userId);
    },

    /**
     * The trip builder's "Create My Trip": the trip starts in planning with no stops; generating the
     * itinerary is a separate step. The owner is always the caller, never taken from the input.
     */
    async createTrip(caller: Caller, input: unknown): Promise<TripRecord> {
      const userId = requireUser(caller);
      const form = parseInput(createTripInput, input);
      const theme = form.themes?.length ? form.themes.join(',') : form.theme;
      return trips.create({
        userId,
        title: form.title ?? `${form.startLocation} to ${form.endLocation}`,
        description: form.description ?? `${form.totalDays} day road trip`,
        startLocation: form.startLocation,
        endLocation: form.endLocation,
        totalDays: form.totalDays,
        travelPartySize: form.travelPartySize,
        theme: theme ?? null,
        accommodationType: form.accommodationType ?? null,
        season: form.season ?? null,
        budget: form.budget ?? null,
        status: 'planning',
      });
    },

    async stopsOf(trip: Pick<TripRecord, 'id'>): Promise<TripStopRecord[]> {
      return trips.stopsOf(trip.id);
    },
  };
}

export type Trips = ReturnType<typeof createTrips>;
