import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { PLAN_EDIT_LIMITS } from '@byway/contracts/rules';
import { estimatedDriveText } from '../src/domain/custom-stops.js';
import { createTripId, usePlanner, useTripsService } from './support/trips-service.js';

interface Stop {
  stopKey: string;
  name: string;
  note: string | null;
  dayNumber: number;
  orderInDay: number;
  lat: number | null;
  lng: number | null;
  isCustom: boolean;
  drivingTimeFromPrevious: string | null;
}
interface Day {
  day: number;
  description: string;
  driveSummary: { estimatedHours: number; distanceKm: number | null; distanceMiles: number | null };
  path: number[][] | null;
}
interface Trip {
  id: number;
  selectedRouteIndex: number;
  dayNotes: { day: number; note: string }[];
  stops: Stop[];
  routeOptions: { totalDistanceKm: number | null; stops: Stop[]; dailySegments: Day[] }[];
  costForecast: { total: { fuel: number } };
}

const STOP = 'stopKey name note dayNumber orderInDay lat lng isCustom drivingTimeFromPrevious';
const TRIP = `id selectedRouteIndex dayNotes { day note } stops { ${STOP} }
  routeOptions { totalDistanceKm stops { ${STOP} }
    dailySegments { day description path driveSummary { estimatedHours distanceKm distanceMiles } } }
  costForecast { total { fuel } }`;
const READ = `query($id: Int!) { trip(id: $id) { ${TRIP} } }`;
const REMOVE = `mutation($t: Int!, $s: ID!) { removeTripStop(tripId: $t, stopKey: $s) { ${TRIP} } }`;
const MOVE = `mutation($t: Int!, $s: ID!, $d: Int!, $p: Int!) {
  moveTripStop(tripId: $t, stopKey: $s, dayNumber: $d, position: $p) { ${TRIP} } }`;
const RENAME = `mutation($t: Int!, $s: ID!, $n: String!) { renameTripStop(tripId: $t, stopKey: $s, name: $n) { ${TRIP} } }`;
const NOTE = `mutation($t: Int!, $s: ID!, $n: String) { setTripStopNote(tripId: $t, stopKey: $s, note: $n) { ${TRIP} } }`;
const DAY_NOTE = `mutation($t: Int!, $d: Int!, $n: String) { setTripDayNote(tripId: $t, dayNumber: $d, note: $n) { ${TRIP} } }`;
const ADD = `mutation($t: Int!, $stop: CustomStopInput!) { addStopToTrip(tripId: $t, stop: $stop) { stopKey } }`;
const REGENERATE = `mutation($id: Int!) { regenerateTrip(id: $id) { id } }`;
const GO_BACK = `mutation($id: Int!) { restorePreviousItinerary(id: $id) { id } }`;

/** Corona Arch, outside Moab: near a Denver to Moab trip's last day. */
const CORONA_ARCH = { name: 'Corona Arch', latitude: 38.5797, longitude: -109.6199 };

const route = (trip: Trip) => trip.routeOptions[trip.selectedRouteIndex]!;
const dayOf = (trip: Trip, day: number) => route(trip).stops.filter((stop) => stop.dayNumber === day);
const keys = (stops: readonly Stop[]) => stops.map((stop) => stop.stopKey);

describe('hand edits of a trip (issue 22)', () => {
  const planner = usePlanner();
  const trips = useTripsService({ planner });

  async function newTrip() {
    const userId = randomUUID();
    const input = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, pace: 'fast' };
    const id = await createTripId(trips.url, input, callerFor(userId));
    return { userId, id, trip: await read(userId, id) };
  }
  async function read(userId: string, id: number): Promise<Trip> {
    const result = await callSubgraph<{ trip: Trip }>(trips.url, READ, { id }, callerFor(userId));
    expect(result.errors).toBeUndefined();
    return result.data!.trip;
  }
  const run = (userId: string, query: string, variables: Record<string, unknown>) =>
    callSubgraph<Record<string, Trip>>(trips.url, query, variables, callerFor(userId));
  async function edit(userId: string, query: string, variables: Record<string, unknown>): Promise<Trip> {
    const result = await run(userId, query, variables);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data!)[0]!;
  }
  const messageOf = (result: Awaited<ReturnType<typeof run>>) => result.errors?.[0]?.message;

  it('gives every stop a key that stays the same across reloads', async () => {
    const { userId, id, trip } = await newTrip();
    const all = trip.routeOptions.flatMap((option) => option.stops);
    expect(all.length).toBeGreaterThan(3);
    expect(new Set(keys(all)).size).toBe(all.length);
    expect(keys(route(await read(userId, id)).stops)).toEqual(keys(route(trip).stops));
    // The trip's planned stops carry the keys of route option 0's stops.
    expect(keys(trip.stops)).toEqual(keys(trip.routeOptions[0]!.stops));
  });

  it('removes a stop: gone from the route after a reload, the day renumbered and its drive shorter', async () => {
    const { userId, id, trip } = await newTrip();
    const day = route(trip).stops.find((stop) => dayOf(trip, stop.dayNumber).length >= 2)!.dayNumber;
    const [first, ...rest] = dayOf(trip, day);
    const answered = await edit(userId, REMOVE, { t: id, s: first!.stopKey });
    const reloaded = await read(userId, id);
    for (const after of [answered, reloaded]) {
      expect(keys(route(after).stops)).not.toContain(first!.stopKey);
      expect(dayOf(after, day).map((stop) => [stop.stopKey, stop.orderInDay])).toEqual(
        rest.map((stop, index) => [stop.stopKey, index + 1]),
      );
      expect(keys(after.stops)).not.toContain(first!.stopKey);
    }
    const before = route(trip).dailySegments.find((segment) => segment.day === day)!;
    const now = route(reloaded).dailySegments.find((segment) => segment.day === day)!;
    expect(now.driveSummary.distanceKm).not.toBe(before.driveSummary.distanceKm);
    expect(now.path).toBeNull();
    // Removing it again: the route no longer holds it.
    expect(messageOf(await run(userId, REMOVE, { t: id, s: first!.stopKey }))).toBe('Stop not found');
  });

  it('reorders a day: the stop goes where it was put and the drives to and from it are re-timed', async () => {
    const { userId, id, trip } = await newTrip();
    const day = route(trip).stops.find((stop) => dayOf(trip, stop.dayNumber).length >= 3)!.dayNumber;
    const stops = dayOf(trip, day);
    const last = stops.at(-1)!;
    const after = await edit(userId, MOVE, { t: id, s: last.stopKey, d: day, p: 1 });
    const moved = dayOf(after, day);
    expect(keys(moved)).toEqual([last.stopKey, ...keys(stops.slice(0, -1))]);
    expect(moved.map((stop) => stop.orderInDay)).toEqual(moved.map((_, index) => index + 1));
    // The stop that opened the day now follows the moved one: its drive is from there.
    const point = (stop: Stop) => ({ lat: stop.lat!, lng: stop.lng! });
    expect(moved[1]!.drivingTimeFromPrevious).toBe(estimatedDriveText(point(moved[0]!), point(moved[1]!)));
    // Undo: the inverse move brings the day back as it was.
    const undone = await edit(userId, MOVE, { t: id, s: last.stopKey, d: day, p: stops.length });
    expect(keys(dayOf(undone, day))).toEqual(keys(stops));
  });

  it('moves a stop to another day at a position: both days re-timed, the total and the cost forecast follow', async () => {
    const { userId, id, trip } = await newTrip();
    const first = dayOf(trip, 1)[0]!;
    const lastDay = dayOf(trip, 3);
    const after = await edit(userId, MOVE, { t: id, s: first.stopKey, d: 3, p: 2 });
    expect(keys(dayOf(after, 3))).toEqual([lastDay[0]!.stopKey, first.stopKey, ...keys(lastDay.slice(1))]);
    expect(keys(dayOf(after, 1))).not.toContain(first.stopKey);
    const km = (t: Trip, day: number) => route(t).dailySegments[day - 1]!.driveSummary.distanceKm;
    expect(km(after, 1)).not.toBe(km(trip, 1));
    expect(km(after, 3)).toBeGreaterThan(km(trip, 3)!);
    expect(route(after).totalDistanceKm).toBeGreaterThan(route(trip).totalDistanceKm!);
    expect(after.costForecast.total.fuel).toBeGreaterThan(trip.costForecast.total.fuel);
    expect(route(await read(userId, id)).stops).toEqual(route(after).stops);
  });

  it("tells each day's sights as they are after a move: the day it left no longer names it", async () => {
    const { userId, id, trip } = await newTrip();
    const routine = /^(Overnight|Lunch in|Arrive in)/;
    const sight = dayOf(trip, 1).find((stop) => !routine.test(stop.name))!;
    const text = (t: Trip, day: number) => route(t).dailySegments[day - 1]!.description;
    expect(text(trip, 1)).toContain(sight.name);
    const after = await edit(userId, MOVE, { t: id, s: sight.stopKey, d: 3, p: 1 });
    expect(text(after, 1)).not.toContain(sight.name);
    expect(text(after, 3)).toMatch(new RegExp(`Stops: ${sight.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('renames a stop and keeps a note on it; a blank note clears it', async () => {
    const { userId, id, trip } = await newTrip();
    const stop = route(trip).stops[1]!;
    await edit(userId, RENAME, { t: id, s: stop.stopKey, n: '  Lunch at the arches  ' });
    const noted = await edit(userId, NOTE, { t: id, s: stop.stopKey, n: 'Book the 9 am tour' });
    expect(route(noted).stops[1]).toMatchObject({ name: 'Lunch at the arches', note: 'Book the 9 am tour' });
    const cleared = await edit(userId, NOTE, { t: id, s: stop.stopKey, n: '   ' });
    expect(route(cleared).stops[1]).toMatchObject({ name: 'Lunch at the arches', note: null });
  });

  it('keeps a note per day, and refuses a day the trip does not have', async () => {
    const { userId, id } = await newTrip();
    await edit(userId, DAY_NOTE, { t: id, d: 2, n: 'Fill up in Green River' });
    const trip = await edit(userId, DAY_NOTE, { t: id, d: 1, n: 'Leave early' });
    expect(trip.dayNotes).toEqual([
      { day: 1, note: 'Leave early' },
      { day: 2, note: 'Fill up in Green River' },
    ]);
    expect(messageOf(await run(userId, DAY_NOTE, { t: id, d: 5, n: 'x' }))).toBe(
      'This trip has 3 days: day 5 is not one of them',
    );
    expect((await edit(userId, DAY_NOTE, { t: id, d: 1, n: null })).dayNotes).toEqual([
      { day: 2, note: 'Fill up in Green River' },
    ]);
  });

  it('refuses text over its limit and a blank name in plain words, and changes nothing', async () => {
    const { userId, id, trip } = await newTrip();
    const stop = route(trip).stops[0]!;
    const long = 'x'.repeat(PLAN_EDIT_LIMITS.stopNote + 1);
    expect(messageOf(await run(userId, NOTE, { t: id, s: stop.stopKey, n: long }))).toBe(
      `note: Note must be at most ${PLAN_EDIT_LIMITS.stopNote} characters`,
    );
    expect(messageOf(await run(userId, DAY_NOTE, { t: id, d: 1, n: long }))).toBe(
      `note: Day note must be at most ${PLAN_EDIT_LIMITS.dayNote} characters`,
    );
    expect(messageOf(await run(userId, RENAME, { t: id, s: stop.stopKey, n: ' ' }))).toBe(
      'name: Stop name is required',
    );
    expect(messageOf(await run(userId, MOVE, { t: id, s: stop.stopKey, d: 1, p: 0 }))).toBe(
      'position: Position must be a whole number from 1 (the first stop of the day)',
    );
    expect(await read(userId, id)).toEqual(trip);
  });

  it("answers a stranger 'Trip not found', as for a missing trip, and changes nothing", async () => {
    const { userId, id, trip } = await newTrip();
    const stranger = randomUUID();
    const stop = route(trip).stops[0]!;
    for (const [query, variables] of [
      [REMOVE, { t: id, s: stop.stopKey }],
      [MOVE, { t: id, s: stop.stopKey, d: 2, p: 1 }],
      [RENAME, { t: id, s: stop.stopKey, n: 'Mine now' }],
      [NOTE, { t: id, s: stop.stopKey, n: 'Mine now' }],
      [DAY_NOTE, { t: id, d: 1, n: 'Mine now' }],
    ] as const) {
      const result = await run(stranger, query, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(messageOf(result)).toBe('Trip not found');
    }
    expect(await read(userId, id)).toEqual(trip);
  });

  it('edits an added stop like a planned one; regenerating keeps it with its edits and day notes', async () => {
    const { userId, id } = await newTrip();
    const added = await run(userId, ADD, { t: id, stop: CORONA_ARCH });
    expect(added.errors).toBeUndefined();
    const key = (added.data as unknown as { addStopToTrip: { stopKey: string } }).addStopToTrip.stopKey;
    await edit(userId, MOVE, { t: id, s: key, d: 2, p: 1 });
    await edit(userId, NOTE, { t: id, s: key, n: 'Sunset hike' });
    await edit(userId, DAY_NOTE, { t: id, d: 2, n: 'Arches day' });
    const edited = await read(userId, id);
    expect(edited.stops.find((stop) => stop.stopKey === key)).toMatchObject({
      dayNumber: 2,
      orderInDay: 1,
      note: 'Sunset hike',
      isCustom: true,
    });
    const planned = dayOf(edited, 1)[0]!;
    await edit(userId, REMOVE, { t: id, s: planned.stopKey });
    expect((await run(userId, REGENERATE, { id })).errors).toBeUndefined();
    const regenerated = await read(userId, id);
    expect(regenerated.stops.find((stop) => stop.stopKey === key)).toMatchObject({ note: 'Sunset hike' });
    expect(regenerated.dayNotes).toEqual([{ day: 2, note: 'Arches day' }]);
    // 'Go back' brings the hand-edited plan back as it was.
    expect((await run(userId, GO_BACK, { id })).errors).toBeUndefined();
    const restored = await read(userId, id);
    expect(keys(route(restored).stops)).toEqual(
      keys(route(edited).stops).filter((stopKey) => stopKey !== planned.stopKey),
    );
  });
});
