import { z } from 'zod';
import { AppError, fieldsOf, parseInput, type Caller, type ActivityReporter } from '@byway/kit';
import type { ActivityAction } from '@byway/contracts/rules';
import type { TripRecord, TripRepository, TripStopRecord } from '../data-access/trip-repository.js';
import { tripIdInput } from './schemas.js';
import type { TripAccess } from './trip-access.js';

/** What a stranger may see of a public trip: no owner, itinerary internals, memories or price alerts. */
const PUBLIC_TRIP_FIELDS = [
  'id',
  'title',
  'description',
  'startLocation',
  'endLocation',
  'totalDays',
  'theme',
  'status',
  'season',
  'budget',
  'travelPartySize',
  'accommodationType',
  'selectedRouteIndex',
  'createdAt',
] as const satisfies readonly (keyof TripRecord)[];
export type PublicTripRecord = Pick<TripRecord, (typeof PUBLIC_TRIP_FIELDS)[number]>;

/** The community page's recently discovered gems: default 6, at most 12. */
export const COMMUNITY_GEMS = { default: 6, max: 12 } as const;
const communityGemsLimit = z
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, `limit must be 1 to ${COMMUNITY_GEMS.max}`)
  .max(COMMUNITY_GEMS.max, `limit must be 1 to ${COMMUNITY_GEMS.max}`)
  .nullish()
  .transform((value) => value ?? COMMUNITY_GEMS.default);

/** A place a traveller added to a trip they made public: the place and the public trip, no person. */
export interface CommunityGemRecord {
  name: string;
  category: string | null;
  address: string | null;
  tripId: number;
  addedAt: string;
}

export const visibilityInput = z.boolean({ error: 'isPublic must be true or false' });

const toPublicTrip = (trip: TripRecord): PublicTripRecord => fieldsOf(trip, PUBLIC_TRIP_FIELDS);

/**
 * Public trips (spec 2 'Public trip' and 'Share dialog', spec 6): anyone, signed in or not, sees a trip
 * only while its owner has made it public; a private trip is answered exactly like a missing one, even
 * to its owner. Only the owner switches it.
 */
export function createPublicTrips({
  trips,
  access,
  activity,
}: {
  trips: TripRepository;
  access: TripAccess;
  activity: ActivityReporter<ActivityAction>;
}) {
  async function publicTripRecord(id: unknown): Promise<TripRecord | null> {
    const tripId = tripIdInput.safeParse(id);
    return tripId.success ? trips.findPublic(tripId.data) : null;
  }

  return {
    async publicTrip(id: unknown): Promise<PublicTripRecord | null> {
      const trip = await publicTripRecord(id);
      return trip ? toPublicTrip(trip) : null;
    },

    /** Places travellers added themselves (hidden gems) to trips they made public, newest first. */
    async recentCommunityGems(limit: unknown): Promise<CommunityGemRecord[]> {
      const count = parseInput(communityGemsLimit, limit);
      const stops = await trips.recentPublicCustomStops(count);
      return stops.map((stop) => ({
        name: stop.name,
        category: stop.category,
        address: stop.address,
        tripId: stop.tripId,
        addedAt: stop.createdAt,
      }));
    },

    async publicTripStops(id: unknown): Promise<TripStopRecord[]> {
      const trip = await publicTripRecord(id);
      // The traveller's notes are their own: the public page shows the plan without them.
      return trip ? (await trips.stopsOf(trip.id)).map((stop) => ({ ...stop, note: null })) : [];
    },

    /** The share dialog's switch: the owner's alone (a member is told so; anyone else: 'Trip not found'). */
    async setTripVisibility(caller: Caller, id: unknown, isPublic: unknown): Promise<TripRecord> {
      const visible = parseInput(visibilityInput, isPublic);
      const owned = await access.tripFor(caller, id, 'own');
      const trip = await trips.setVisibility(owned.id, owned.userId, visible);
      if (!trip) throw AppError.notFound('Trip');
      // Credited once per trip, however often it is switched.
      if (trip.isPublic) await activity.report(caller, 'trip_made_public', trip.id);
      return trip;
    },
  };
}

export type PublicTrips = ReturnType<typeof createPublicTrips>;
