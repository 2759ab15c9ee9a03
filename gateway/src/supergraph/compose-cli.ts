import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeSupergraph, SUPERGRAPH_PATH } from './compose.js';

// `npm run compose -w gateway`: rewrites the checked-in supergraph after a subgraph schema changes.
try {
  writeFileSync(SUPERGRAPH_PATH, composeSupergraph());
  console.log(`Wrote ${path.relative(process.cwd(), SUPERGRAPH_PATH)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
