import { ANONYMOUS, INTERNAL_TOKEN_HEADER, signInternalToken, type Caller } from '@byway/kit';
import { SESSION_HEADER } from '../context.js';

export interface UsersReply<T> {
  data: T | null;
  errors: Array<{ message: string; extensions?: { code?: unknown } }>;
  /** The session the users service opened while answering, if any. */
  startedSession: string | null;
}

/** The users subgraph could not be reached or did not answer as a GraphQL server. */
export class UsersUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UsersUnavailableError';
  }
}

const TIMEOUT_MS = 5000;
/** The only capability the session check carries. */
const SESSION_READ: Caller = { ...ANONYMOUS, scopes: ['session:read'] };

/**
 * Calls the users subgraph directly (not through the supergraph) for the gateway-only fields that the
 * public API schema hides: `sessionUser` and `signInWithIdentity`. The caller carries only the internal
 * scope the call needs.
 */
export class UsersClient {
  private readonly sessionUserUrl: string;

  constructor(
    private readonly url: string,
    private readonly secret: string,
  ) {
    this.sessionUserUrl = url.replace(/\/graphql\/?$/, '/internal/session-user');
  }

  /** The user of a live session (null when revoked or expired): the users service's plain internal route. */
  async sessionUserId(sessionId: string): Promise<string | null> {
    const response = await this.post(this.sessionUserUrl, { sessionId }, SESSION_READ);
    const body = (await response.json().catch(() => null)) as { userId?: unknown } | null;
    if (!response.ok || !body || !('userId' in body)) {
      throw new UsersUnavailableError(`session check answered ${response.status}`);
    }
    return typeof body.userId === 'string' ? body.userId : null;
  }

  async request<T>(
    query: string,
    variables: Record<string, unknown>,
    caller: Caller,
  ): Promise<UsersReply<T>> {
    const response = await this.post(this.url, { query, variables }, caller);
    let body: { data?: T | null; errors?: UsersReply<T>['errors'] };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new UsersUnavailableError(`users service answered ${response.status} without JSON`, {
        cause: error,
      });
    }
    if (!response.ok && !body.errors) {
      throw new UsersUnavailableError(`users service answered ${response.status}`);
    }
    return {
      data: body.data ?? null,
      errors: body.errors ?? [],
      startedSession: response.headers.get(SESSION_HEADER),
    };
  }

  /** One call as `caller`, with the internal token and a time limit; unreachable is UsersUnavailableError. */
  private async post(url: string, body: unknown, caller: Caller): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: signInternalToken(caller, this.secret),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new UsersUnavailableError(`users service unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
