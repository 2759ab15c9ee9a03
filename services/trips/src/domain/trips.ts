import type { z } from 'zod';
import {
  AppError,
  parseInput,
  requireUser,
  type Caller,
  type RateLimiter,
  type ActivityReporter,
} from '@byway/kit';
import {
  CUSTOM_STOP_LIMITS,
  customStopInputSchema,
  DEFAULT_TRIP_STATUS,
  missingRouteMessage,
  routeIndexSchema,
  TRIP_STATUS_LABELS,
  TRIP_STATUS_NEXT,
  TRIP_PACK_DEFAULTS,
  TRIP_STATUSES,
  tripFromPackInputSchema,
  tripStartDateSchema,
  type TripStatus,
  type ActivityAction,
} from '@byway/contracts/rules';
import type { PackForTrip, TripPackSource } from '../data-access/discovery-client.js';
import type { TripPlanner } from '../data-access/planner-client.js';
import type {
  TripPlanRecord,
  TripRecord,
  TripRepository,
  TripStopRecord,
} from '../data-access/trip-repository.js';
import {
  customStopRow,
  estimatedDriveText,
  farOffQuestion,
  neighboursOf,
  placeOfNewStop,
  pointOf,
} from './custom-stops.js';
import { settleAddedStop } from './plan-edits.js';
import { packPlanRequest, planRequestOf, toItinerary } from './plan-requests.js';
import { createTripInput, progressIdInput, tripStatusInput } from './schemas.js';
import type { AccessibleTrip, TripAccess } from './trip-access.js';

function splitThemes(theme: string | undefined): string[] {
  return [
    ...new Set(
      (theme ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

/** Going back on a trip that was never regenerated. */
export const NO_PREVIOUS_ITINERARY = 'No previous itinerary';

const isTripStatus = (value: string): value is TripStatus =>
  (TRIP_STATUSES as readonly string[]).includes(value);

/** A pack the planner can follow: one with a start and an end. */
const hasEnds = (pack: PackForTrip): pack is PackForTrip & { startLocation: string; endLocation: string } =>
  !!pack.startLocation && !!pack.endLocation;

/** A new trip from the trip builder's form; the owner is always the caller. */
function tripOfForm(userId: string, form: z.infer<typeof createTripInput>) {
  return {
    userId,
    title: form.title ?? `${form.startLocation} to ${form.endLocation}`,
    description: form.description ?? `${form.totalDays} day road trip`,
    startLocation: form.startLocation,
    endLocation: form.endLocation,
    totalDays: form.totalDays,
    travelPartySize: form.travelPartySize,
    // The spec's client sends both `themes` and the comma-joined `theme`; the list wins.
    themes: form.themes?.length ? form.themes : splitThemes(form.theme),
    accommodationType: form.accommodationType ?? null,
    season: form.season ?? null,
    pace: form.pace ?? null,
    budget: form.budget ?? null,
    status: DEFAULT_TRIP_STATUS,
    ...tripDates(form.startDate, form.totalDays),
  };
}

/** The first and last day of a trip of `totalDays` that starts on `startDate` (both null without one). */
export function tripDates(startDate: string | null, totalDays: number) {
  if (!startDate) return { startDate: null, endDate: null };
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + Math.max(totalDays, 1) - 1);
  return { startDate, endDate: end.toISOString().slice(0, 10) };
}

/** A new trip that follows a pack, from the finder's payload (its start and end from home, when given). */
function tripOfPack(
  userId: string,
  form: z.infer<typeof tripFromPackInputSchema>,
  pack: PackForTrip & { startLocation: string; endLocation: string },
) {
  const home = form.startFrom;
  return {
    userId,
    title: form.title ?? pack.title,
    description: pack.description ?? `${pack.duration} day road trip`,
    startLocation: home ?? pack.startLocation,
    endLocation: home ?? pack.endLocation,
    totalDays: pack.duration,
    travelPartySize: form.partySize,
    themes: form.themes?.length ? form.themes : splitThemes(pack.theme),
    accommodationType: form.accommodationType ?? TRIP_PACK_DEFAULTS.accommodationType,
    season: form.season ?? pack.bestSeason ?? null,
    pace: null,
    budget: form.budget ?? TRIP_PACK_DEFAULTS.budget,
    status: DEFAULT_TRIP_STATUS,
    tripPackId: pack.id,
  };
}

/** The trip's status, when `target` is the next one of a trip's life; otherwise a 400 that says why. */
function statusBefore(trip: TripRecord, target: TripStatus): TripStatus {
  const current = isTripStatus(trip.status) ? trip.status : null;
  if (!current || TRIP_STATUS_NEXT[current] !== target) {
    const from = current ? TRIP_STATUS_LABELS[current] : trip.status;
    throw AppError.badInput(
      `A trip that is ${from.toLowerCase()} cannot become ${TRIP_STATUS_LABELS[target].toLowerCase()}`,
    );
  }
  return current;
}

/**
 * A hidden gem as a custom stop on the day whose line passes nearest, between the stops it falls between;
 * a place far off every day's line is refused with the front-end's question, unless `addAnyway`.
 */
async function insertCustomStop(
  trips: TripRepository,
  tripId: number,
  stop: z.infer<typeof customStopInputSchema>,
): Promise<TripStopRecord> {
  const stops = await trips.stopsOf(tripId);
  if (stops.filter((existing) => existing.isCustom).length >= CUSTOM_STOP_LIMITS.perTrip) {
    throw AppError.badInput(`A trip holds at most ${CUSTOM_STOP_LIMITS.perTrip} added stops`);
  }
  const at = { lat: stop.latitude, lng: stop.longitude };
  const place = placeOfNewStop(at, stops);
  // Far off every day's line (or in another country): the traveller is asked, not surprised on day 1.
  const question = farOffQuestion(stop.name, place.offRouteKm);
  if (question && !stop.addAnyway) {
    throw AppError.badInput(question, [{ path: 'addAnyway', message: question }]);
  }
  // Between the stops it falls between, with the drives to it and on from it re-timed (estimates).
  const { before, after } = neighboursOf(stops, place);
  const from = before && pointOf(before);
  const onward = after && pointOf(after);
  await trips.makeRoomInDay(tripId, place.dayNumber, place.orderInDay);
  const created = await trips.addCustomStop(
    tripId,
    customStopRow(stop, place, from ? estimatedDriveText(from, at) : null),
  );
  if (after && onward) await trips.setDrivingTime(after.id, estimatedDriveText(at, onward));
  return created;
}

export interface TripsDeps {
  trips: TripRepository;
  planner: TripPlanner;
  activity: ActivityReporter<ActivityAction>;
  packs: TripPackSource;
  /** Each plan is real work: new trips and regenerations share the traveller's 'tripPlanning' budget. */
  limits: RateLimiter;
  /** Who may do what with a trip (trip-access.ts). */
  access: TripAccess;
}

export function createTrips({ trips, planner, activity, packs, limits, access }: TripsDeps) {
  return {
    /** A trip the caller owns or is a member of, with their role; else null, as for a missing one. */
    async trip(caller: Caller, id: unknown): Promise<AccessibleTrip | null> {
      return access.reachable(caller, id);
    },

    /** For entity references from other subgraphs: trips the caller is on, or public ones. */
    async visibleTrip(caller: Caller, id: unknown): Promise<TripRecord | null> {
      const trip = caller.userId ? await access.reachable(caller, id) : null;
      if (trip) return trip;
      const tripId = typeof id === 'number' ? id : Number(id);
      return Number.isInteger(tripId) && tripId > 0 ? trips.findPublic(tripId) : null;
    },

    /**
     * The trip builder's "Create My Trip": the AI service plans the itinerary first, so a place it
     * cannot find is a 400 and no half-made trip is left behind. The owner is always the caller.
     */
    async createTrip(caller: Caller, input: unknown): Promise<TripRecord> {
      const userId = requireUser(caller);
      const form = parseInput(createTripInput, input);
      await limits.consume('tripPlanning', userId);
      const trip = tripOfForm(userId, form);
      const plan = await planner.plan(caller, planRequestOf(trip, 0, form.description, form.progressId));
      const created = await trips.create(trip, toItinerary(plan));
      await activity.report(caller, 'trip_planned', created.id);
      return created;
    },

    /**
     * The finder's 'View Details': the traveller's own trip that follows the pack: the pack's start, end,
     * number of days and stops day by day (the planner drives between them and finds each night's town).
     * The payload's title, themes, season, party, budget and accommodation apply; an unknown pack is a 404.
     */
    async createTripFromPack(caller: Caller, input: unknown): Promise<TripRecord> {
      const userId = requireUser(caller);
      const form = parseInput(tripFromPackInputSchema, input);
      await limits.consume('tripPlanning', userId);
      const pack = await packs.find(caller, form.tripPackId);
      if (!pack || !hasEnds(pack)) throw AppError.notFound('Trip pack');
      const trip = tripOfPack(userId, form, {
        ...pack,
        startLocation: pack.startLocation,
        endLocation: pack.endLocation,
      });
      const plan = await planner.plan(caller, packPlanRequest(trip, pack, 0, form.progressId));
      // From home the trip gains the days of driving there and back: the plan says how many.
      const itinerary = toItinerary(plan);
      const created = await trips.create({ ...trip, totalDays: itinerary.itinerary.length }, itinerary);
      await packs.recordTrip(caller, pack.id, created.id);
      await activity.report(caller, 'trip_planned', created.id);
      return created;
    },

    /** 'Generate New Itinerary': the next variant of the plan replaces the current one, which is kept. */
    async regenerateTrip(caller: Caller, id: unknown, progress?: unknown): Promise<TripRecord> {
      const userId = requireUser(caller);
      const progressId = parseInput(progressIdInput, progress);
      const trip = await access.tripFor(caller, id, 'editPlan');
      await limits.consume('tripPlanning', userId);
      const variant = trip.planVersion + 1;
      // A trip made from a pack keeps following the pack's stops (when the pack is still there).
      const pack = trip.tripPackId ? await packs.find(caller, trip.tripPackId) : null;
      const plan = await planner.plan(
        caller,
        pack
          ? packPlanRequest(trip, pack, variant, progressId)
          : planRequestOf(trip, variant, trip.description ?? undefined, progressId),
      );
      const updated = await trips.replacePlan(trip.id, trip.userId, variant, toItinerary(plan));
      if (!updated) throw AppError.notFound('Trip');
      return updated;
    },

    /**
     * 'Go back to the previous itinerary' (owner and editors): the itinerary kept by the last regeneration comes
     * back and the one it replaces is kept in its place. A trip never regenerated has none: a 400.
     */
    async restorePreviousItinerary(caller: Caller, id: unknown): Promise<TripRecord> {
      const trip = await access.tripFor(caller, id, 'editPlan');
      if (!trip.hasPreviousPlan) throw AppError.badInput(NO_PREVIOUS_ITINERARY);
      const restored = await trips.restorePreviousPlan(trip.id, trip.userId);
      if (!restored) throw AppError.badInput(NO_PREVIOUS_ITINERARY);
      return restored;
    },

    /**
     * A trip's life (owner and editors): planning, then in_progress ('Start trip'), then completed ('Complete
     * trip'). Any other move is a 400; asking for the status the trip already has changes nothing (a
     * retry). Completing reports trip_completed, which the users service credits once per trip.
     */
    async setTripStatus(caller: Caller, id: unknown, status: unknown): Promise<TripRecord> {
      const target = parseInput(tripStatusInput, status);
      const trip = await access.tripFor(caller, id, 'editPlan');
      let updated: TripRecord | null = trip;
      if (trip.status !== target) {
        const current = statusBefore(trip, target);
        updated = await trips.setStatus(trip.id, trip.userId, current, target);
        // Another request moved it first: answer the trip as it is now.
        updated ??= await trips.findById(trip.id);
        if (!updated) throw AppError.notFound('Trip');
      }
      if (updated.status === 'completed') await activity.report(caller, 'trip_completed', updated.id);
      return updated;
    },

    chooseRoute: (caller: Caller, id: unknown, routeIndex: unknown) =>
      chooseRoute(trips, () => access.tripFor(caller, id, 'editPlan'), routeIndex),

    setStartDate: (caller: Caller, id: unknown, startDate: unknown) =>
      setStartDate(trips, () => access.tripFor(caller, id, 'editPlan'), startDate),

    /**
     * 'Add to trip' of a hidden gem (owner and editors): a custom stop of 60 minutes on the day whose line passes
     * nearest, between the stops it falls between; a place far off every day's line is refused with the
     * question the front-end asks, unless `addAnyway`. Reports gem_added_to_trip, once per place and trip.
     */
    async addStopToTrip(caller: Caller, id: unknown, input: unknown): Promise<TripStopRecord> {
      const stop = parseInput(customStopInputSchema, input);
      const trip = await access.tripFor(caller, id, 'editPlan');
      const created = await insertCustomStop(trips, trip.id, stop);
      // The route the traveller sees takes it in like a hand edit: days renumbered and re-timed (issue 22).
      const settled = await settleAddedStop(trips, trip, created);
      await activity.report(caller, 'gem_added_to_trip', `${stop.name}:${trip.id}`, trip.id);
      return settled;
    },

    async stopsOf(trip: Pick<TripRecord, 'id'>): Promise<TripStopRecord[]> {
      return trips.stopsOf(trip.id);
    },

    /** The trip's route options and day-by-day itinerary, loaded only when a caller asks for them. */
    async planOf(trip: Pick<TripRecord, 'id'>): Promise<TripPlanRecord> {
      return trips.planOf(trip.id);
    },
  };
}

export type Trips = ReturnType<typeof createTrips>;

/**
 * The route option the traveller chose on the trip page, owner and editors (issue 21): kept, so a reload,
 * the dashboard, the public page and the exports follow it. An option the plan does not have is a 400.
 */
async function chooseRoute(trips: TripRepository, reach: () => Promise<AccessibleTrip>, routeIndex: unknown) {
  const index = parseInput(routeIndexSchema, routeIndex);
  const trip = await reach();
  const { routeOptions } = await trips.planOf(trip.id);
  if (index >= Math.max(routeOptions.length, 1)) {
    throw AppError.badInput(
      routeOptions.length ? missingRouteMessage(routeOptions.length) : 'This trip has no route options yet',
    );
  }
  if (trip.selectedRouteIndex === index) return trip;
  const updated = await trips.setSelectedRoute(trip.id, trip.userId, index);
  if (!updated) throw AppError.notFound('Trip');
  return updated;
}

/** The trip page's start date, owner and editors (issue 21): the last day follows the trip's length; null clears. */
async function setStartDate(trips: TripRepository, reach: () => Promise<AccessibleTrip>, startDate: unknown) {
  const start = parseInput(tripStartDateSchema, startDate);
  const trip = await reach();
  const updated = await trips.setDates(trip.id, trip.userId, tripDates(start, trip.totalDays));
  if (!updated) throw AppError.notFound('Trip');
  return updated;
}
