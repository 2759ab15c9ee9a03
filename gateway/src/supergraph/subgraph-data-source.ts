import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import {
  ANONYMOUS,
  AppError,
  INTERNAL_TOKEN_HEADER,
  PUBLIC_ERROR_MESSAGE,
  requestIdHeaders,
  signInternalToken,
  type Caller,
} from '@byway/kit';
import { SESSION_ENDED_HEADER, SESSION_HEADER, type GatewayContext } from '../context.js';
import type { SessionStore } from '../auth/session-store.js';

const SESSION_AUTHORITY = 'users';

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

/**
 * What one subgraph call answered: its GraphQL body as text (each request sharing the call parses its own
 * copy, since the gateway merges results into what it receives) and the session headers it acts on.
 */
interface SubgraphReply {
  text: string;
  /** The parsed body, handed to the first request that takes it; the others parse `text`. */
  parsed: GatewayGraphQLResponse | null;
  started: string | null;
  ended: string | null;
}

/**
 * How the gateway talks to one subgraph: its own lean client on Node's fetch (keep-alive), instead of
 * Apollo's RemoteGraphQLDataSource, which built two node-fetch objects per call and went through
 * make-fetch-happen's cache layers. The outgoing request is built from scratch (no client header is ever
 * forwarded); the only identity a subgraph sees is the signed internal token naming the caller.
 *
 * Identical reads in flight at the same moment for the same caller share one call (as Hive Gateway
 * deduplicates): a page's burst, or a partner's retry loop, costs the subgraph one answer. Mutations are
 * never shared.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly inFlight = new Map<string, Promise<SubgraphReply>>();

  constructor(
    readonly subgraphName: string,
    private readonly url: string,
    private readonly internalTokenSecret: string,
    private readonly sessions: SessionStore,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    // Requests the gateway makes for itself (no operation context) act anonymously.
    const context = options.context as Partial<GatewayContext>;
    const caller = context.caller ?? ANONYMOUS;
    const { query, variables, operationName } = options.request;
    if (!query) throw new Error('Missing query');
    const body = JSON.stringify({ query, variables, operationName });

    let reply: SubgraphReply;
    if (isRead(query)) {
      const key = `${callerKey(caller)}\n${body}`;
      let shared = this.inFlight.get(key);
      if (!shared) {
        shared = this.send(body, caller, context).finally(() => this.inFlight.delete(key));
        this.inFlight.set(key, shared);
      }
      reply = await shared;
    } else {
      reply = await this.send(body, caller, context);
    }
    this.noteSession(reply, context);
    const own = reply.parsed ?? (JSON.parse(reply.text) as GatewayGraphQLResponse);
    reply.parsed = null;
    return own;
  }

  private async send(body: string, caller: Caller, context: Partial<GatewayContext>): Promise<SubgraphReply> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // The subgraph logs the call under the request's id (a call shared by identical reads in
          // flight carries the id of the request that started it).
          ...requestIdHeaders(),
          [INTERNAL_TOKEN_HEADER]: signInternalToken(caller, this.internalTokenSecret),
        },
        body,
      });
    } catch (error) {
      // Not reachable: a clear 503 for the client; the details go to the log only.
      context.logger?.error({ err: error, subgraph: this.subgraphName }, 'subgraph request failed');
      throw AppError.unavailable(UNAVAILABLE_MESSAGE);
    }
    let text = '';
    let parsed: unknown = null;
    try {
      text = await response.text();
      if (response.ok) parsed = JSON.parse(text);
    } catch {
      // Not GraphQL: answered below.
    }
    if (!response.ok || !isObject(parsed)) {
      // A non-OK answer (a refused internal token, a schema out of step, a crashed process) is our fault,
      // not the traveller's: 502 with the public message.
      context.logger?.error(
        { subgraph: this.subgraphName, status: response.status },
        'subgraph answered with something that is not a GraphQL result',
      );
      throw new AppError('UPSTREAM_FAILED', PUBLIC_ERROR_MESSAGE);
    }
    return {
      text,
      parsed: parsed as GatewayGraphQLResponse,
      started: response.headers.get(SESSION_HEADER),
      ended: response.headers.get(SESSION_ENDED_HEADER),
    };
  }

  /** Only the users service may open or end sessions; the same headers from any other subgraph are ignored. */
  private noteSession(reply: SubgraphReply, context: Partial<GatewayContext>): void {
    if (this.subgraphName !== SESSION_AUTHORITY || !context.session) return;
    if (reply.started) context.session.started = reply.started;
    if (reply.ended) {
      context.session.ended = reply.ended;
      this.sessions.evict(reply.ended);
    }
  }
}

/** Queries (including the gateway's entity fetches) may be shared; anything else goes alone. */
function isRead(query: string): boolean {
  return /^\s*(query\b|\{)/.test(query);
}

function callerKey(caller: Caller): string {
  return [
    caller.userId ?? '',
    caller.sessionId ?? '',
    caller.scopes.join(','),
    caller.clientAddress ?? '',
  ].join('|');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
