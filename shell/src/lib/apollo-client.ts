import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * A trip's lists come whole from the server after every edit (hand edits, regenerate, members): the new
 * list replaces the old one rather than being merged with it, which is what Apollo warns about otherwise.
 */
const replaced = { merge: false } as const;
export const TYPE_POLICIES = {
  Trip: {
    fields: {
      stops: replaced,
      routeOptions: replaced,
      dayNotes: replaced,
      members: replaced,
      memories: replaced,
    },
  },
};

/**
 * The one Apollo client of Byway, shared with every remote through the ApolloProvider (the shared
 * @apollo/client singleton). Spec 7: queries are never stale, never polled or refetched on focus, and
 * nothing is retried. Apollo never refetches on focus and HttpLink never retries, so the cache-first
 * default is exactly "never stale": data is fetched once per page load and reused until a mutation
 * refreshes it or the page reloads (sign-in and sign-out both reload or clear the store).
 */
export function createApolloClient(): ApolloClient<unknown> {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // A non-simple header: the gateway's CSRF prevention rejects cookie-authenticated requests without it.
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
