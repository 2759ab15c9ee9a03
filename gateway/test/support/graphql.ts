import type { Browser } from './browser.js';
import type { Platform } from './platform.js';

/** What /graphql answers, loosely typed for assertions. */
export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** POSTs `body` (a query and whatever else a test sends) to /graphql as `browser`. */
export async function postGraphql(
  platform: Platform,
  browser: Browser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await platform.api(browser, '/graphql', { method: 'POST', json: body, headers });
  return {
    response,
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLBody,
  };
}

/** Runs `query` with `variables` on /graphql as `browser`. */
export const graphql = (
  platform: Platform,
  browser: Browser,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => postGraphql(platform, browser, { query, variables }, headers);

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } ... fragment F<levels> on Query { tripThemes { id } }` */
export function fragmentChain(levels: number, spreads: number): string {
  const parts = ['query { ...F0 }'];
  for (let i = 0; i < levels; i++)
    parts.push(
      `fragment F${i} on Query { ${Array.from({ length: spreads }, () => `...F${i + 1}`).join(' ')} }`,
    );
  parts.push(`fragment F${levels} on Query { tripThemes { id } }`);
  return parts.join(' ');
}
