import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteRspackConfig } from '../contracts/shell/remote-build';
import { federation } from './module-federation.config';

export default remoteRspackConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  uniqueName: 'byway_mfe_account',
  port: 3003,
  federation,
});
