import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndRspackConfig } from '@byway/web-build/front-end-build';
import { federation } from './module-federation.config';

export default frontEndRspackConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  uniqueName: 'byway_mfe_trips',
  port: 3001,
  federation,
  title: 'Byway · Your trips (standalone)',
});
