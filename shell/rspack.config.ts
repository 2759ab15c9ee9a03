import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndRspackConfig } from '@byway/web-build/front-end-build';
import { federation } from './module-federation.config';

export default frontEndRspackConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  uniqueName: 'byway_shell',
  port: 3000,
  federation,
  title: 'Byway · Road trip planner',
  publicPath: '/',
  copyPublic: true,
  // The shell is the host: nobody fetches from it cross-origin.
  cors: false,
  // The sign-in status decides what `/` shows: ask for it while the scripts download.
  preloadFetches: ['/api/auth/session'],
  // The landing page's scripts (src/bootstrap.tsx and the libraries it renders with) download with main.js
  // instead of after it; Apollo and graphql are not among them (the landing page does not use them).
  preload: {
    chunkGroups: ['bootstrap'],
    libraries: ['react', 'react-dom', 'react-router-dom', 'styled-components'],
  },
});
