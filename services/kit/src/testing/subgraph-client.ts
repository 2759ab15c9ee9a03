import { ANONYMOUS, INTERNAL_TOKEN_HEADER, signInternalToken, type Caller } from '../internal-token.js';

export const TEST_INTERNAL_SECRET = 'byway-test-internal-token-secret-0123456789';

export function callerFor(userId: string | null, extra: Partial<Caller> = {}): Caller {
  return { ...ANONYMOUS, userId, ...extra };
}

/** The internal-token header vouching for `caller`, as the gateway or a service sends it to a subgraph. */
export function internalHeaders(caller: Caller, secret = TEST_INTERNAL_SECRET): Record<string, string> {
  return { [INTERNAL_TOKEN_HEADER]: signInternalToken(caller, secret) };
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; issues?: unknown } }>;
  headers: Headers;
}

/** Calls a listening subgraph over HTTP exactly as the gateway does (signed internal token). */
export async function callSubgraph<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller | null = ANONYMOUS,
  secret = TEST_INTERNAL_SECRET,
): Promise<GraphQLResult<T>> {
  const headers = { 'content-type': 'application/json', ...(caller ? internalHeaders(caller, secret) : {}) };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLResult['errors'] };
  return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
}
