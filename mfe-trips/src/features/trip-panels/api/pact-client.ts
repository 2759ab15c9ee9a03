import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client/core';

/** An Apollo client against the Pact mock server, sending the header the shell's client sends. */
export function pactClientFor(url: string) {
  return new ApolloClient({
    link: new HttpLink({ uri: `${url}/graphql`, headers: { 'apollo-require-preflight': 'true' } }),
    cache: new InMemoryCache(),
  });
}
