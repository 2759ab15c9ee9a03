import { z } from 'zod';
import { AppError, parseInput, requireUser, type Caller, type ActivityReporter } from '@byway/kit';
import { MEMORY_RATING, memoryTypeSchema, TEXT_LENGTHS, type ActivityAction } from '@byway/contracts/rules';
import type { MemoryRepository, TripMemoryRecord } from '../data-access/memory-repository.js';
import type { TripRecord, TripRepository, TripStopRecord } from '../data-access/trip-repository.js';
import { itineraryStopNames, sameStop } from './memory-stops.js';
import { tripIdInput } from './schemas.js';

/** Optional text: trimmed, and blank counts as not given (the form omits empty fields). */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

/** An http(s) address, as a photo or a booking link. */
export const webAddress = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, `${label} must be an http or https address`);

const ratingInput = z
  .number({ error: `Rating must be a whole number from ${MEMORY_RATING.min} to ${MEMORY_RATING.max}` })
  .int(`Rating must be a whole number from ${MEMORY_RATING.min} to ${MEMORY_RATING.max}`)
  .min(MEMORY_RATING.min, `Rating must be a whole number from ${MEMORY_RATING.min} to ${MEMORY_RATING.max}`)
  .max(MEMORY_RATING.max, `Rating must be a whole number from ${MEMORY_RATING.min} to ${MEMORY_RATING.max}`)
  .nullish()
  .transform((value) => value ?? MEMORY_RATING.default);

/** An optional http(s) address: blank counts as not given. */
export const optionalWebAddress = (label: string, max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      webAddress(label, max).nullish(),
    )
    .transform((value) => value ?? undefined);

const photoUrlInput = optionalWebAddress('Photo URL', TEXT_LENGTHS.memory.photoUrl);

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullish()
    .transform((value) => value ?? undefined);

/**
 * The memory form of spec section 5: the stop is required; the rating applies only to the rating type
 * (1-5, default 5) and the photo address only to the photo type, so either is ignored for other types.
 */
export const tripMemoryInput = z
  .object({
    stopName: z
      .string({ error: 'Stop is required' })
      .trim()
      .min(1, 'Stop is required')
      .max(
        TEXT_LENGTHS.memory.stopName,
        `Stop name must be at most ${TEXT_LENGTHS.memory.stopName} characters`,
      ),
    memoryType: memoryTypeSchema,
    content: optionalText(TEXT_LENGTHS.memory.content, 'Content'),
    rating: z.unknown().optional(),
    photoUrl: z.unknown().optional(),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
  })
  .transform((input, ctx) => {
    const { rating, photoUrl, ...memory } = input;
    const typed: { rating?: number; photoUrl?: string } = {};
    if (memory.memoryType === 'rating') {
      const parsed = ratingInput.safeParse(rating);
      if (parsed.success) typed.rating = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['rating'], message: parsed.error.issues[0]!.message });
    }
    if (memory.memoryType === 'photo') {
      const parsed = photoUrlInput.safeParse(photoUrl);
      if (parsed.success) typed.photoUrl = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['photoUrl'], message: parsed.error.issues[0]!.message });
    }
    return { ...memory, ...typed };
  });

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
      const memory = parseInput(tripMemoryInput, input);
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
