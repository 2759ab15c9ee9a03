import { parseInput, requireUser, type Caller, type ActivityReporter } from '@byway/kit';
import { tripMemoryRequestSchema } from '@byway/contracts/rest';
import type { ActivityAction } from '@byway/contracts/rules';
import type { MemberRepository } from '../data-access/member-repository.js';
import type { MemoryRepository, TripMemoryRecord } from '../data-access/memory-repository.js';
import type { TripRecord, TripRepository, TripStopRecord } from '../data-access/trip-repository.js';
import { itineraryStopNames, sameStop } from './memory-stops.js';
import type { TripAccess } from './trip-access.js';

// The memory form's rules (spec 5) are the REST contract's tripMemoryRequestSchema: one schema for both doors.

/**
 * A memory as the trip page shows it: with whether its stop is in the trip's current itinerary, and who
 * saved it (issue 22: every member of a trip adds their own, and sees everyone's).
 */
export type AttachedMemory = TripMemoryRecord & {
  stopInItinerary: boolean;
  /** The member who saved it (its userId). */
  authorId: string;
  /** How co-travellers see them ('Ada L.'); null when the trips service has not learned their name. */
  authorName: string | null;
};

export function createMemories({
  trips,
  memories,
  members,
  access,
  activity,
}: {
  trips: TripRepository;
  memories: MemoryRepository;
  members: Pick<MemberRepository, 'namesOf'>;
  access: TripAccess;
  activity: ActivityReporter<ActivityAction>;
}) {
  /** Each memory with its author's id and name. */
  async function withAuthors<T extends TripMemoryRecord>(list: T[]) {
    const names = await members.namesOf(list.map((memory) => memory.userId));
    return list.map((memory) => ({
      ...memory,
      authorId: memory.userId,
      authorName: names.get(memory.userId) ?? null,
    }));
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
    return withAuthors(
      list.map((memory) => ({ ...memory, stopInItinerary: names.has(sameStop(memory.stopName)) })),
    );
  }

  return {
    /** Every member's memories of the trip, newest first. */
    async tripMemories(caller: Caller, tripId: unknown): Promise<AttachedMemory[]> {
      const trip = await access.tripFor(caller, tripId, 'read');
      return attach(trip.id, await memories.listByTrip(trip.id));
    },

    /** `Trip.memories`: the trip's owner and members see them all (a public trip shows none to others). */
    async memoriesOf(caller: Caller, trip: Pick<TripRecord, 'id' | 'userId'>): Promise<AttachedMemory[]> {
      if (!(await access.may(caller, trip, 'read'))) return [];
      return attach(trip.id, await memories.listByTrip(trip.id));
    },

    async addTripMemory(caller: Caller, tripId: unknown, input: unknown): Promise<AttachedMemory> {
      const userId = requireUser(caller);
      const memory = parseInput(tripMemoryRequestSchema, input);
      const trip = await access.tripFor(caller, tripId, 'addMemory');
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
      if (stop) return (await withAuthors([{ ...saved, stopInItinerary: true }]))[0]!;
      const [attached] = await attach(trip.id, [saved], stops);
      return attached!;
    },
  };
}

export type Memories = ReturnType<typeof createMemories>;
