import { plainRecord as plain, type JsonRecord } from '@byway/kit';
import type { TripPlanDoc, TripsModels } from './models.js';
import { readRouteOptions } from './stored-paths.js';

/** One trip of the export: its summary with its plan, stops and memories. */
export type ExportedTrip = JsonRecord & {
  id: number;
  plan: JsonRecord | null;
  stops: JsonRecord[];
  memories: JsonRecord[];
};

export interface TripsAccountData {
  trips: ExportedTrip[];
  priceAlerts: JsonRecord[];
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
  const { Trip, TripPlan, TripStop, TripMemory, PriceAlert, PriceObservation } = models;

  async function tripIdsOf(userId: string): Promise<number[]> {
    const trips = await Trip.find({ userId }).select('_id').lean();
    return trips.map((trip) => trip._id);
  }

  return {
    async exportOf(userId: string): Promise<TripsAccountData> {
      const [trips, plans, memories, alerts, observations] = await Promise.all([
        Trip.find({ userId }).sort({ createdAt: 1 }).lean(),
        TripPlan.find({ userId }).lean(),
        TripMemory.find({ userId }).lean(),
        PriceAlert.find({ userId }).sort({ createdAt: 1 }).lean(),
        PriceObservation.find({ userId }).sort({ observedAt: 1 }).lean(),
      ]);
      const stopsByTrip = await Promise.all(
        trips.map((trip) => TripStop.find({ tripId: trip._id }).sort({ dayNumber: 1, orderInDay: 1 }).lean()),
      );
      const exported = trips.map((trip, index): ExportedTrip => {
        const plan = plans.find((candidate) => candidate._id === trip._id);
        return {
          ...plain(trip),
          id: trip._id,
          plan: plan ? plain(readablePlan(plan)) : null,
          stops: (stopsByTrip[index] ?? []).map(plain),
          memories: memories.filter((memory) => memory.tripId === trip._id).map(plain),
        };
      });
      // Each alert carries the prices recorded for it (price_observations), oldest first.
      const priceAlerts = alerts.map((alert) => ({
        ...plain(alert),
        history: observations.filter((seen) => seen.alertId === alert._id).map(plain),
      }));
      return { trips: exported, priceAlerts };
    },

    /**
     * Removes everything of the traveller: children first and the trips last, so a retry after a failure
     * still finds the trips whose stops remain. Repeating it does nothing.
     */
    async deleteAll(userId: string): Promise<void> {
      const tripIds = await tripIdsOf(userId);
      for (const tripId of tripIds) {
        await TripStop.deleteMany({ tripId });
        // Alerts and memories on the traveller's trips, whoever's they are (only the owner can add them).
        await PriceAlert.deleteMany({ tripId });
        await TripMemory.deleteMany({ tripId });
      }
      await PriceObservation.deleteMany({ userId });
      await PriceAlert.deleteMany({ userId });
      await TripMemory.deleteMany({ userId });
      await TripPlan.deleteMany({ userId });
      await Trip.deleteMany({ userId });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
