import { plainRecord as plain, type JsonRecord } from '@byway/kit';
import type { TripPlanDoc, TripsModels } from './models.js';
import { readRouteOptions } from './stored-paths.js';
import { createTripDeletion } from './trip-deletion.js';

/** One trip of the export: its summary with its plan, stops and memories. */
export type ExportedTrip = JsonRecord & {
  id: number;
  plan: JsonRecord | null;
  stops: JsonRecord[];
  memories: JsonRecord[];
};

export interface TripsAccountData {
  /** The traveller's own trips, each with its members and waiting invitations (issue 22). */
  trips: ExportedTrip[];
  priceAlerts: JsonRecord[];
  /** The trips others share with the traveller: which, whose, and the traveller's role. */
  tripMemberships: JsonRecord[];
}

/** The plan with its route lines as [lat, lng] pairs, as the API answers them (stored encoded). */
function readablePlan(plan: TripPlanDoc): TripPlanDoc {
  const { previous } = plan;
  return {
    ...plan,
    routeOptions: readRouteOptions(plan.routeOptions ?? []),
    previous: previous
      ? { ...previous, routeOptions: readRouteOptions(previous.routeOptions ?? []) }
      : previous,
  };
}

/**
 * The traveller's own data across the trips collections (issue 9). Trips, plans, memories and price
 * alerts are found by their top-level `userId`; stops by the `tripId` of each of the traveller's trips.
 */
export function createAccountDataRepository(models: TripsModels) {
  const {
    Trip,
    TripPlan,
    TripStop,
    TripMemory,
    PriceAlert,
    PriceObservation,
    TripMember,
    TripInvitation,
    TripPerson,
  } = models;
  const deleteTrip = createTripDeletion(models);

  async function tripIdsOf(userId: string): Promise<number[]> {
    const trips = await Trip.find({ userId }).select('_id').lean();
    return trips.map((trip) => trip._id);
  }

  return {
    async exportOf(userId: string): Promise<TripsAccountData> {
      const [trips, plans, memories, alerts, observations, memberships] = await Promise.all([
        Trip.find({ userId }).sort({ createdAt: 1 }).lean(),
        TripPlan.find({ userId }).lean(),
        TripMemory.find({ userId }).lean(),
        PriceAlert.find({ userId }).sort({ createdAt: 1 }).lean(),
        PriceObservation.find({ userId }).sort({ observedAt: 1 }).lean(),
        TripMember.find({ userId }).sort({ joinedAt: 1 }).lean(),
      ]);
      const stopsByTrip = await Promise.all(
        trips.map((trip) => TripStop.find({ tripId: trip._id }).sort({ dayNumber: 1, orderInDay: 1 }).lean()),
      );
      const tripIds = trips.map((trip) => trip._id);
      const [members, invitations, sharedTrips] = await Promise.all([
        TripMember.find({ tripId: { $in: tripIds } })
          .sort({ joinedAt: 1 })
          .lean(),
        // Links' token hashes stay out: the export is data, not a way in.
        TripInvitation.find({ tripId: { $in: tripIds } }, { tokenHash: 0 })
          .sort({ createdAt: 1 })
          .lean(),
        Trip.find(
          { _id: { $in: memberships.map((member) => member.tripId) } },
          { title: 1, userId: 1 },
        ).lean(),
      ]);
      const exported = trips.map((trip, index): ExportedTrip => {
        const plan = plans.find((candidate) => candidate._id === trip._id);
        return {
          ...plain(trip),
          id: trip._id,
          plan: plan ? plain(readablePlan(plan)) : null,
          stops: (stopsByTrip[index] ?? []).map(plain),
          memories: memories.filter((memory) => memory.tripId === trip._id).map(plain),
          members: members.filter((member) => member.tripId === trip._id).map(plain),
          invitations: invitations.filter((invitation) => invitation.tripId === trip._id).map(plain),
        };
      });
      const tripMemberships = memberships.map((member) => {
        const trip = sharedTrips.find((shared) => shared._id === member.tripId);
        return { ...plain(member), tripTitle: trip?.title ?? null, ownerId: trip?.userId ?? null };
      });
      // Each alert carries the prices recorded for it (price_observations), oldest first.
      const priceAlerts = alerts.map((alert) => ({
        ...plain(alert),
        history: observations.filter((seen) => seen.alertId === alert._id).map(plain),
      }));
      return { trips: exported, priceAlerts, tripMemberships };
    },

    /**
     * Removes everything of the traveller: their trips with everything on them (members lose those trips),
     * each trip's children first and the trip last, so a retry after a failure still finds the trips whose
     * stops remain; then their memberships of others' trips, the email invitations waiting for `email`, and
     * what they kept on others' trips. Repeating it does nothing.
     */
    async deleteAll(userId: string, email: string | null): Promise<void> {
      for (const tripId of await tripIdsOf(userId)) await deleteTrip(tripId);
      await TripMember.deleteMany({ userId });
      if (email) await TripInvitation.deleteMany({ kind: 'email', email });
      await TripPerson.deleteOne({ _id: userId });
      await PriceObservation.deleteMany({ userId });
      await PriceAlert.deleteMany({ userId });
      await TripMemory.deleteMany({ userId });
      await TripPlan.deleteMany({ userId });
      await Trip.deleteMany({ userId });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
