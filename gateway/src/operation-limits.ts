import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one operation may ask for, checked before anything runs (OWASP GraphQL cheat sheet): one anonymous
 * request of 100 `publicTrip` aliases used to cost 32 s of server time, 10 `createTrip` aliases made
 * 10 trips, and 916 bytes of fragments that each spread the next one twice froze the gateway for 21 s.
 * The front-ends' operations stay far below these numbers (the largest: ~120 tokens, depth 5).
 */
export const OPERATION_LIMITS = {
  /**
   * Lexical tokens of one document, counted by graphql-js's parser (`parseOptions.maxTokens` in app.ts):
   * parsing stops there, so nothing later ever sees a bigger document. Apollo Router allows 15,000,
   * graphql-armor 1,000.
   */
  maxTokens: 2_000,
  /** Nesting of selection sets. */
  maxDepth: 10,
  /** Fields asked for under another name, in the whole operation (counted at every fragment spread). */
  maxAliases: 15,
  /** Directives in the whole operation (counted at every fragment spread), as graphql-armor's default. */
  maxDirectives: 50,
  /** Directives on one field, fragment spread or inline fragment (`@skip` and `@include` make 2). */
  maxDirectivesPerSelection: 3,
  /**
   * Copies of one field that GraphQL merges into one: fields of one response key in one selection set,
   * fragments included, times the copies of the fields around them (`me` asked twice, each with `stats`
   * twice, makes 4 of `stats`). Apollo Client's `__typename` in each fragment makes a few. GraphQL's check
   * that copies can merge compares every pair: 400 copies cost it 0.14 s (0.5 s on a busy machine).
   */
  maxFieldCopies: 10,
  /**
   * Named fragments of one document. GraphQL's own validation compares them in pairs: 200 small fragments
   * (2,000 tokens) cost it 0.14 s.
   */
  maxFragments: 50,
  /**
   * Estimated work: each field 1, multiplied by ASSUMED_LIST_SIZE under every list (the trip page: ~1,900;
   * the REST adapter's createTrip answer with the whole plan and its distances in km: 5,111).
   */
  maxCost: 6_000,
  /** Top-level fields of one mutation that execute, through inline and named fragments, under @skip too. */
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

/** What a selection set asks for, with every fragment it spreads counted as often as it is spread. */
interface Measure {
  cost: number;
  /** Selection sets nested below this one. */
  height: number;
  aliases: number;
  directives: number;
  /** The most directives on one selection. */
  directivesOnOne: number;
  /** Planner fields at this level (fragments included), for the root's "one at a time". */
  expensive: number;
  /**
   * Per response key at this level (fragments included): how often it is asked for, and the most copies
   * of one field below one of those.
   */
  keys: Map<string, { count: number; below: number }>;
  /** The most copies of one field merged into one, at this level or below (an upper bound). */
  copies: number;
}

export interface OperationMeasure extends Omit<Measure, 'height' | 'keys'> {
  /** Nesting of selection sets, the root's included. */
  depth: number;
  /** Of a mutation: response keys of the root fields that execute (fields of one key run once). */
  rootFields: number;
}

const nothing = (): Measure => ({
  cost: 0,
  height: 0,
  aliases: 0,
  directives: 0,
  directivesOnOne: 0,
  expensive: 0,
  keys: new Map(),
  copies: 0,
});

/** Counts that grow with every spread stay finite: a chain of fragments can multiply them past 2^1024. */
const add = (a: number, b: number) => Math.min(a + b, Number.MAX_SAFE_INTEGER);
const times = (a: number, b: number) => Math.min(a * b, Number.MAX_SAFE_INTEGER);

function merge(into: Measure, from: Measure): void {
  into.cost = add(into.cost, from.cost);
  into.height = Math.max(into.height, from.height);
  into.aliases = add(into.aliases, from.aliases);
  into.directives = add(into.directives, from.directives);
  into.directivesOnOne = Math.max(into.directivesOnOne, from.directivesOnOne);
  into.expensive = add(into.expensive, from.expensive);
  for (const [key, { count, below }] of from.keys) countKey(into, key, count, below);
  into.copies = Math.max(into.copies, from.copies);
}

/** Adds `count` fields of one response key, each with at most `below` copies of a field under it. */
function countKey(into: Measure, key: string, count: number, below: number): void {
  // A new entry: the entries of a fragment's measure are shared by every spread and stay as they are.
  const known = into.keys.get(key);
  const entry = { count: add(known?.count ?? 0, count), below: Math.max(known?.below ?? 1, below) };
  into.keys.set(key, entry);
  into.copies = Math.max(into.copies, times(entry.count, entry.below));
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * Measures the operations of one document, looking at each selection once: a named fragment is measured
 * the first time it is spread and its measure reused at every other spread, so a chain of fragments that
 * each spread the next twice costs one look per fragment, not 2^n (the result still counts 2^n spreads).
 * graphql-armor's rules memoise fragments the same way, but its cost limit knows no schema (no list
 * multiplier, no weighty planner fields, no mutation field count), so the rules stay ours.
 */
export class DocumentMeasure {
  /** Selections looked at so far: each selection of the document at most once. */
  visited = 0;
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  private readonly measured = new Map<string, Measure | 'measuring'>();
  private readonly rootKeysOf = new Map<string, ReadonlySet<string> | 'measuring'>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
  ) {
    this.fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
  }

  measure(operation: OperationDefinitionNode): OperationMeasure {
    // No such root type is GraphQL's own error; what the operation selects is still measured, with no types.
    const root =
      operation.operation === 'mutation'
        ? this.schema.getMutationType()
        : operation.operation === 'subscription'
          ? this.schema.getSubscriptionType()
          : this.schema.getQueryType();
    const { height, keys: _keys, ...measure } = this.selectionSet(operation.selectionSet, root ?? null);
    const own = operation.directives?.length ?? 0;
    return {
      ...measure,
      depth: height + 1,
      directives: add(measure.directives, own),
      directivesOnOne: Math.max(measure.directivesOnOne, own),
      rootFields: operation.operation === 'mutation' ? this.rootKeys(operation.selectionSet).size : 0,
    };
  }

  private selectionSet(selections: SelectionSetNode, parent: GraphQLNamedType | null): Measure {
    const total = nothing();
    for (const selection of selections.selections) {
      this.visited++;
      const directives = selection.directives?.length ?? 0;
      total.directives = add(total.directives, directives);
      total.directivesOnOne = Math.max(total.directivesOnOne, directives);
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        let below = 1;
        if (selection.alias) total.aliases = add(total.aliases, 1);
        if (EXPENSIVE_FIELDS[name] !== undefined) total.expensive = add(total.expensive, 1);
        let cost = 1 + (EXPENSIVE_FIELDS[name] ?? 0);
        if (selection.selectionSet) {
          const field =
            parent && 'getFields' in parent
              ? (parent.getFields() as Record<string, GraphQLField<unknown, unknown> | undefined>)[name]
              : undefined;
          // Introspection's own entry points are not among the root type's fields. A field the schema
          // lacks is GraphQL's own error; what it selects is still measured, with no types.
          const type = field
            ? getNamedType(field.type)
            : name === '__schema' || name === '__type'
              ? (this.schema.getType(name === '__schema' ? '__Schema' : '__Type') ?? null)
              : null;
          const inner = this.selectionSet(selection.selectionSet, type);
          cost = add(cost, field && isList(field.type) ? times(inner.cost, ASSUMED_LIST_SIZE) : inner.cost);
          total.height = Math.max(total.height, inner.height + 1);
          total.aliases = add(total.aliases, inner.aliases);
          total.directives = add(total.directives, inner.directives);
          total.directivesOnOne = Math.max(total.directivesOnOne, inner.directivesOnOne);
          below = inner.copies;
        }
        total.cost = add(total.cost, cost);
        countKey(total, (selection.alias ?? selection.name).value, 1, below);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? (this.schema.getType(typeName) ?? null) : parent;
        merge(total, this.selectionSet(selection.selectionSet, type));
      } else {
        merge(total, this.fragment(selection.name.value));
      }
    }
    return total;
  }

  /** A named fragment's measure, the same wherever it is spread (its type condition fixes its fields). */
  fragment(name: string): Measure {
    const known = this.measured.get(name);
    if (known === 'measuring') return nothing(); // a cycle: GraphQL's own NoFragmentCycles refuses it
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment) return nothing(); // GraphQL's own KnownFragmentNames refuses it
    this.measured.set(name, 'measuring');
    const own = fragment.directives?.length ?? 0;
    const inner = this.selectionSet(
      fragment.selectionSet,
      this.schema.getType(fragment.typeCondition.name.value) ?? null,
    );
    const measure = {
      ...inner,
      directives: add(inner.directives, own),
      directivesOnOne: Math.max(inner.directivesOnOne, own),
    };
    this.measured.set(name, measure);
    return measure;
  }

  /**
   * The response keys of the fields that execute at the root, through inline and named fragments. Fields
   * under @skip/@include count as executing (their condition may come from a variable); fields that share a
   * key are merged by GraphQL and run once; `__typename` changes nothing.
   */
  private rootKeys(selections: SelectionSetNode): ReadonlySet<string> {
    const keys = new Set<string>();
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') keys.add((selection.alias ?? selection.name).value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT)
        for (const key of this.rootKeys(selection.selectionSet)) keys.add(key);
      else for (const key of this.fragmentRootKeys(selection.name.value)) keys.add(key);
    }
    return keys;
  }

  private fragmentRootKeys(name: string): ReadonlySet<string> {
    const known = this.rootKeysOf.get(name);
    if (known === 'measuring') return new Set();
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment) return new Set();
    this.rootKeysOf.set(name, 'measuring');
    const keys = this.rootKeys(fragment.selectionSet);
    this.rootKeysOf.set(name, keys);
    return keys;
  }
}

const fieldCopiesMessage = (copies: number) =>
  `This operation asks for one field ${copies} times over (fragments and the fields around it included); at most ${OPERATION_LIMITS.maxFieldCopies}`;

/** The first limit an operation passes, as the message the caller reads, or null. */
export function limitPassed(measure: OperationMeasure, operation: OperationDefinitionNode): string | null {
  const limits = OPERATION_LIMITS;
  if (measure.depth > limits.maxDepth)
    return `This operation nests deeper than ${limits.maxDepth} levels: ask for less at once`;
  if (measure.aliases > limits.maxAliases)
    return `This operation uses ${measure.aliases} aliases; at most ${limits.maxAliases} are allowed`;
  if (measure.directivesOnOne > limits.maxDirectivesPerSelection)
    return `A field may carry at most ${limits.maxDirectivesPerSelection} directives`;
  if (measure.directives > limits.maxDirectives)
    return `This operation uses ${measure.directives} directives; at most ${limits.maxDirectives} are allowed`;
  if (operation.operation === 'mutation' && measure.rootFields > limits.maxMutationFields)
    return `A mutation may change at most ${limits.maxMutationFields} things at once`;
  if (measure.expensive > 1)
    return 'Plan, analyse or search one thing per request: send the others separately';
  if (measure.cost > limits.maxCost)
    return `This operation asks for too much at once (cost ${measure.cost}, at most ${limits.maxCost})`;
  if (measure.copies > limits.maxFieldCopies) return fieldCopiesMessage(measure.copies);
  return null;
}

/** Whether a selection set asks only for meta fields (`__schema`, `__type`, `__typename`), fragments included. */
function onlyMetaFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value.startsWith('__');
    if (selection.kind === Kind.INLINE_FRAGMENT) return onlyMetaFields(selection.selectionSet, fragments);
    const fragment = fragments.get(selection.name.value);
    return fragment !== undefined && onlyMetaFields(fragment.selectionSet, fragments);
  });
}

/**
 * An introspection document (what GraphiQL, Apollo Sandbox or graphql-codegen send to read the schema):
 * every operation a query asking only for meta fields at its root, every fragment on a meta type
 * (`on __Type`). Nothing in it reaches the traveller's data, and its size is bounded by the schema.
 */
export function isIntrospectionOnly(document: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (!definition.typeCondition.name.value.startsWith('__')) return false;
      fragments.set(definition.name.value, definition);
    }
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (operation) => operation.operation === 'query' && onlyMetaFields(operation.selectionSet, fragments),
    )
  );
}

/**
 * The first limit one of the document's operations passes, as the message the caller reads, or null. Every
 * fragment is measured too, spread or not: GraphQL's own validation looks at unused ones as well. With
 * `allowIntrospection` (outside production, where Apollo answers introspection at all) an introspection
 * document passes whatever its depth: the standard introspection query nests 13 levels.
 */
export function operationRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  { allowIntrospection = false }: { allowIntrospection?: boolean } = {},
): string | null {
  if (allowIntrospection && isIntrospectionOnly(document)) return null;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length;
  if (fragments > OPERATION_LIMITS.maxFragments)
    return `This document defines ${fragments} fragments; at most ${OPERATION_LIMITS.maxFragments} are allowed`;
  const measures = new DocumentMeasure(schema, document);
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      const message = limitPassed(measures.measure(definition), definition);
      if (message) return message;
    } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const { copies } = measures.fragment(definition.name.value);
      if (copies > OPERATION_LIMITS.maxFieldCopies) return fieldCopiesMessage(copies);
    }
  }
  return null;
}

/** A document past the limits: a 400 BAD_USER_INPUT, as for any invalid document. */
class OperationRefused extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
  }
}

/**
 * Checks the limits once Apollo has parsed a document and before GraphQL's own validation runs: that
 * validation is thorough rather than fast (comparing fields pairwise, it spends up to ~0.5 s on a crafted
 * 2,000-token document within GraphQL's own budgets), so only documents within the limits reach it; a
 * validation rule would run beside GraphQL's rules, not before them. Apollo keeps validated documents, so
 * a document is measured once, not at every request.
 */
export function operationLimitsPlugin<Context extends object>(
  options: { allowIntrospection?: boolean } = {},
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async validationDidStart({ schema, document }) {
          const message = operationRefusal(schema, document, options);
          if (message) throw new OperationRefused(message);
        },
      };
    },
    // Apollo takes an error thrown before validation for its own failure (a masked 500) unless this hook
    // throws it again (as graphql-armor's Apollo plugins do): then it is the answer, with its 400.
    async unexpectedErrorProcessingRequest({ error }) {
      if (error instanceof OperationRefused) throw error;
    },
  };
}
