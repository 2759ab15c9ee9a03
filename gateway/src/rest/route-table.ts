import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { parseInput } from '@byway/kit';
import { REST_REQUEST_SHAPES, type RestRequestShape, type RestResponseShape } from '@byway/contracts/rest';
import type { OidcSignIn } from '../auth/oidc.js';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';

/**
 * One table per resource (gateway/src/rest/resources/) describes each route under /api once: method,
 * path, input and output shapes, OpenAPI text and the GraphQL operation it runs. The REST router
 * (router.ts) mounts each row's handler; the OpenAPI document and the /api/docs page (gateway/src/openapi)
 * are built from the same rows, and a gateway test fails when a route is served that no row names.
 * Requests and answers name the contracts' own zod schemas (contracts/rest/openapi-components.ts).
 */
export type RestMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * `public`: anyone. `signed-in`: the session cookie of a signed-in traveller, or a personal API token
 * (`Authorization: Bearer byway_pat_…`; 401 otherwise). Every POST, PATCH and DELETE with the cookie must
 * also come from Byway's own pages or from a client that is not a browser (403); a `read` token may only GET.
 */
export type RestAuth = 'public' | 'signed-in';

export interface RestParameter {
  description: string;
  /** The parameter's own rule; query parameters default to their property of `query.shape`. */
  schema?: z.ZodType;
  /** Overrides what the schema says (a preprocessed value that has a default). */
  required?: boolean;
  /** A list sent comma-separated (`a,b`); repeating the parameter works too. */
  commaSeparated?: boolean;
}

export type RestAnswer = { status: number; description: string } & (
  | { shape: RestResponseShape }
  | { file: { mediaTypes: readonly string[] } }
  | { stream: 'text/event-stream' }
  | { redirect: true }
  | { empty: true }
);

export type PathParameters = Record<string, RestParameter & { schema: z.ZodType }>;
export interface QueryParameters {
  shape?: z.ZodType;
  parameters: Record<string, RestParameter>;
}
export type RestBody =
  | { shape: RestRequestShape; contentType: 'application/json' }
  | {
      shape: RestRequestShape;
      contentType: 'multipart/form-data';
      file: { field: string; mediaTypes: readonly string[] };
    };

/** What the OpenAPI document and the docs page say about one route. */
export interface RestOperation {
  /** The OpenAPI operationId. */
  id: string;
  method: RestMethod;
  /** OpenAPI style: `/api/trips/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RestAuth;
  pathParams?: PathParameters;
  query?: QueryParameters;
  body?: RestBody;
  answers: readonly RestAnswer[];
  /** Failures beyond the ones every operation of its kind has (400 bad input, 401 signed out, 403 cross-site). */
  errors?: readonly { status: number; when: string }[];
}

/** What a route's handler may use: the adapter's dependencies and third-party sign-in. */
export type RouteDeps = RestDeps & { oidc: Pick<OidcSignIn, 'login' | 'callback'> };

/** One row of a resource's table: the operation and how it answers. */
export interface RestRoute<Deps = RouteDeps> extends RestOperation {
  handler: (deps: Deps) => RequestHandler;
}

/** A route's input, checked with the row's own schemas (path, then query, then body). */
export interface RouteInput<
  P extends PathParameters,
  Q extends QueryParameters | undefined,
  B extends RestRequestShape | undefined,
> {
  params: { [K in keyof P]: z.output<P[K]['schema']> };
  query: Q extends { shape: infer S extends z.ZodType }
    ? z.output<S>
    : Q extends QueryParameters
      ? {
          [K in keyof Q['parameters']]?: Q['parameters'][K]['schema'] extends z.ZodType
            ? z.output<Q['parameters'][K]['schema']>
            : unknown;
        }
      : Record<string, never>;
  body: B extends RestRequestShape ? z.output<(typeof REST_REQUEST_SHAPES)[B]> : undefined;
}

/** A row whose route runs one GraphQL operation in process and answers (part of) its data as JSON. */
export type GraphQLRouteSpec<
  P extends PathParameters,
  Q extends QueryParameters | undefined,
  B extends RestRequestShape | undefined,
  Data,
> = Omit<RestOperation, 'pathParams' | 'query' | 'body'> & {
  pathParams?: P;
  query?: Q;
  body?: B extends RestRequestShape ? { shape: B; contentType: 'application/json' } : undefined;
  /** The operation, selecting exactly the fields its answer documents. */
  graphql: string;
  /** Its variables from the checked input (none when left out). */
  variables?: (input: RouteInput<P, Q, B>) => Record<string, unknown>;
  /** The JSON answer from the operation's data (or a thrown AppError: 404 for a missing trip). */
  answer: (data: Data) => unknown;
};

type NoParameters = Record<never, RestParameter & { schema: z.ZodType }>;

/**
 * A row that runs `graphql`: signed-in routes refuse anyone else first (401), the input is checked, the
 * operation runs with the request's context (as /graphql would), and the first answer's status is sent.
 */
export function graphqlRoute<
  Data,
  P extends PathParameters = NoParameters,
  Q extends QueryParameters | undefined = undefined,
  B extends RestRequestShape | undefined = undefined,
>(spec: GraphQLRouteSpec<P, Q, B, Data>): RestRoute {
  const { graphql, variables, answer, ...operation } = spec;
  const status = operation.answers[0]?.status ?? 200;
  return {
    ...(operation as RestOperation),
    handler: (deps) => async (req, res) => {
      if (operation.auth === 'signed-in') requireSignedIn(res);
      const input = readInput(operation as RestOperation, req) as RouteInput<P, Q, B>;
      const data = await execute<Data>(deps, res, graphql, variables ? variables(input) : {});
      await sendJson(deps, res, status, answer(data));
    },
  };
}

/** The request's path parameters, query and body, each checked with the row's schema. */
export function readInput(operation: RestOperation, req: Request) {
  const params = Object.fromEntries(
    Object.entries(operation.pathParams ?? {}).map(([name, parameter]) => [
      name,
      parseInput(parameter.schema, req.params[name]),
    ]),
  );
  let query: Record<string, unknown> = {};
  if (operation.query) {
    const { shape, parameters } = operation.query;
    const given = Object.fromEntries(Object.keys(parameters).map((name) => [name, req.query[name]]));
    query = shape
      ? (parseInput(shape, given) as Record<string, unknown>)
      : Object.fromEntries(
          Object.entries(parameters).map(([name, parameter]) => [
            name,
            given[name] === undefined || !parameter.schema
              ? given[name]
              : parseInput(parameter.schema, given[name]),
          ]),
        );
  }
  const body = operation.body
    ? parseInput(REST_REQUEST_SHAPES[operation.body.shape], (req.body as unknown) ?? {})
    : undefined;
  return { params, query, body };
}

/** A custom handler's body, checked with its row's request shape. */
export function requestBody<B extends RestRequestShape>(
  body: { shape: B },
  req: Request,
): z.output<(typeof REST_REQUEST_SHAPES)[B]> {
  return parseInput(REST_REQUEST_SHAPES[body.shape], (req.body as unknown) ?? {}) as z.output<
    (typeof REST_REQUEST_SHAPES)[B]
  >;
}

/** Express's path for a row's OpenAPI path, inside the router mounted at /api: `/trips/:id`. */
export function expressPath(path: string): string {
  return path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');
}

// Variables most rows pass: the path's `id` as `$id`, or the checked body as `$input`.

export const idFromPath = <Id>({ params }: { params: { id: Id } }) => ({ id: params.id });
export const bodyAsInput = ({ body }: { body: unknown }) => ({ input: body });

// Shared OpenAPI wording.

export const json = <B extends RestRequestShape>(shape: B) => ({
  shape,
  contentType: 'application/json' as const,
});
export const ok = (shape: RestResponseShape, description: string, status = 200): RestAnswer => ({
  status,
  description,
  shape,
});
export const TRIP_404 = { status: 404, when: "'Trip not found': the trip is missing or someone else's." };
export const BUDGET = (what: string) => ({
  status: 429,
  when: `The traveller's budget for ${what} is spent; Retry-After says when to try again.`,
});
/** A 429 for too many `what`; Retry-After says when. */
export const TOO_MANY = (what: string) => ({ status: 429, when: `Too many ${what}; Retry-After says when.` });
export const UNAVAILABLE = { status: 503, when: 'A service behind the gateway cannot be reached right now.' };
/** The planner's work through the AI service: the traveller's budget for it, and the service unreachable. */
export const PLANNER_WORK = (budget: string) => [BUDGET(budget), UNAVAILABLE];
export const TRIP_PLANNING = 'trip planning (12 plans in 10 minutes)';
