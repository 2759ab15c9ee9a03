import { readFileSync } from 'node:fs';
import { Supergraph } from '@apollo/federation-internals';
import { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createTripRequestSchema } from '@byway/contracts/rest';
import { openApiDocument } from '../src/openapi/document.js';

type Schema = {
  properties: Record<string, Record<string, unknown>>;
};
const schemas = openApiDocument('http://localhost:4000').components.schemas as Record<string, Schema>;
const property = (schema: string, name: string) => schemas[schema]!.properties[name];
const enumOf = (schema: string, name: string): unknown => {
  const field = property(schema, name)!;
  const anyOf = field.anyOf as Record<string, unknown>[] | undefined;
  return (anyOf?.find((option) => option.enum) ?? field).enum;
};

/** Issue 23: the document types what the server enforces, so a generated client is as strict. */
describe('the types the document gives partners', () => {
  it("types a memory's rating and photo address as the server checks them", () => {
    expect(property('TripMemoryRequest', 'rating')).toMatchObject({
      type: ['integer', 'string', 'null'],
      minimum: 1,
      maximum: 5,
    });
    expect(property('TripMemoryRequest', 'photoUrl')).toMatchObject({
      type: ['string', 'null'],
      format: 'uri',
    });
  });

  it('leaves the ignored userId out of CreateTripRequest, and still accepts and drops it', () => {
    expect(property('CreateTripRequest', 'userId')).toBeUndefined();
    expect(property('CreateTripRequest', 'startDate')).toMatchObject({ format: 'date' });
    const parsed = createTripRequestSchema.parse({ startLocation: 'A', endLocation: 'B', userId: 'someone' });
    expect(parsed).not.toHaveProperty('userId');
  });

  it('lists the values the server allows as enums, and dates with their format', () => {
    expect(enumOf('Trip', 'status')).toEqual(['planning', 'in_progress', 'completed']);
    expect(enumOf('Trip', 'season')).toEqual(['spring', 'summer', 'fall', 'winter']);
    expect(enumOf('Trip', 'budget')).toEqual(['budget', 'moderate', 'luxury', 'flexible']);
    expect(enumOf('Trip', 'accommodationType')).toContain('flexible');
    expect(enumOf('Trip', 'role')).toEqual(['owner', 'editor', 'viewer']);
    expect(enumOf('PublicTrip', 'status')).toEqual(['planning', 'in_progress', 'completed']);
    expect(JSON.stringify(property('Trip', 'startDate'))).toContain('"format":"date"');
    expect(property('Trip', 'createdAt')).toMatchObject({ format: 'date-time' });
  });

  it('marks the duplicate lat/lng of a stop deprecated in favour of latitude/longitude', () => {
    expect(property('TripStop', 'lat')).toMatchObject({ deprecated: true });
    expect(property('TripStop', 'lng')).toMatchObject({ deprecated: true });
    expect(property('TripStop', 'latitude')?.deprecated).toBeUndefined();
    // And in the GraphQL schema partners read (GET /api/schema.graphql).
    const supergraph = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');
    const stop = Supergraph.build(supergraph).apiSchema().toGraphQLJSSchema().getType('TripStop');
    expect(stop).toBeInstanceOf(GraphQLObjectType);
    const fields = (stop as GraphQLObjectType).getFields();
    expect(fields.lat?.deprecationReason).toBe('The same as latitude: read latitude.');
    expect(fields.lng?.deprecationReason).toBe('The same as longitude: read longitude.');
    expect(fields.latitude?.deprecationReason).toBeFalsy();
  });
});
