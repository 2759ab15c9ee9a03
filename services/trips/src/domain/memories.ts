import { AppError, parseInput, requireUser, type Caller, type ActivityReporter } from '@byway/kit';
import { tripMemoryRequestSchema } from '@byway/contracts/rest';
import type { ActivityAction } from '@byway/contracts/rules';
import type { MemoryRepository, TripMemoryRecord } from '../data-access/memory-repository.js';
import type { TripRecord, TripRepository, TripStopRecord } from '../data-access/trip-repository.js';
import { itineraryStopNames, sameStop } from './memory-stops.js';
import { tripIdInput } from './schemas.js';

// The memory form's rules (spec 5) are the REST contract's tripMemoryRequestSchema: one schema for both doors.

/** A memory as the trip page shows it: with whether its stop is in the trip's current itinerary. */
export type AttachedMemory = TripMemoryRecord & { stopInItinerary: boolean };

export function createMemories({
  trips,
  memories,
  activity,
}: {
  trips: TripRepository;
  memories: MemoryRepository;
  activity: ActivityReporter<ActivityAction>;
}) {
  /** The caller's own trip, or the same 404 whether it is missing or someone else's. */
  async function ownedTrip(userId: string, id: unknown): Promise<TripRecord> {
    const tripId = tripIdInput.safeParse(id);
    const trip = tripId.success ? await trips.findOwned(tripId.data, userId) : null;
    if (!trip) throw AppError.notFound('Trip');
    return trip;
  }

  /**
   * Memories name their stop, so they stay attached to what they were about across regenerations: a stop
   * a new itinerary dropped is reported as not in it, and one of the same name coming back re-attaches.
   */
  async function attach(
    tripId: number,
    list: TripMemoryRecord[],
    stops?: TripStopRecord[],
  ): Promise<AttachedMemory[]> {
    if (!list.length) return [];
    const plan = await trips.planOf(tripId);
    const names = itineraryStopNames(plan.routeOptions, stops ?? (await trips.stopsOf(tripId)));
    return list.map((memory) => ({ ...memory, stopInItinerary: names.has(sameStop(memory.stopName)) }));
  }

  return {
    async tripMemories(caller: Caller, tripId: unknown): Promise<AttachedMemory[]> {
      const userId = requireUser(caller);
      const trip = await ownedTrip(userId, tripId);
      return attach(trip.id, await memories.listByTrip(trip.id, userId));
    },

    /** `Trip.memories`: only the trip's owner sees them (a public trip shows none to others). */
    async memoriesOf(caller: Caller, trip: Pick<TripRecord, 'id' | 'userId'>): Promise<AttachedMemory[]> {
      if (!caller.userId || caller.userId !== trip.userId) return [];
      return attach(trip.id, await memories.listByTrip(trip.id, caller.userId));
    },

    async addTripMemory(caller: Caller, tripId: unknown, input: unknown): Promise<AttachedMemory> {
      const userId = requireUser(caller);
      const memory = parseInput(tripMemoryRequestSchema, input);
      const trip = await ownedTrip(userId, tripId);
      // The stop's day is kept with its name, so the memory still says where it was if the stop goes.
      const stops = await trips.stopsOf(trip.id);
      const stop = stops.find((candidate) => sameStop(candidate.name) === sameStop(memory.stopName));
      const saved = await memories.create({
        ...memory,
        stopDay: stop?.dayNumber ?? null,
        tripId: trip.id,
        userId,
      });
      // A check-in earns as a check-in; every other memory as a memory. Not awaited: saving memories on the
      // road is the busiest write, and the points follow a moment later (a report never throws, and the
      // users service credits each memory once however often it is reported).
      void activity.report(
        caller,
        saved.memoryType === 'check_in' ? 'check_in_saved' : 'memory_saved',
        saved.id,
        trip.id,
      );
      // A stop of the trip is in the itinerary: the plan (the trip's largest document) is read only for
      // a name the stops do not have.
      if (stop) return { ...saved, stopInItinerary: true };
      const [attached] = await attach(trip.id, [saved], stops);
      return attached!;
    },
  };
}

export type Memories = ReturnType<typeof createMemories>;
