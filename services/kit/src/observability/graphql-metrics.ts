import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { graphqlOperationDuration, graphqlOperations } from './metrics.js';
import { currentRequest } from './request-context.js';

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;
/** Distinct operation names per service before the rest are counted as 'other' (labels must stay few). */
const MAX_OPERATION_NAMES = 300;
const seenNames = new Map<string, Set<string>>();

/**
 * The client's operation name. Apollo Gateway names each subgraph fetch `<operation>__<subgraph>__<n>`:
 * a subgraph counts and logs it under the client's name, so one operation reads the same everywhere.
 */
export function clientOperationName(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  return /^(.+?)__[A-Za-z0-9_]+?__\d+$/.exec(name)?.[1] ?? name;
}

/** The operation's label: its name when it has a usable one, 'anonymous' without, 'other' past the cap. */
export function operationLabel(service: string, rawName: string | null | undefined): string {
  const name = clientOperationName(rawName);
  if (!name || !OPERATION_NAME.test(name)) return 'anonymous';
  let names = seenNames.get(service);
  if (!names) seenNames.set(service, (names = new Set()));
  if (names.has(name)) return name;
  if (names.size >= MAX_OPERATION_NAMES) return 'other';
  names.add(name);
  return name;
}

/**
 * Apollo Server plugin: GraphQL operation rate, errors and latency by operation name (gateway and
 * subgraphs alike), and the operation's name on the request's access-log line.
 */
export function graphqlMetricsPlugin(service: string): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      const request = currentRequest();
      return {
        async didResolveOperation({ operationName }) {
          if (request && operationName) request.operationName = clientOperationName(operationName);
        },
        async willSendResponse({ operationName, operation, request: incoming, response }) {
          const operationLabelValue = operationLabel(service, operationName ?? incoming.operationName);
          const type = operation?.operation ?? 'invalid';
          const body = response.body;
          const failed = body.kind === 'single' ? Boolean(body.singleResult.errors?.length) : false;
          graphqlOperations.inc({
            service,
            operation: operationLabelValue,
            type,
            outcome: failed ? 'error' : 'ok',
          });
          graphqlOperationDuration.observe(
            { service, operation: operationLabelValue, type },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}
