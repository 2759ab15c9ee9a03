import { buildSchema, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiSchemaSdl } from '../../contracts/graphql/api-schema.js';
import { OPERATION_LIMITS, operationLimits } from '../src/operation-limits.js';
import { TripDetailQuery } from '../../mfe-trips/src/features/trip-detail/api/trip-detail.js';
import { DashboardTripsQuery } from '../../mfe-trips/src/features/dashboard/api/dashboard-trips.js';
import { MyTripsQuery } from '../../mfe-trips/src/features/trip-list/api/my-trips.js';

const schema = buildSchema(apiSchemaSdl());
const check = (document: DocumentNode | string) =>
  validate(schema, typeof document === 'string' ? parse(document) : document, [operationLimits]).map(
    (error) => error.message,
  );

describe('operation limits', () => {
  it('lets the front-ends’ heaviest operations through', () => {
    for (const document of [TripDetailQuery, DashboardTripsQuery, MyTripsQuery])
      expect(check(document)).toEqual([]);
  });

  it('refuses 100 aliases of publicTrip, the 32-second anonymous request', () => {
    const aliases = Array.from(
      { length: 100 },
      (_, i) =>
        `t${i}: publicTrip(id: ${i + 1}) { title routeOptions { stops { name description } dailySegments { title } } }`,
    );
    expect(check(`{ ${aliases.join(' ')} }`)[0]).toMatch(/100 aliases; at most 15/);
  });

  it('refuses several trips planned in one mutation, and several planner calls in one query', () => {
    const creates = Array.from(
      { length: 2 },
      (_, i) => `c${i}: createTrip(input: { startLocation: "Denver, CO", endLocation: "Moab, UT" }) { id }`,
    );
    expect(check(`mutation { ${creates.join(' ')} }`)[0]).toMatch(/one thing per request/);
    expect(
      check(
        '{ a: analyzeStop(input: { name: "Arches" }) { description } b: analyzeStop(input: { name: "Zion" }) { description } }',
      )[0],
    ).toMatch(/one thing per request/);
  });

  it('refuses an operation that asks for too much or nests too deep', () => {
    const heavy = Array.from(
      { length: 12 },
      (_, i) =>
        `p${i}: publicTrip(id: ${i + 1}) { routeOptions { stops { name description category rating address } dailySegments { title description } } }`,
    );
    const heavyErrors = check(`{ ${heavy.join(' ')} }`);
    expect(heavyErrors, JSON.stringify(heavyErrors)).toHaveLength(1);
    expect(heavyErrors[0]).toMatch(new RegExp(`at most ${OPERATION_LIMITS.maxCost}`));
    let nested = 'name';
    for (let i = 0; i < 12; i++) nested = `ofType { ${nested} }`;
    const deepErrors = check(`{ __schema { types { fields { type { ${nested} } } } } }`);
    expect(deepErrors, JSON.stringify(deepErrors)).toHaveLength(1);
    expect(deepErrors[0]).toMatch(/deeper than 10/);
  });
});
