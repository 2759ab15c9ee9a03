import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
  ANONYMOUS,
  AppError,
  INTERNAL_TOKEN_HEADER,
  PUBLIC_ERROR_MESSAGE,
  signInternalToken,
} from '@byway/kit';
import { SESSION_ENDED_HEADER, SESSION_HEADER, type GatewayContext } from '../context.js';
import type { SessionStore } from '../auth/session-store.js';

type ReceivedResponse = Parameters<
  NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>
>[0];
type FetcherResponse = Parameters<RemoteGraphQLDataSource<GatewayContext>['didEncounterError']>[2];

const SESSION_AUTHORITY = 'users';

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';

/**
 * How the gateway talks to one subgraph. The outgoing request is built from scratch (no client header is
 * ever forwarded); the only identity a subgraph sees is the signed internal token naming the caller.
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    readonly subgraphName: string,
    url: string,
    private readonly internalTokenSecret: string,
    private readonly sessions: SessionStore,
  ) {
    super({ url });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    // Requests the gateway makes for itself (no operation context) act anonymously.
    const caller = (context as Partial<GatewayContext>).caller ?? ANONYMOUS;
    request.http?.headers.set(INTERNAL_TOKEN_HEADER, signInternalToken(caller, this.internalTokenSecret));
  }

  override didReceiveResponse({ response, context }: ReceivedResponse): ReceivedResponse['response'] {
    // Only the users service may open or end sessions; the same headers from any other subgraph are ignored.
    if (this.subgraphName !== SESSION_AUTHORITY) return response;
    const started = response.http?.headers.get(SESSION_HEADER);
    const ended = response.http?.headers.get(SESSION_ENDED_HEADER);
    if (started) context.session.started = started;
    if (ended) {
      context.session.ended = ended;
      this.sessions.evict(ended);
    }
    return response;
  }

  /**
   * A subgraph that cannot be reached (or answers with something that is not GraphQL) becomes a clear
   * 503/502 for the client instead of a leaked driver message; the details go to the log only.
   */
  override didEncounterError(
    error: Error,
    _fetchRequest: unknown,
    fetchResponse?: FetcherResponse,
    context?: GatewayContext,
  ): void {
    context?.logger.error(
      { err: error, subgraph: this.subgraphName, status: fetchResponse?.status },
      'subgraph request failed',
    );
    if (!fetchResponse) throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
    // A non-OK answer (a refused internal token, a schema out of step, a crashed process) is our fault,
    // not the traveller's: 502 with the public message.
    throw new AppError('UPSTREAM_FAILED', PUBLIC_ERROR_MESSAGE);
  }
}
