import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client/core';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { GATEWAY_PROVIDER, PACT_DIR } from './pact-settings.js';

/**
 * What every front-end's Pact consumer tests share: the pact between that front-end and the gateway
 * (verified by gateway.provider.test.ts), an Apollo client that sends what the shell's client sends (the
 * preflight header), and the JSON content type the gateway answers with.
 */
export function consumerPact(consumer: 'shell' | 'mfe_trips' | 'mfe_account' | 'mfe_discovery'): PactV4 {
  return new PactV4({ consumer, provider: GATEWAY_PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

export function clientFor(url: string) {
  return new ApolloClient({
    link: new HttpLink({ uri: `${url}/graphql`, headers: { 'apollo-require-preflight': 'true' } }),
    cache: new InMemoryCache(),
  });
}

export const jsonHeaders = {
  'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
};
