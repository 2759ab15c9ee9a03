#!/usr/bin/env node
// `npm start`: the whole platform on its embedded defaults at http://localhost:3000. Ctrl-C stops it all.
import { buildFrontEnds, startPlatform } from './platform.mjs';

const log = (line) => console.log(`\x1b[1mbyway\x1b[0m        | ${line}`);

try {
  buildFrontEnds(log);
  const platform = await startPlatform();
  log(`ready: open ${platform.url} (GraphQL at ${platform.url}/graphql)`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await platform.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  log(`could not start: ${error.message}`);
  process.exit(1);
}
