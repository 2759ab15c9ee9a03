import type { PactV4 } from '@pact-foundation/pact';
import { consumerPact } from '../../../contracts/pact/consumer';

// The consumer Pact setup every front-end shares lives in contracts/pact/consumer.ts.
export { clientFor, jsonHeaders } from '../../../contracts/pact/consumer';

/** The pact between mfe_discovery and the gateway (verified by contracts/pact/gateway.provider.test.ts). */
export function mfeDiscoveryPact(): PactV4 {
  return consumerPact('mfe_discovery');
}
