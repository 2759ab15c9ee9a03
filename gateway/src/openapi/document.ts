import { z } from 'zod';
import { REST_REQUEST_SHAPES, REST_RESPONSE_SHAPES } from '@byway/contracts/rest';
import { DOCUMENTATION_ROUTES, REST_OPERATIONS } from '../rest/resources/index.js';
import type { RestOperation, RestParameter } from '../rest/route-table.js';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { IDEMPOTENCY_HEADER } from '../idempotency/middleware.js';
import { operationDescription, TAG_DESCRIPTIONS } from './tags.js';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: Record<string, Record<string, unknown>>;
};

const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * The contracts' zod schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Requests are described as
 * callers send them (zod's input side, before transforms), answers as the adapter sends them. A shape
 * zod cannot express (a custom refine) is described by its type alone, never refused.
 */
function components(): Record<string, JsonSchema> {
  const convert = (shapes: Record<string, z.ZodType>, io: 'input' | 'output') => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(shapes)) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      uri: componentRef,
    });
    return Object.fromEntries(
      Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
    );
  };
  return { ...convert(REST_REQUEST_SHAPES, 'input'), ...convert(REST_RESPONSE_SHAPES, 'output') };
}

function inline(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return json;
}

function parameters(operation: RestOperation): JsonSchema[] {
  const path = Object.entries(operation.pathParams ?? {}).map(([name, parameter]) => ({
    name,
    in: 'path',
    required: true,
    description: parameter.description,
    schema: inline(parameter.schema),
  }));
  const query = operation.query;
  if (!query) return path;
  const shape = query.shape ? inline(query.shape) : { properties: {}, required: [] };
  const properties = (shape.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((shape.required ?? []) as string[]);
  const documented = Object.keys(query.parameters);
  const undocumented = Object.keys(properties).filter((name) => !documented.includes(name));
  if (undocumented.length) {
    throw new Error(`${operation.id}: query parameters without a description: ${undocumented.join(', ')}`);
  }
  const queryParameters = Object.entries(query.parameters).map(
    ([name, parameter]: [string, RestParameter]) => {
      const schema = parameter.schema ? inline(parameter.schema) : properties[name];
      if (!schema) throw new Error(`${operation.id}: query parameter ${name} is not in its schema`);
      return {
        name,
        in: 'query',
        required: parameter.required ?? required.has(name),
        description: parameter.description,
        schema,
        ...(parameter.commaSeparated ? { style: 'form', explode: false } : {}),
      };
    },
  );
  return [...path, ...queryParameters];
}

function requestBody(operation: RestOperation): JsonSchema | undefined {
  const body = operation.body;
  if (!body) return undefined;
  if (body.contentType === 'application/json') {
    return {
      required: true,
      content: { 'application/json': { schema: { $ref: componentRef(body.shape) } } },
    };
  }
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          allOf: [
            { $ref: componentRef(body.shape) },
            { type: 'object', properties: { [body.file.field]: file }, required: [body.file.field] },
          ],
        },
        encoding: { [body.file.field]: { contentType: body.file.mediaTypes.join(', ') } },
      },
    },
  };
}

/** Signed-in writes take an Idempotency-Key (gateway/src/idempotency): a retry gets the first answer. */
function acceptsIdempotencyKey(operation: RestOperation): boolean {
  return operation.method !== 'get' && operation.auth === 'signed-in';
}

const DOCUMENTATION_IDS = new Set(DOCUMENTATION_ROUTES.map((route) => route.id));

/**
 * Whether a request to the operation may carry a personal API token: every REST operation but the
 * documentation, which is served ahead of the credentials check (app.ts). Such a request is counted
 * against the token's limit, refused with 401 when the token is bad, whatever the operation.
 */
export function takesApiToken(operation: RestOperation): boolean {
  return !DOCUMENTATION_IDS.has(operation.id);
}

/** Token management needs the traveller's own session (services/users api-tokens). */
const managesTokens = (operation: RestOperation) => operation.path.startsWith('/api/api-tokens');

/** Every operation's failures: its own, and the ones its kind always has. */
export function failuresOf(operation: RestOperation): { status: number; when: string }[] {
  const common: { status: number; when: string }[] = [];
  if (operation.pathParams || operation.query || operation.body) {
    common.push({ status: 400, when: 'The input is invalid: `message`, and `issues` naming each field.' });
  }
  if (operation.auth === 'signed-in') common.push({ status: 401, when: "Not signed in: 'Unauthorized'." });
  if (takesApiToken(operation)) {
    common.push(
      {
        status: 401,
        when: 'An `Authorization: Bearer` token that is unknown, revoked or malformed (never served as anonymous).',
      },
      {
        status: 429,
        when: "Too many requests with this API token: `Retry-After` says when to try again, and `RateLimit` shows the token's standing.",
      },
    );
  }
  if (operation.method !== 'get') {
    common.push({
      status: 403,
      when: 'A browser sent it from a page of another site with the session cookie (requests with an API token are judged by the token).',
    });
  }
  if (managesTokens(operation)) {
    common.push({
      status: 403,
      when: 'Sent with an API token: a token cannot list, make or revoke tokens; only the signed-in traveller can.',
    });
  }
  if (acceptsIdempotencyKey(operation)) {
    common.push(
      { status: 400, when: `A malformed \`${IDEMPOTENCY_HEADER}\` (1 to 255 visible characters).` },
      {
        status: 409,
        when: `A request with the same \`${IDEMPOTENCY_HEADER}\` is still being handled: retry after Retry-After.`,
      },
      { status: 422, when: `The \`${IDEMPOTENCY_HEADER}\` was already used for a different request.` },
    );
  }
  return [...common, ...(operation.errors ?? [])].sort((a, b) => a.status - b.status);
}

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** A 429's wait, and for an operation that takes a token the IETF RateLimit headers. */
function waitHeaders(operation: RestOperation): Record<string, unknown> {
  return {
    'Retry-After': headerRef('RetryAfter'),
    ...(takesApiToken(operation)
      ? { RateLimit: headerRef('RateLimit'), 'RateLimit-Policy': headerRef('RateLimitPolicy') }
      : {}),
  };
}

/** Headers every token request is answered with (session-middleware.ts). */
const RATE_LIMIT_HEADERS = {
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
  RateLimit: {
    description:
      "Sent on every request made with an API token (IETF RateLimit header fields, draft-7 form): the token's limit, the requests left in the window, and the seconds until they are all free again at the latest.",
    schema: { type: 'string', examples: ['limit=600, remaining=599, reset=600'] },
  },
  RateLimitPolicy: {
    description:
      'Sent on every request made with an API token: the limit and its window in seconds (`600;w=600` is 600 requests per 10 minutes).',
    schema: { type: 'string', examples: ['600;w=600'] },
  },
};

function responses(operation: RestOperation): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  for (const answer of operation.answers) {
    const { status, description } = answer;
    if ('shape' in answer) {
      answers[status] = {
        description,
        content: { 'application/json': { schema: { $ref: componentRef(answer.shape) } } },
      };
    } else if ('file' in answer) {
      answers[status] = {
        description,
        content: Object.fromEntries(answer.file.mediaTypes.map((type) => [type, {}])),
      };
    } else if ('stream' in answer) {
      answers[status] = { description, content: { [answer.stream]: { schema: { type: 'string' } } } };
    } else if ('redirect' in answer) {
      answers[status] = { description, headers: { Location: { schema: { type: 'string' } } } };
    } else {
      answers[status] = { description };
    }
  }
  const byStatus = new Map<number, string[]>();
  for (const { status, when } of failuresOf(operation))
    byStatus.set(status, [...(byStatus.get(status) ?? []), when]);
  for (const [status, whens] of byStatus) {
    answers[status] = {
      description: whens.join(' Or: '),
      ...(status === 429 ? { headers: waitHeaders(operation) } : {}),
      content: { 'application/json': { schema: { $ref: componentRef('ErrorResponse') } } },
    };
  }
  answers.default = {
    description: "Anything else: `{ message: 'Something went wrong. Please try again.' }`.",
    content: { 'application/json': { schema: { $ref: componentRef('ErrorResponse') } } },
  };
  return answers;
}

/** The OpenAPI 3.1 document of every /api operation, built from the resources' tables (rest/resources). */
export function openApiDocument(publicUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of REST_OPERATIONS) {
    const pathItem = (paths[operation.path] ??= {});
    const body = requestBody(operation);
    pathItem[operation.method] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      description: operationDescription(operation, !takesApiToken(operation)),
      // Either credential: the session cookie, or a personal API token (token management takes the cookie).
      security: operation.auth === 'signed-in' ? [{ session: [] }, { apiToken: [] }] : [],
      parameters: [
        ...parameters(operation),
        ...(acceptsIdempotencyKey(operation) ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
      ],
      ...(body ? { requestBody: body } : {}),
      responses: responses(operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Byway REST API',
      version: '1.0.0',
      description:
        'The REST adapter in front of the GraphQL API (GET /api/schema.graphql). Signed-in operations read the ' +
        `session cookie \`${SESSION_COOKIE}\` set by POST /api/custom-login, or a personal API token made on the ` +
        'profile page, sent as `Authorization: Bearer byway_pat_…` (a `read` token may only GET). Every failure ' +
        'answers JSON `{ message, issues? }`. Signed-in writes (and GraphQL mutations) may carry an ' +
        `\`${IDEMPOTENCY_HEADER}\` header: a retry with the same key within 24 hours gets the first answer ` +
        '(marked `Idempotent-Replayed: true`) instead of writing again, so a client that lost the answer may ' +
        'always retry.\n\nA partner program calls every operation but token management with its token alone ' +
        '(no cookie, no browser). Each token request counts against the token’s limit and is answered with ' +
        '`RateLimit-Policy` (e.g. `600;w=600`) and `RateLimit` (`limit, remaining, reset`); past the limit the ' +
        'answer is 429 with `Retry-After`.',
    },
    servers: [{ url: new URL(publicUrl).origin }],
    tags: [...new Set(REST_OPERATIONS.map((operation) => operation.tag))].map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
    paths,
    components: {
      schemas: components(),
      headers: RATE_LIMIT_HEADERS,
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'A key of your choice, unique per write (a UUID, say). Retrying the same request with the same key ' +
            'within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) and writes ' +
            'nothing more. Answers 429 and 503 are not kept: nothing was written, so a retry runs again.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token (byway_pat_…) made on the profile page: `Authorization: Bearer <token>`. ' +
            'Works on every operation but token management; a `read` token may only GET.',
        },
      },
    },
  };
}
