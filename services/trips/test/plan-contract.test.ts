import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import type { TripPlan } from '../../ai/src/domain/planner/types.js';
import { plan as planInProcess } from '../../ai/test/support/planner.js';
import { useTripsService } from './support/trips-service.js';

// The plan as a typed contract (issue 19 item 9): planTrip answers GraphQL types, and the trips service
// asks for them with a generated document. A trip must keep every field the planner wrote, no more and
// no less: the route options as planned, the selected option's stops as rows (without the catalogue id)
// and the planner's summary, plus the key the trips service gives each stop for hand edits (issue 22).
// Compared with the same plan made in process, so a field lost anywhere on
// the way (schema, query, storage) fails here.

const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id } }`;

const trips: { label: string; input: Record<string, unknown> }[] = [
  {
    label: 'Denver to Moab, slow, on a budget',
    input: {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      themes: ['nature', 'photography'],
      pace: 'slow',
      budget: 'budget',
      season: 'fall',
    },
  },
  {
    label: 'Rome to Florence, a party of six',
    input: { startLocation: 'Rome, Italy', endLocation: 'Florence, Italy', totalDays: 3, travelPartySize: 6 },
  },
];

/** A value as it travels: through JSON, as GraphQL and the database see it. */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('trips subgraph: the plan the AI service answers is the plan a trip keeps', () => {
  const service = useTripsService();
  const alice = callerFor('alice-plan-contract');

  for (const { label, input } of trips) {
    it(`stores every field of the typed plan: ${label}`, async () => {
      const created = await callSubgraph<{ createTrip: { id: number } }>(
        service.url,
        CREATE,
        { input },
        alice,
      );
      expect(created.errors).toBeUndefined();
      const id = created.data!.createTrip.id;
      const planned: TripPlan = asSent(await planInProcess({ ...input, variant: 0 }));

      // The route options, field for field (paths are null: no routing server here), each stop keyed.
      const stored = await service.connection.collection('trip_plans').findOne({ _id: id as never });
      const keyed = <S extends object>(stop: S) => ({ ...stop, stopKey: expect.stringMatching(/^s-/) });
      expect(stored?.routeOptions).toEqual(
        planned.routeOptions.map((option) => ({ ...option, stops: option.stops.map(keyed) })),
      );
      const firstStop = (stored?.routeOptions as TripPlan['routeOptions'])[0]?.stops[0];
      expect(Object.keys(firstStop ?? {}).sort()).toEqual(
        [...Object.keys(planned.routeOptions[0]!.stops[0]!), 'stopKey'].sort(),
      );

      // The selected option's stops as rows: the same fields but the catalogue id, in day order, with the
      // same keys as the option's stops and no note yet.
      const rows = await service.connection
        .collection('trip_stops')
        .find({ tripId: id }, { projection: { _id: 0, tripId: 0, createdAt: 0 } })
        .sort({ dayNumber: 1, orderInDay: 1 })
        .toArray();
      const storedStops = (stored?.routeOptions as TripPlan['routeOptions'])[0]!.stops as {
        stopKey?: string;
      }[];
      const expected = planned.routeOptions[0]!.stops.map(({ placeId: _placeId, ...stop }, index) => ({
        ...stop,
        stopKey: storedStops[index]?.stopKey,
        note: null,
      }));
      expect(rows).toEqual(expected);

      // Who planned it and how.
      const trip = await service.connection.collection('trips').findOne({ _id: id as never });
      expect(trip?.planner).toEqual({
        planner: planned.planner,
        model: planned.model,
        fallbackReason: planned.fallbackReason,
        routing: planned.routing,
        notes: planned.notes,
      });
    });
  }
});
