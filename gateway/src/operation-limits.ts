import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * What one operation may ask for, checked before anything runs (OWASP GraphQL cheat sheet): one anonymous
 * request of 100 `publicTrip` aliases used to cost 32 s of server time, and 10 `createTrip` aliases made
 * 10 trips. The front-ends' operations stay far below these numbers.
 */
export const OPERATION_LIMITS = {
  /** Nesting of selection sets. */
  maxDepth: 10,
  /** Fields asked for under another name, in the whole operation. */
  maxAliases: 15,
  /** Estimated work: each field 1, multiplied by ASSUMED_LIST_SIZE under every list (the trip page: ~1,900). */
  maxCost: 5_000,
  /** Top-level fields of one mutation. */
  maxMutationFields: 3,
} as const;

const ASSUMED_LIST_SIZE = 10;

/** Fields that plan, analyse or search with the planner: at most one per operation, and weighty. */
const EXPENSIVE_FIELDS: { readonly [field: string]: number } = {
  createTrip: 2_000,
  regenerateTrip: 2_000,
  createTripFromPack: 2_000,
  analyzeStop: 1_000,
  hiddenGems: 1_000,
  places: 200,
};

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function refuse(context: ValidationContext, message: string, node?: FieldNode) {
  context.reportError(new GraphQLError(message, node ? { nodes: [node] } : {}));
}

/**
 * A validation rule: walks each operation once with the schema's field types, following fragments, and
 * reports the first limit it passes.
 */
export function operationLimits(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  const fragments = new Map<string, FragmentDefinitionNode>(
    context
      .getDocument()
      .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

  return {
    OperationDefinition(operation) {
      const root =
        operation.operation === 'mutation'
          ? schema.getMutationType()
          : operation.operation === 'subscription'
            ? schema.getSubscriptionType()
            : schema.getQueryType();
      if (!root) return;
      let aliases = 0;
      let expensive = 0;
      let depthPassed = false;

      const walk = (
        selections: SelectionSetNode,
        parent: ReturnType<typeof getNamedType> | null,
        depth: number,
        seen: Set<string>,
      ): number => {
        if (depth > OPERATION_LIMITS.maxDepth) depthPassed = true;
        let cost = 0;
        for (const selection of selections.selections) {
          if (selection.kind === Kind.FIELD) {
            if (selection.alias) aliases++;
            const name = selection.name.value;
            const fields =
              parent && 'getFields' in parent
                ? (parent.getFields() as Record<string, GraphQLField<unknown, unknown>>)
                : {};
            const field = fields[name];
            if (EXPENSIVE_FIELDS[name] !== undefined && depth === 1) expensive++;
            let own = 1 + (EXPENSIVE_FIELDS[name] ?? 0);
            // Introspection's own entry points are not among the root type's fields.
            const meta =
              name === '__schema' || name === '__type'
                ? schema.getType(name === '__schema' ? '__Schema' : '__Type')
                : null;
            if (selection.selectionSet && field) {
              const inner = walk(selection.selectionSet, getNamedType(field.type), depth + 1, seen);
              own += isList(field.type) ? inner * ASSUMED_LIST_SIZE : inner;
            } else if (selection.selectionSet && meta) {
              own += walk(selection.selectionSet, meta, depth + 1, seen);
            }
            cost += own;
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            const typeName = selection.typeCondition?.name.value;
            const type = typeName ? (schema.getType(typeName) ?? parent) : parent;
            cost += walk(selection.selectionSet, type as typeof parent, depth, seen);
          } else {
            const fragment = fragments.get(selection.name.value);
            if (!fragment || seen.has(fragment.name.value)) continue; // cycles are GraphQL's own error
            const type = schema.getType(fragment.typeCondition.name.value) ?? parent;
            cost += walk(
              fragment.selectionSet,
              type as typeof parent,
              depth,
              new Set([...seen, fragment.name.value]),
            );
          }
        }
        return cost;
      };

      const cost = walk(operation.selectionSet, root, 1, new Set());
      const topLevel = operation.selectionSet.selections.length;
      if (depthPassed)
        refuse(
          context,
          `This operation nests deeper than ${OPERATION_LIMITS.maxDepth} levels: ask for less at once`,
        );
      else if (aliases > OPERATION_LIMITS.maxAliases)
        refuse(
          context,
          `This operation uses ${aliases} aliases; at most ${OPERATION_LIMITS.maxAliases} are allowed`,
        );
      else if (operation.operation === 'mutation' && topLevel > OPERATION_LIMITS.maxMutationFields)
        refuse(context, `A mutation may change at most ${OPERATION_LIMITS.maxMutationFields} things at once`);
      else if (expensive > 1)
        refuse(context, 'Plan, analyse or search one thing per request: send the others separately');
      else if (cost > OPERATION_LIMITS.maxCost)
        refuse(
          context,
          `This operation asks for too much at once (cost ${cost}, at most ${OPERATION_LIMITS.maxCost})`,
        );
    },
  };
}
