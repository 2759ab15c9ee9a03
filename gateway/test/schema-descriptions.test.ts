import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { createGateway, type RunningGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';

/** Every type, field, argument, input field and enum value of the schema that has no description. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

let running: RunningGateway;
let published: GraphQLSchema;

beforeAll(async () => {
  const gateway = await createGateway(loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  running = await gateway.listen(0, '127.0.0.1');
  const response = await fetch(`${running.url}/api/schema.graphql`);
  published = buildSchema(await response.text());
});
afterAll(async () => {
  await running?.stop();
});

describe('the published GraphQL schema (GET /api/schema.graphql) documents itself for partners', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    // A new field without a description fails here: describe it in its subgraph's schema.graphql
    // (what it is, units, who may call it, its errors), then `npm run compose && npm run codegen`.
    expect(undescribed(published)).toEqual([]);
  });

  it('walks the whole API schema, and only it (the check sees what partners see)', () => {
    const types = Object.keys(published.getTypeMap());
    expect(types).toEqual(
      expect.arrayContaining(['Query', 'Mutation', 'Trip', 'TripStop', 'CreateTripInput']),
    );
    // Gateway-only machinery (@inaccessible) is not published, so it needs no partner description.
    expect(published.getQueryType()?.getFields().sessionUser).toBeUndefined();
    expect(
      published
        .getQueryType()
        ?.getFields()
        .trip?.args.map((arg) => arg.name),
    ).toEqual(['id']);
  });
});
