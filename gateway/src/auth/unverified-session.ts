import type { ApolloServerPlugin } from '@apollo/server';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@byway/kit';
import type { GatewayContext } from '../context.js';
import { UNAVAILABLE_MESSAGE } from '../supergraph/subgraph-data-source.js';

/**
 * A session the users service could not confirm (it, or its database, is down) runs as anonymous; what
 * then needs a signed-in traveller must not say 'You are not signed in' (a client would sign them out)
 * but 'unavailable, try again', as the REST adapter's requireSignedIn does. Before retryAfterPlugin, so
 * the wait reaches the HTTP Retry-After.
 */
export function unverifiedSessionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (!contextValue.session.unverified || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return;
          result.errors = result.errors.map((error) =>
            error.extensions?.code === 'UNAUTHENTICATED'
              ? {
                  ...error,
                  message: UNAVAILABLE_MESSAGE,
                  extensions: { code: 'UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS },
                }
              : error,
          );
        },
      };
    },
  };
}
