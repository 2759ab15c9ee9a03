import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * Standalone runs only: inside the shell this remote uses the shell's client (shared @apollo/client
 * singleton). Same settings as the shell's: cookies, the CSRF-prevention header, cache-first (spec 7:
 * never stale, no refetch on focus, no retries).
 */
export function createStandaloneApolloClient(): ApolloClient<unknown> {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}
