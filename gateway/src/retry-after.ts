import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A limit refused part of a GraphQL operation (TOO_MANY_REQUESTS with `extensions.retryAfter`): the HTTP
 * answer carries Retry-After too, as the REST adapter's 429 does, so clients and proxies can back off.
 */
export function retryAfterPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .map((error) => error.extensions?.retryAfter)
            .filter((wait): wait is number => typeof wait === 'number' && wait > 0);
          if (waits.length) response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
