import { buildSchema, Kind, parse, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiSchemaSdl } from '../../contracts/graphql/api-schema.js';
import { DocumentMeasure, OPERATION_LIMITS, operationRefusal } from '../src/operation-limits.js';
import { TripDetailQuery } from '../../mfe-trips/src/features/trip-detail/api/trip-detail.js';
import { DashboardTripsQuery } from '../../mfe-trips/src/features/dashboard/api/dashboard-trips.js';
import { MyTripsQuery } from '../../mfe-trips/src/features/trip-list/api/my-trips.js';
import { fragmentChain } from './support/graphql.js';

const schema = buildSchema(apiSchemaSdl());
/** The refusal as a list (none or one), as a validation's messages. */
const check = (document: DocumentNode | string): string[] => {
  const refusal = operationRefusal(schema, typeof document === 'string' ? parse(document) : document);
  return refusal ? [refusal] : [];
};

describe('operation limits: operations, depth, aliases and fragments', () => {
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

  it('judges a 2-spread chain of 22 fragments (2^22 spreads) with one look at each selection', () => {
    const document = parse(fragmentChain(22, 2));
    expect(check(document)).toEqual([
      `This operation asks for too much at once (cost ${11 * 2 ** 22}, at most ${OPERATION_LIMITS.maxCost})`,
    ]);
    // The walk counter: each selection of the document is looked at once, however often it is spread.
    const measure = new DocumentMeasure(schema, document);
    measure.measure(firstOperation(document));
    expect(measure.visited).toBeLessThanOrEqual(selectionsIn(document));
  });

  it('refuses 3-spread chains, wide and deep fragment graphs, each looking at every selection once', () => {
    const wide = Array.from(
      { length: 30 },
      (_, i) =>
        `fragment W${i} on Query { ${Array.from({ length: 8 }, () => (i === 29 ? 'tripThemes { id }' : `...W${i + 1}`)).join(' ')} }`,
    );
    const deep = ['{ ...D0 }'];
    for (let i = 0; i < 40; i++)
      deep.push(`fragment D${i} on Query { tripThemes { id } ...D${i + 1} ...D${i + 1} }`);
    deep.push('fragment D40 on Query { tripThemes { id } }');
    for (const text of [fragmentChain(30, 3), `{ ...W0 } ${wide.join(' ')}`, deep.join(' ')]) {
      const document = parse(text);
      const errors = check(document);
      expect(errors, text.slice(0, 60)).toHaveLength(1);
      expect(errors[0]).toMatch(new RegExp(`at most ${OPERATION_LIMITS.maxCost}\\)$`));
      const measure = new DocumentMeasure(schema, document);
      measure.measure(firstOperation(document));
      expect(measure.visited).toBeLessThanOrEqual(selectionsIn(document));
    }
  });

  it('counts depth and aliases through fragments, as often as they are spread', () => {
    let nested = 'name';
    for (let i = 0; i < 12; i++) nested = `ofType { ${nested} }`;
    expect(
      check(`{ __schema { ...S } } fragment S on __Schema { types { fields { type { ${nested} } } } }`),
    ).toEqual([`This operation nests deeper than ${OPERATION_LIMITS.maxDepth} levels: ask for less at once`]);
    const aliases = 'fragment A on Query { a: tripThemes { id } b: tripThemes { id } }';
    expect(
      check(`{ ...A ...A ...B } fragment B on Query { ...A ...A ...A ...A ...A ...A } ${aliases}`),
    ).toEqual([`This operation uses 16 aliases; at most ${OPERATION_LIMITS.maxAliases} are allowed`]);
  });
});

describe('operation limits: directives, mutation fields and repeated fields', () => {
  it('bounds directives per field and per operation', () => {
    expect(check('query ($a: Boolean!) { tripThemes @include(if: $a) @skip(if: $a) { id } }')).toEqual([]);
    const crowded = check(
      'query ($a: Boolean!) { tripThemes @include(if: $a) @skip(if: $a) @include(if: $a) @skip(if: $a) { id } }',
    );
    expect(crowded[0]).toBe(
      `A field may carry at most ${OPERATION_LIMITS.maxDirectivesPerSelection} directives`,
    );
    const many = Array.from({ length: 10 }, () => 'id @include(if: $a)').join(' ');
    expect(
      check(
        `query ($a: Boolean!) { tripThemes { ...T ...T ...T ...T ...T ...T } } fragment T on TripTheme { ${many} }`,
      ),
    ).toEqual([`This operation uses 60 directives; at most ${OPERATION_LIMITS.maxDirectives} are allowed`]);
  });

  it('counts the mutation fields that execute, through inline and named fragments, @skip included', () => {
    const memories = (count: number) =>
      Array.from(
        { length: count },
        (_, i) =>
          `m${i}: addTripMemory(tripId: 1, input: { stopName: "Moab", memoryType: "note", content: "${i}" }) { id }`,
      ).join(' ');
    const refusal = `A mutation may change at most ${OPERATION_LIMITS.maxMutationFields} things at once`;
    expect(check(`mutation { ... on Mutation { ${memories(15)} } }`)).toContain(refusal);
    expect(check(`mutation { ...M } fragment M on Mutation { ${memories(15)} }`)).toContain(refusal);
    expect(check(`mutation { ... { ...M } } fragment M on Mutation { ${memories(4)} }`)).toContain(refusal);
    expect(
      check(
        `mutation ($no: Boolean!) { ... @skip(if: $no) { ${memories(2)} } ...M } fragment M on Mutation { ${memories(4).replace(/m(\d)/g, 'n$1')} }`,
      ),
    ).toContain(refusal);
    // The same field under one response key runs once (a fragment repeated is not more work), and
    // __typename changes nothing.
    expect(check(`mutation { __typename t: __typename ${memories(3)} }`)).toEqual([]);
    expect(
      check(`mutation { ...M ...M ... on Mutation { ...M } } fragment M on Mutation { ${memories(3)} }`),
    ).toEqual([]);
  });

  it('refuses one field asked for many times over (also in unused fragments), and many fragments', () => {
    const message = (times: number) =>
      `This operation asks for one field ${times} times over (fragments and the fields around it included); at most ${OPERATION_LIMITS.maxFieldCopies}`;
    // GraphQL's own check compares copies pairwise: 400 of them cost it 0.14 s.
    expect(check(`{ ${'tripThemes { id } '.repeat(400)} }`)).toEqual([message(400)]);
    expect(check(`{ tripThemes { ${'...T '.repeat(30)} } } fragment T on TripTheme { id }`)).toEqual([
      message(30),
    ]);
    expect(check(`{ __typename } fragment Unused on Query { ${'tripThemes { id } '.repeat(40)} }`)).toEqual([
      message(40),
    ]);
    // Copies multiply down the tree: 20 of me, each with 20 of stats, cost GraphQL 0.14 s.
    const me = (times: number, inside: string) =>
      Array.from({ length: times }, () => `me { ${inside} }`).join(' ');
    expect(check(`{ ${me(4, 'stats { __typename } stats { __typename } stats { __typename }')} }`)).toEqual([
      message(12),
    ]);
    expect(
      check(`{ ${me(2, 'stats { __typename } ...S')} } fragment S on User { stats { __typename } }`),
    ).toEqual([]);
    const many = Array.from(
      { length: 51 },
      (_, i) => `fragment F${i} on Query { dataCredits { __typename } }`,
    );
    expect(check(`{ ${many.map((_, i) => `...F${i}`).join(' ')} } ${many.join(' ')}`)).toEqual([
      `This document defines 51 fragments; at most ${OPERATION_LIMITS.maxFragments} are allowed`,
    ]);
    // Apollo Client's __typename in each of a few fragments is fine.
    const fragments = Array.from({ length: 5 }, (_, i) => `fragment T${i} on TripTheme { __typename id }`);
    expect(
      check(
        `{ tripThemes { __typename ${fragments.map((_, i) => `...T${i}`).join(' ')} } } ${fragments.join(' ')}`,
      ),
    ).toEqual([]);
  });
});

function selectionsIn(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    Field: () => void count++,
    InlineFragment: () => void count++,
    FragmentSpread: () => void count++,
  });
  return count;
}

function firstOperation(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('no operation');
  return operation;
}
