import {
  ANONYMOUS,
  InternalCallError,
  type Caller,
  type InternalGraphQLError,
  type InternalService,
} from '@byway/kit';
import { SESSION_HEADER } from '../context.js';

export interface UsersReply<T> {
  data: T | null;
  errors: InternalGraphQLError[];
  /** The session the users service opened while answering, if any. */
  startedSession: string | null;
}

/** The only capability the session check carries. */
const SESSION_READ: Caller = { ...ANONYMOUS, scopes: ['session:read'] };

/**
 * What the gateway asks the users subgraph directly (not through the supergraph), over kit's internal
 * client: the gateway-only fields the public API schema hides (`apiTokenCaller`, `signInWithIdentity`,
 * `confirmAccountDeletion`) and the plain session check. Each call carries only the internal scope it
 * needs. A service that cannot be reached, or answers no GraphQL, is kit's `InternalCallError`.
 */
export function usersClient(users: InternalService) {
  return {
    /** The user of a live session (null when revoked or expired): the users service's plain internal route. */
    async sessionUserId(sessionId: string): Promise<string | null> {
      const { status, body } = await users.json('/session-user', {
        caller: SESSION_READ,
        body: { sessionId },
      });
      if (status < 200 || status >= 300 || !body || typeof body !== 'object' || !('userId' in body)) {
        throw new InternalCallError(
          'UPSTREAM_FAILED',
          'The users service failed. Please try again.',
          `session check answered ${status}`,
        );
      }
      return typeof body.userId === 'string' ? body.userId : null;
    },

    /** A GraphQL operation as `caller`: its data, its errors as they came, and any session it opened. */
    async request<T>(
      query: string,
      variables: Record<string, unknown>,
      caller: Caller,
    ): Promise<UsersReply<T>> {
      const reply = await users.graphqlReply<T>(query, variables, caller);
      return { data: reply.data, errors: reply.errors, startedSession: reply.headers.get(SESSION_HEADER) };
    },
  };
}

export type UsersClient = ReturnType<typeof usersClient>;
