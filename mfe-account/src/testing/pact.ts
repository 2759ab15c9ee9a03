// The mfe_account side of the one consumer Pact helper (contracts/pact/consumer.ts): the pact between this
// remote and the gateway, verified by contracts/pact/gateway.provider.test.ts.
import { consumerPact } from '../../../contracts/pact/consumer';

export { clientFor, jsonHeaders } from '../../../contracts/pact/consumer';

export const mfeAccountPact = () => consumerPact('mfe_account');
