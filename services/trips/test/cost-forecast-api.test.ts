import { beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { createTripId, useTripsService } from './support/trips-service.js';

const FORECAST = `costForecast { label routeIndex total { total } days { day lodging } }`;
const ENTITY = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Trip { id ${FORECAST} } } }`;

interface Forecast {
  label: string;
  routeIndex: number;
  total: { total: number };
  days: { day: number; lodging: number }[];
}

/** Trip.costForecast in the trips subgraph: the owner's alone, even where a public trip is readable. */
describe('Trip.costForecast', () => {
  const service = useTripsService();
  let tripId: number;
  const alice = callerFor('alice');
  const bob = callerFor('bob');

  beforeAll(async () => {
    tripId = await createTripId(
      service.url,
      { startLocation: 'Portland, OR', endLocation: 'Seattle, WA', totalDays: 2 },
      alice,
    );
    // Public: anyone may read the trip as an entity, but not its forecast.
    await service.connection
      .collection('trips')
      .updateOne({ _id: tripId as never }, { $set: { isPublic: true } });
  });

  const asEntity = (caller: ReturnType<typeof callerFor>) =>
    callSubgraph<{ _entities: Array<{ id: number; costForecast: Forecast } | null> }>(
      service.url,
      ENTITY,
      { reps: [{ __typename: 'Trip', id: tripId }] },
      caller,
    );

  it('answers the owner, defaulting to the first route option', async () => {
    const result = await callSubgraph<{ trip: { costForecast: Forecast } }>(
      service.url,
      `query($id: Int!) { trip(id: $id) { ${FORECAST} } }`,
      { id: tripId },
      alice,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.trip.costForecast).toMatchObject({ label: 'Estimate', routeIndex: 0 });
    expect(result.data?.trip.costForecast.days.map((day) => day.lodging)).toEqual([155, 0]);
    expect((await asEntity(alice)).data?._entities[0]?.costForecast.label).toBe('Estimate');
  });

  it('is NOT_FOUND for anyone else reading the public trip, UNAUTHENTICATED when signed out', async () => {
    const other = await asEntity(bob);
    expect(other.errors?.[0]).toMatchObject({ message: 'Trip not found', extensions: { code: 'NOT_FOUND' } });
    const anonymous = await asEntity(callerFor(null));
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
