import { AppError, requireUser, type Caller } from '@byway/kit';
import {
  OWNER_ONLY_MESSAGE,
  VIEWER_CANNOT_EDIT_MESSAGE,
  type TripMemberRole,
  type TripRole,
} from '@byway/contracts/rules';
import type { MemberRepository } from '../data-access/member-repository.js';
import type { TripRecord, TripRepository } from '../data-access/trip-repository.js';
import { tripIdInput } from './schemas.js';

/**
 * The one owner of who may do what with a trip (issue 22). Every read and write of the trips service asks
 * here: the trip with the caller's role, or the same 'Trip not found' whether the trip is missing or the
 * caller is not on it (nobody learns which trips exist). A member who may read it but not do this gets a
 * FORBIDDEN that says why.
 */

/** What callers do with a trip, and which roles may. */
export const TRIP_ACTIONS = {
  /** The trip, its plan, forecast, exports, memories; one's own price alerts on it. */
  read: ['owner', 'editor', 'viewer'],
  /** A memory of one's own (each shows its author). */
  addMemory: ['owner', 'editor', 'viewer'],
  /** The plan: hand edits, added stops, regenerate and go back, the chosen route, start date, status. */
  editPlan: ['owner', 'editor'],
  /** The public page's switch, the members and invitations, deleting the trip. */
  own: ['owner'],
} as const satisfies Record<string, readonly TripRole[]>;

export type TripAction = keyof typeof TRIP_ACTIONS;

/** A trip as the caller may reach it, with their role on it. */
export type AccessibleTrip = TripRecord & { role: TripRole };

/** The caller's role on a trip given their membership (null when none): the rule itself. */
export function accessOf(
  trip: Pick<TripRecord, 'userId'>,
  userId: string | null,
  membership: { role: TripMemberRole } | null,
): TripRole | null {
  if (!userId) return null;
  if (trip.userId === userId) return 'owner';
  return membership?.role ?? null;
}

const refusal = (action: TripAction, role: TripRole) =>
  new AppError(
    'FORBIDDEN',
    action === 'editPlan' && role === 'viewer' ? VIEWER_CANNOT_EDIT_MESSAGE : OWNER_ONLY_MESSAGE,
  );

export function createTripAccess({
  trips,
  members,
}: {
  trips: Pick<TripRepository, 'findById'>;
  members: Pick<MemberRepository, 'membership'>;
}) {
  /** The caller's role on a trip they hold the record of; null for anyone not on it. */
  async function roleOn(
    trip: Pick<TripRecord, 'id' | 'userId'>,
    userId: string | null,
  ): Promise<TripRole | null> {
    if (!userId) return null;
    if (trip.userId === userId) return 'owner';
    return accessOf(trip, userId, await members.membership(trip.id, userId));
  }

  /** The trip with the caller's role, or null when it is missing or they are not on it. */
  async function reachable(caller: Caller, id: unknown): Promise<AccessibleTrip | null> {
    const userId = requireUser(caller);
    const tripId = tripIdInput.safeParse(id);
    const trip = tripId.success ? await trips.findById(tripId.data) : null;
    const role = trip && (await roleOn(trip, userId));
    return trip && role ? { ...trip, role } : null;
  }

  return {
    roleOn,
    reachable,

    /**
     * The trip, when the caller may do `action` with it: 'Trip not found' when missing or the caller is
     * not on it; FORBIDDEN when they are but their role may not.
     */
    async tripFor(caller: Caller, id: unknown, action: TripAction): Promise<AccessibleTrip> {
      const trip = await reachable(caller, id);
      if (!trip) throw AppError.notFound('Trip');
      if (!(TRIP_ACTIONS[action] as readonly TripRole[]).includes(trip.role))
        throw refusal(action, trip.role);
      return trip;
    },

    /** For a trip record already in hand (a field of it): whether the caller may `action` it. */
    async may(caller: Caller, trip: Pick<TripRecord, 'id' | 'userId'>, action: TripAction): Promise<boolean> {
      const role = await roleOn(trip, caller.userId);
      return !!role && (TRIP_ACTIONS[action] as readonly TripRole[]).includes(role);
    },
  };
}

export type TripAccess = ReturnType<typeof createTripAccess>;
