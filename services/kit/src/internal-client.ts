import { AppError, isErrorCode } from './errors.js';
import { INTERNAL_TOKEN_HEADER, signInternalToken, type Caller } from './internal-token.js';

/**
 * One subgraph calling another directly (not through the gateway), vouching for the same caller
 * with a fresh internal token. Client errors of the other service (bad input, not found) keep their
 * code and message; anything else becomes a 502/503 that says which service failed, never its internals.
 */
export interface InternalClientOptions {
  /** The other subgraph's GraphQL URL. */
  url: string;
  secret: string;
  /** What to call the other service in messages: 'the trip planner'. */
  serviceLabel: string;
  timeoutMs: number;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: unknown; issues?: { path: string; message: string }[] };
  }[];
}

export function createInternalClient(options: InternalClientOptions) {
  return async function call<T>(
    query: string,
    variables: Record<string, unknown>,
    caller: Caller,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: signInternalToken(caller, options.secret),
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw new AppError(
        'UNAVAILABLE',
        `${capitalize(options.serviceLabel)} is not available right now. Please try again.`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as GraphQLAnswer<T>;
    const error = answer.errors?.[0];
    if (error) {
      const code = error.extensions?.code;
      if (isErrorCode(code) && ['BAD_USER_INPUT', 'NOT_FOUND', 'TOO_MANY_REQUESTS'].includes(code)) {
        throw new AppError(code, error.message, error.extensions?.issues);
      }
      throw new AppError('UPSTREAM_FAILED', `${capitalize(options.serviceLabel)} failed. Please try again.`);
    }
    if (!response.ok || !answer.data) {
      throw new AppError('UPSTREAM_FAILED', `${capitalize(options.serviceLabel)} failed. Please try again.`);
    }
    return answer.data;
  };
}

export type InternalClient = ReturnType<typeof createInternalClient>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
