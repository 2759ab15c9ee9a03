import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_SCOPE } from '@byway/kit';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { startOsrmStandIn } from '../../ai/test/support/osrm-stand-in.js';
import { decodePath, encodePath } from '../src/data-access/stored-paths.js';
import { usePlanner, useTripsService } from './support/trips-service.js';

// The route line along the roads (issue 11): a trip planned while the AI service has a routing server
// (ROUTING_URL, here a stand-in OSRM server) keeps each day's path and answers it through GraphQL.

const CREATE = `mutation($input: CreateTripInput!) {
  createTrip(input: $input) { id planner { routing } routeOptions { dailySegments { day path } } }
}`;
const DETAIL = `query($id: Int!) { trip(id: $id) { routeOptions { dailySegments { day path } } } }`;

type ExportedPlan = Pick<Planned, 'routeOptions'>;
interface ExportedTrip {
  id: number;
  plan: ExportedPlan & { previous: ExportedPlan };
}

interface Planned {
  id: number;
  planner: { routing: string };
  routeOptions: { dailySegments: { day: number; path: number[][] | null }[] }[];
}

describe('trips subgraph: the route line along the roads', () => {
  let osrm: Awaited<ReturnType<typeof startOsrmStandIn>>;
  beforeAll(async () => {
    osrm = await startOsrmStandIn();
  });
  afterAll(async () => {
    await osrm?.close();
  });
  const service = useTripsService({ planner: usePlanner(() => ({ ROUTING_URL: osrm.url })) });
  const alice = callerFor('alice-route-paths');

  it('stores each day’s path from the routing server and answers it, [lat, lng] pairs', async () => {
    const created = await callSubgraph<{ createTrip: Planned }>(
      service.url,
      CREATE,
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] } },
      alice,
    );
    expect(created.errors).toBeUndefined();
    const trip = created.data!.createTrip;
    expect(trip.planner.routing).toBe('osrm');
    expect(osrm.paths.some((path) => path.includes('steps=true&geometries=geojson'))).toBe(true);

    const read = await callSubgraph<{ trip: Pick<Planned, 'routeOptions'> }>(
      service.url,
      DETAIL,
      { id: trip.id },
      alice,
    );
    expect(read.errors).toBeUndefined();
    const segments = read.data!.trip.routeOptions.flatMap((option) => option.dailySegments);
    expect(segments).toHaveLength(9);
    for (const { path } of segments) {
      expect(path!.length).toBeGreaterThan(2);
      // Between Denver (39.7, -105.0) and Moab (38.6, -109.5): latitude first.
      for (const [lat, lng] of path!) {
        expect(lat).toBeGreaterThan(37);
        expect(lat).toBeLessThan(41);
        expect(lng).toBeGreaterThan(-111);
        expect(lng).toBeLessThan(-104);
      }
    }
    const day1 = segments[0]!.path!;
    expect(day1[0]![0]).toBeCloseTo(39.74, 1);
    expect(day1[0]![1]).toBeCloseTo(-104.99, 1);
  });

  it('keeps the paths through a regeneration and going back, stored as short text', async () => {
    const created = await callSubgraph<{ createTrip: Planned }>(
      service.url,
      CREATE,
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 } },
      alice,
    );
    expect(created.errors).toBeUndefined();
    const { id, routeOptions: first } = created.data!.createTrip;
    const stored = await service.connection.collection('trip_plans').findOne({ _id: id as never });
    const storedPath: unknown = stored?.routeOptions?.[0]?.dailySegments?.[0]?.path;
    expect(typeof storedPath).toBe('string');
    expect(String(storedPath).length).toBeLessThan(
      JSON.stringify(first[0]!.dailySegments[0]!.path).length / 2,
    );

    const fields = 'routeOptions { dailySegments { day path } }';
    const regenerated = await callSubgraph<{ regenerateTrip: Pick<Planned, 'routeOptions'> }>(
      service.url,
      `mutation($id: Int!) { regenerateTrip(id: $id) { ${fields} } }`,
      { id },
      alice,
    );
    expect(regenerated.errors).toBeUndefined();
    expect(regenerated.data!.regenerateTrip.routeOptions[0]!.dailySegments[0]!.path!.length).toBeGreaterThan(
      2,
    );
    const restored = await callSubgraph<{ restorePreviousItinerary: Pick<Planned, 'routeOptions'> }>(
      service.url,
      `mutation($id: Int!) { restorePreviousItinerary(id: $id) { ${fields} } }`,
      { id },
      alice,
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restorePreviousItinerary.routeOptions).toEqual(first);

    // The traveller's data export shows the lines as pairs too, the kept previous plan's included.
    const exported = await callSubgraph<{ tripsAccountExport: { trips: ExportedTrip[] } }>(
      service.url,
      '{ tripsAccountExport }',
      {},
      callerFor(alice.userId, { scopes: [ACCOUNT_EXPORT_SCOPE] }),
    );
    expect(exported.errors).toBeUndefined();
    const plan = exported.data!.tripsAccountExport.trips.find((t) => t.id === id)!.plan;
    expect(plan.routeOptions[0]!.dailySegments[0]!.path).toEqual(first[0]!.dailySegments[0]!.path);
    expect(plan.previous.routeOptions[0]!.dailySegments[0]!.path![0]).toHaveLength(2);
  });

  it('answers null for a plan stored before paths existed', async () => {
    const created = await callSubgraph<{ createTrip: Planned }>(
      service.url,
      CREATE,
      { input: { startLocation: 'Denver, CO', endLocation: 'Vail, CO', totalDays: 1 } },
      alice,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createTrip.id;
    // An older plan document: the same segments without the field.
    await service.connection
      .collection('trip_plans')
      .updateOne({ _id: id as never }, { $unset: { 'routeOptions.0.dailySegments.0.path': '' } });
    const stored = await service.connection.collection('trip_plans').findOne({ _id: id as never });
    expect(stored?.routeOptions?.[0]?.dailySegments?.[0]).not.toHaveProperty('path');

    const read = await callSubgraph<{ trip: Pick<Planned, 'routeOptions'> }>(
      service.url,
      DETAIL,
      { id },
      alice,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.trip.routeOptions[0]!.dailySegments[0]!.path).toBeNull();
  });
});

describe('stored route lines', () => {
  it('encode as Encoded Polylines and read back as the same pairs', () => {
    // The worked example of Google's Encoded Polyline Algorithm Format documentation.
    const path: [number, number][] = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ];
    expect(encodePath(path)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePath('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(path);
    expect(decodePath('not a polyline \u0001')).toBeNull();
  });
});
