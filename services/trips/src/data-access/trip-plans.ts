import type { Connection } from 'mongoose';
import { reserveSequence } from '@byway/kit';
import type { PreviousPlanDoc, TripDoc, TripPlanDoc, TripsModels, TripStopDoc } from './models.js';
import { withStopKeys } from './stop-keys.js';
import { readRouteOptions, storedRouteOptions } from './stored-paths.js';
import {
  toTrip,
  type PlannedItinerary,
  type StopRow,
  type TripPlanRecord,
  type TripRecord,
} from './trip-records.js';

/**
 * A trip's plan as stored: the plan document (route lines encoded, the previous itinerary kept one level
 * deep) and the planned stops. The trip repository's part that writes and swaps plans.
 */
export function createTripPlans(connection: Connection, { Trip, TripPlan, TripStop }: TripsModels) {
  async function insertStops(tripId: number, stops: readonly StopRow[]) {
    if (!stops.length) return;
    const ids = await reserveSequence(connection, 'trip_stops', stops.length);
    await TripStop.insertMany(stops.map((stop, i) => ({ ...stop, _id: ids[i], tripId })));
  }

  async function savePlan(
    tripId: number,
    userId: string,
    plan: Pick<PlannedItinerary, 'itinerary' | 'routeOptions'>,
    previous: PreviousPlanDoc | null = null,
  ) {
    // Route lines are stored encoded (stored-paths.ts), the kept previous plan's too.
    // $set, not a replacement: the traveller's day notes stay whichever itinerary is shown.
    await TripPlan.updateOne(
      { _id: tripId },
      {
        $set: {
          userId,
          itinerary: plan.itinerary,
          routeOptions: storedRouteOptions(plan.routeOptions),
          previous: previous && { ...previous, routeOptions: storedRouteOptions(previous.routeOptions) },
        },
      },
      { upsert: true },
    );
  }

  async function readPlan(tripId: number): Promise<TripPlanRecord> {
    // The kept previous itinerary is read only when the traveller goes back to it.
    const plan = await TripPlan.findById(tripId, { previous: 0 }).lean<TripPlanDoc>();
    if (plan)
      return {
        tripId,
        itinerary: plan.itinerary ?? [],
        routeOptions: withStopKeys(readRouteOptions(plan.routeOptions ?? [])),
        dayNotes: (plan.dayNotes ?? []).map(({ day, note }) => ({ day, note })),
      };
    const legacy = await Trip.findById(tripId, { itinerary: 1, routeOptions: 1 }).lean<TripDoc>();
    return {
      tripId,
      itinerary: legacy?.itinerary ?? [],
      routeOptions: withStopKeys(legacy?.routeOptions ?? []),
      dayNotes: [],
    };
  }

  /** The trip's current itinerary as it would be kept: plan, planner and planned (not custom) stops. */
  async function currentPlanOf(trip: TripDoc): Promise<PreviousPlanDoc> {
    const { itinerary, routeOptions } = await readPlan(trip._id);
    const stops = await TripStop.find({ tripId: trip._id, isCustom: false })
      .sort({ dayNumber: 1, orderInDay: 1, _id: 1 })
      .lean<TripStopDoc[]>();
    return {
      itinerary,
      routeOptions,
      planner: trip.planner ?? null,
      stops: stops.map(({ _id: _stopId, tripId: _tripId, createdAt: _createdAt, ...stop }) => stop),
    };
  }

  /**
   * Makes `plan` the trip's itinerary and keeps the one it replaces as the previous one. The plan document
   * is written first, then the stops, the summary last: the summary never names a plan that is not there.
   */
  async function swapPlan(
    trip: TripDoc,
    plan: Pick<PlannedItinerary, 'itinerary' | 'routeOptions'> & {
      stops: readonly StopRow[];
      planner: unknown;
    },
    planVersion: number,
  ): Promise<TripRecord | null> {
    const replaced = await currentPlanOf(trip);
    await savePlan(trip._id, trip.userId, plan, replaced);
    await TripStop.deleteMany({ tripId: trip._id, isCustom: false });
    await insertStops(trip._id, plan.stops);
    const doc = await Trip.findOneAndUpdate(
      { _id: trip._id, userId: trip.userId },
      {
        $set: { planner: plan.planner, planVersion, selectedRouteIndex: 0, hasPreviousPlan: true },
        $unset: { itinerary: 1, routeOptions: 1 },
      },
      { new: true },
    ).lean<TripDoc>();
    return doc ? toTrip(doc) : null;
  }

  return { insertStops, savePlan, readPlan, swapPlan };
}

export type TripPlans = ReturnType<typeof createTripPlans>;
