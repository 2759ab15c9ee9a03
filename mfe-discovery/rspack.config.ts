import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndRspackConfig } from '@byway/web-build/front-end-build';
import { federation } from './module-federation.config';

export default frontEndRspackConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  uniqueName: 'byway_mfe_discovery',
  port: 3002,
  federation,
  title: 'Byway · Trip packs (standalone)',
});
