import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { ACTIVITY_POINTS, CUSTOM_STOP_LIMITS } from '@byway/contracts/rules';
import { estimatedDriveText, kmFromSegment } from '../src/domain/custom-stops.js';
import { usePlanner, useTripsService, useUsersService } from './support/trips-service.js';

const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }`;
const ADD = `mutation($tripId: Int!, $stop: CustomStopInput!) {
  addStopToTrip(tripId: $tripId, stop: $stop) {
    id tripId name dayNumber orderInDay estimatedDuration isCustom latitude longitude lat lng category address
  }
}`;
const STOPS = `query($id: Int!) {
  trip(id: $id) { stops { id name dayNumber orderInDay isCustom lat lng drivingTimeFromPrevious } }
}`;
const REGENERATE = `mutation($id: Int!) { regenerateTrip(id: $id) { id } }`;
const VISIBILITY = `mutation($id: Int!, $isPublic: Boolean!) { setTripVisibility(id: $id, isPublic: $isPublic) { id } }`;
const COMMUNITY_GEMS = `query($limit: Int) { recentCommunityGems(limit: $limit) { name category address tripId addedAt } }`;

interface Stop {
  id: number;
  tripId?: number;
  name: string;
  dayNumber: number;
  orderInDay: number;
  estimatedDuration?: number;
  isCustom: boolean;
  lat: number | null;
  lng: number | null;
  drivingTimeFromPrevious?: string | null;
}

/** Corona Arch, a short hike outside Moab. */
const CORONA_ARCH = {
  name: 'Corona Arch',
  description: 'A 140-foot sandstone arch above the Colorado River.',
  category: 'hidden-natural',
  address: 'Moab, UT',
  latitude: 38.5797,
  longitude: -109.6199,
};
/** Fort Zachary Taylor, Key West: nowhere near a Denver-Moab trip. */
const FAR_AWAY = { name: 'Fort Zachary Taylor', latitude: 24.5462, longitude: -81.8103 };
/** Goblin Valley State Park, Utah: about 100 km west of Moab, off a trip that ends there. */
const GOBLIN_VALLEY = { name: 'Goblin Valley', latitude: 38.565, longitude: -110.707 };

describe('addStopToTrip: a hidden gem added to a trip', () => {
  const planner = usePlanner();
  const users = useUsersService();
  const trips = useTripsService({ planner, env: () => ({ USERS_URL: users.url }) });

  async function createTrip(userId: string): Promise<number> {
    const result = await callSubgraph<{ createTrip: { id: number } }>(
      trips.url,
      CREATE,
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 } },
      callerFor(userId),
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createTrip.id;
  }
  const add = (userId: string | null, tripId: number, stop: Record<string, unknown>) =>
    callSubgraph<{ addStopToTrip: Stop }>(trips.url, ADD, { tripId, stop }, callerFor(userId));
  const stopsOf = async (userId: string, id: number) => {
    const result = await callSubgraph<{ trip: { stops: Stop[] } }>(
      trips.url,
      STOPS,
      { id },
      callerFor(userId),
    );
    return result.data!.trip.stops;
  };

  it('puts the gem on the day whose line it lies along, between the stops it falls between, re-timed', async () => {
    const userId = randomUUID();
    const tripId = await createTrip(userId);
    const planned = await stopsOf(userId, tripId);
    // Where the gem truly lies: the leg of the planned trip (stop to next stop) nearest to it.
    const legs = planned.slice(1).map((stop, i) => ({
      previous: planned[i]!,
      stop,
      km: kmFromSegment(
        { lat: CORONA_ARCH.latitude, lng: CORONA_ARCH.longitude },
        { lat: planned[i]!.lat!, lng: planned[i]!.lng! },
        { lat: stop.lat!, lng: stop.lng! },
      ),
    }));
    const nearest = legs.sort((a, b) => a.km - b.km)[0]!;
    expect(nearest.km).toBeLessThan(CUSTOM_STOP_LIMITS.nearRouteKm);

    const result = await add(userId, tripId, CORONA_ARCH);
    expect(result.errors).toBeUndefined();
    const stop = result.data!.addStopToTrip;
    expect(typeof stop.id).toBe('number');
    expect(stop).toMatchObject({
      tripId,
      name: 'Corona Arch',
      isCustom: true,
      dayNumber: nearest.stop.dayNumber,
      estimatedDuration: CUSTOM_STOP_LIMITS.defaultDuration,
      latitude: CORONA_ARCH.latitude,
      lng: CORONA_ARCH.longitude,
      category: 'hidden-natural',
      address: 'Moab, UT',
    });
    // In the trip, it comes right before the stop it leads to, and every day keeps one stop per place.
    const after = await stopsOf(userId, tripId);
    const at = after.findIndex((other) => other.id === stop.id);
    expect(after[at + 1]?.name).toBe(nearest.stop.name);
    // The drive on to the next stop is re-timed from the gem (and to the gem from the stop before it).
    const gem = { lat: CORONA_ARCH.latitude, lng: CORONA_ARCH.longitude };
    expect(after[at + 1]?.drivingTimeFromPrevious).toBe(
      estimatedDriveText(gem, { lat: nearest.stop.lat!, lng: nearest.stop.lng! }),
    );
    if (nearest.previous.dayNumber === stop.dayNumber) {
      expect(after[at - 1]?.name).toBe(nearest.previous.name);
      expect(after[at]?.drivingTimeFromPrevious).toBe(
        estimatedDriveText({ lat: nearest.previous.lat!, lng: nearest.previous.lng! }, gem),
      );
    }
    for (const day of new Set(after.map((other) => other.dayNumber))) {
      const orders = after.filter((other) => other.dayNumber === day).map((other) => other.orderInDay);
      expect(new Set(orders).size).toBe(orders.length);
    }

    // Adding it again is a second stop, but the points are credited once per place and trip.
    expect((await add(userId, tripId, CORONA_ARCH)).errors).toBeUndefined();
    const points = await users.connection
      .collection('points_history')
      .find({ userId, action: 'gem_added_to_trip' })
      .toArray();
    expect(points).toEqual([
      expect.objectContaining({
        relatedId: `Corona Arch:${tripId}`,
        points: ACTIVITY_POINTS.gem_added_to_trip,
      }),
    ]);
  });

  it('asks before adding a place far off the route (a Utah gem to a Denver-Moab trip), stores nothing until confirmed', async () => {
    const userId = randomUUID();
    const tripId = await createTrip(userId);
    const before = await stopsOf(userId, tripId);
    const refused = await add(userId, tripId, GOBLIN_VALLEY);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(
      /^Goblin Valley is \d+ km off this trip's route\. Add it anyway\?$/,
    );
    const far = await add(userId, tripId, FAR_AWAY);
    expect(far.errors?.[0]?.message).toMatch(
      /^Fort Zachary Taylor is \d+ km off this trip's route\. Add it anyway\?$/,
    );
    expect(await stopsOf(userId, tripId)).toEqual(before);

    // Confirmed, it is added (on the day it is nearest: the last, ending in Moab) and kept through a regeneration.
    const confirmed = await add(userId, tripId, { ...GOBLIN_VALLEY, addAnyway: true });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.addStopToTrip).toMatchObject({
      dayNumber: 3,
      estimatedDuration: 60,
      isCustom: true,
    });
    expect(
      (await callSubgraph(trips.url, REGENERATE, { id: tripId }, callerFor(userId))).errors,
    ).toBeUndefined();
    expect((await stopsOf(userId, tripId)).filter((stop) => stop.isCustom).map((stop) => stop.name)).toEqual([
      'Goblin Valley',
    ]);
  });

  it("refuses another traveller's trip exactly like a missing one, and changes nothing", async () => {
    const owner = randomUUID();
    const tripId = await createTrip(owner);
    const before = await stopsOf(owner, tripId);

    const other = await add(randomUUID(), tripId, CORONA_ARCH);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const missing = await add(owner, 987_654_321, CORONA_ARCH);
    expect(missing.errors?.[0]?.message).toBe(other.errors?.[0]?.message);
    expect(await stopsOf(owner, tripId)).toEqual(before);

    const signedOut = await add(null, tripId, CORONA_ARCH);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a stop without a name or with impossible coordinates (BAD_USER_INPUT), storing nothing', async () => {
    const userId = randomUUID();
    const tripId = await createTrip(userId);
    const before = await stopsOf(userId, tripId);

    const blank = await add(userId, tripId, { ...CORONA_ARCH, name: '   ' });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'name: Stop name is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const offTheMap = await add(userId, tripId, { ...CORONA_ARCH, latitude: 123 });
    expect(offTheMap.errors?.[0]).toMatchObject({
      message: 'latitude: Latitude must be between -90 and 90',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooShort = await add(userId, tripId, { ...CORONA_ARCH, estimatedDuration: 1 });
    expect(tooShort.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stopsOf(userId, tripId)).toEqual(before);
  });

  it('shows the community the gems added to public trips only, newest first, naming no one', async () => {
    const owner = randomUUID();
    const publicTrip = await createTrip(owner);
    const privateTrip = await createTrip(owner);
    const tag = randomUUID().slice(0, 8);
    expect(
      (await add(owner, privateTrip, { ...FAR_AWAY, name: `Private find ${tag}`, addAnyway: true })).errors,
    ).toBeUndefined();
    expect(
      (await add(owner, publicTrip, { ...CORONA_ARCH, name: `First find ${tag}` })).errors,
    ).toBeUndefined();
    expect(
      (await add(owner, publicTrip, { ...FAR_AWAY, name: `Second find ${tag}`, addAnyway: true })).errors,
    ).toBeUndefined();
    const community = async () => {
      const result = await callSubgraph<{
        recentCommunityGems: { name: string; category: string | null; tripId: number; addedAt: string }[];
      }>(trips.url, COMMUNITY_GEMS, { limit: 12 }, callerFor(null));
      expect(result.errors).toBeUndefined();
      return result.data!.recentCommunityGems.filter((gem) => gem.name.includes(tag));
    };
    // Nothing shows while the trip is private.
    expect(await community()).toEqual([]);

    expect(
      (await callSubgraph(trips.url, VISIBILITY, { id: publicTrip, isPublic: true }, callerFor(owner)))
        .errors,
    ).toBeUndefined();
    const shown = await community();
    expect(shown.map((gem) => gem.name)).toEqual([`Second find ${tag}`, `First find ${tag}`]);
    expect(shown[1]).toMatchObject({ category: 'hidden-natural', tripId: publicTrip });
    expect(JSON.stringify(shown)).not.toContain(owner);

    const tooMany = await callSubgraph(trips.url, COMMUNITY_GEMS, { limit: 13 }, callerFor(null));
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
