import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function literal(node: ValueNode, variables: Record<string, unknown> | null | undefined): Json {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((value) => literal(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literal(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return (variables?.[node.name.value] ?? null) as Json;
    default:
      return null;
  }
}

/** Free-form JSON (the trip's itinerary), passed through as stored. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
