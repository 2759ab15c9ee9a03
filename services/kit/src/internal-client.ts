import type { z } from 'zod';
import { loadConfig } from './config.js';
import { AppError, isErrorCode } from './errors.js';
import { INTERNAL_TOKEN_HEADER, signInternalToken, type Caller } from './internal-token.js';
import type { Logger } from './logger.js';
import { requestIdHeaders } from './observability/request-context.js';

/**
 * The one way a process reaches another service's GraphQL or /internal routes (the gateway's supergraph
 * calls aside, which Apollo's data source makes): every call carries a fresh internal token vouching for
 * the caller, has a time limit, is logged the same way, and a service that cannot be reached is the same
 * `InternalCallError` 503 whichever variant failed. Three variants share that path: JSON (GraphQL and
 * plain JSON routes), streaming (server-sent events, timed until the answer starts) and binary (files).
 */
export interface InternalClientOptions {
  /** The other service's GraphQL URL; its plain HTTP routes sit beside it under `/internal`. */
  url: string;
  secret: string;
  /** What to call the other service in messages: 'the trip planner'. */
  serviceLabel: string;
  timeoutMs: number;
  /** Replaces "<Service label> is not available right now. Please try again." when it cannot be reached. */
  unavailableMessage?: string;
  /** Each call at debug, each failure at warn (the caller's own logger, so request ids stay on the line). */
  logger?: Pick<Logger, 'debug' | 'warn'>;
}

/** A GraphQL error as another service answered it. */
export interface InternalGraphQLError {
  message: string;
  extensions?: { code?: unknown; issues?: { path: string; message: string }[]; [key: string]: unknown };
}

/** A GraphQL answer as it came, for callers that read the errors themselves. */
export interface InternalGraphQLReply<T> {
  data: T | null;
  errors: InternalGraphQLError[];
  headers: Headers;
}

/** A plain JSON route's answer: its status and headers, and its body when it was JSON. */
export interface InternalJsonReply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A file's answer: status, headers and every byte. */
export interface InternalBinaryReply {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/**
 * The other service could not be reached (`UNAVAILABLE`, 503) or did not answer as it must
 * (`UPSTREAM_FAILED`, 502). The message is for travellers; `detail` (what happened) is for the log.
 */
export class InternalCallError extends AppError {
  constructor(
    code: 'UNAVAILABLE' | 'UPSTREAM_FAILED',
    message: string,
    readonly detail: string,
  ) {
    super(code, message);
    this.name = 'InternalCallError';
  }
}

interface CallOptions {
  caller: Caller;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Client errors another service answers that keep their code and message; anything else is its failure. */
const PASSED_ON = ['BAD_USER_INPUT', 'NOT_FOUND', 'TOO_MANY_REQUESTS'];

export function createInternalService(options: InternalClientOptions) {
  // Kit sits below contracts (whose tests use kit), so it starts the sentence itself.
  const label = options.serviceLabel.replace(/^./, (first) => first.toUpperCase());
  const unavailable = options.unavailableMessage ?? `${label} is not available right now. Please try again.`;
  const failed = `${label} failed. Please try again.`;
  const internalBase = options.url.replace(/\/graphql\/?$/, '/internal');

  /**
   * Sends one call: signed, logged, and refused with `InternalCallError` when the service cannot be
   * reached (or `signal` ends it: the time limit, or the caller leaving).
   */
  async function send(url: string, call: CallOptions, signal: AbortSignal): Promise<Response> {
    const started = performance.now();
    const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
    const path = new URL(url).pathname;
    try {
      const response = await fetch(url, {
        method,
        headers: {
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...call.headers,
          // The request this call serves keeps its id in the other service's logs.
          ...requestIdHeaders(),
          [INTERNAL_TOKEN_HEADER]: signInternalToken(call.caller, options.secret),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal,
      });
      options.logger?.debug(
        { service: options.serviceLabel, method, path, status: response.status, ms: elapsed(started) },
        'internal call',
      );
      return response;
    } catch (error) {
      const detail = `${method} ${path} unreachable: ${(error as Error).message}`;
      options.logger?.warn(
        { service: options.serviceLabel, method, path, ms: elapsed(started), err: error },
        'internal call failed: service unreachable',
      );
      throw new InternalCallError('UNAVAILABLE', unavailable, detail);
    }
  }

  /** An answer that is not what the route promises: logged, and a 502 for the caller. */
  function badAnswer(path: string, detail: string): InternalCallError {
    options.logger?.warn({ service: options.serviceLabel, path, detail }, 'internal call failed: bad answer');
    return new InternalCallError('UPSTREAM_FAILED', failed, detail);
  }

  const timeLimit = () => AbortSignal.timeout(options.timeoutMs);

  return {
    /** A GraphQL operation's answer as it came (data, errors, headers); unreachable or not GraphQL throws. */
    async graphqlReply<T>(
      query: string,
      variables: Record<string, unknown>,
      caller: Caller,
    ): Promise<InternalGraphQLReply<T>> {
      const response = await send(options.url, { caller, body: { query, variables } }, timeLimit());
      const answer = (await response.json().catch(() => null)) as {
        data?: T | null;
        errors?: InternalGraphQLError[];
      } | null;
      if (!answer || typeof answer !== 'object') {
        throw badAnswer('/graphql', `answered ${response.status} without JSON`);
      }
      if (!response.ok && !answer.errors) throw badAnswer('/graphql', `answered ${response.status}`);
      return { data: answer.data ?? null, errors: answer.errors ?? [], headers: response.headers };
    },

    /**
     * A GraphQL operation's data. The other service's client errors (bad input, not found, too many
     * requests) keep their code and message; any other error is its failure (502).
     */
    async graphql<T>(query: string, variables: Record<string, unknown>, caller: Caller): Promise<T> {
      const response = await send(options.url, { caller, body: { query, variables } }, timeLimit());
      const answer = (await response.json().catch(() => ({}))) as {
        data?: T | null;
        errors?: InternalGraphQLError[];
      };
      const error = answer.errors?.[0];
      if (error) {
        const code = error.extensions?.code;
        if (isErrorCode(code) && PASSED_ON.includes(code)) {
          throw new AppError(code, error.message, error.extensions?.issues);
        }
        throw new AppError('UPSTREAM_FAILED', failed);
      }
      if (!response.ok || !answer.data) throw new AppError('UPSTREAM_FAILED', failed);
      return answer.data;
    },

    /** A plain JSON route under the service's `/internal` (`path` like '/session-user'), any status. */
    async json(path: string, call: CallOptions): Promise<InternalJsonReply> {
      const response = await send(`${internalBase}${path}`, call, timeLimit());
      const body: unknown = await response.json().catch(() => undefined);
      return { status: response.status, headers: response.headers, body };
    },

    /** A file under `/internal`: every byte, read within the time limit. */
    async binary(path: string, call: CallOptions): Promise<InternalBinaryReply> {
      const limit = timeLimit();
      const response = await send(`${internalBase}${path}`, call, limit);
      try {
        const bytes = Buffer.from(await response.arrayBuffer());
        return { status: response.status, headers: response.headers, bytes };
      } catch (error) {
        throw badAnswer(path, `the file broke off: ${(error as Error).message}`);
      }
    },

    /**
     * A stream under `/internal` (server-sent events): the time limit holds until the answer starts, then
     * the stream runs until it ends or `signal` aborts it (the caller's client leaving).
     */
    async stream(path: string, call: CallOptions & { signal: AbortSignal }): Promise<Response> {
      const starting = new AbortController();
      const timer = setTimeout(
        () => starting.abort(new DOMException('no answer in time', 'TimeoutError')),
        options.timeoutMs,
      );
      try {
        return await send(`${internalBase}${path}`, call, AbortSignal.any([call.signal, starting.signal]));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type InternalService = ReturnType<typeof createInternalService>;

/**
 * One subgraph calling another directly (not through the gateway), vouching for the same caller with a
 * fresh internal token: `createInternalService(options).graphql`.
 */
export function createInternalClient(options: InternalClientOptions) {
  return createInternalService(options).graphql;
}

export type InternalClient = ReturnType<typeof createInternalClient>;

/**
 * The internal client of one subgraph for another, set up from the environment: `schema` reads the other
 * service's address, time limit and the internal token secret; `settings` says which is which.
 */
export function createInternalClientFromEnv<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv,
  serviceLabel: string,
  settings: (config: z.output<S>) => Pick<InternalClientOptions, 'url' | 'secret' | 'timeoutMs'>,
): InternalClient {
  return createInternalClient({ ...settings(loadConfig(schema, env)), serviceLabel });
}

const elapsed = (started: number) => Math.round(performance.now() - started);
