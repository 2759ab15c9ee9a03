import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../codegen.js';
import { CodegenError, generateFiles, staleFiles, writeFiles } from './codegen-runner.js';

// `npm run codegen`: writes the generated GraphQL types. `npm run codegen:check` (in `npm test`): writes
// nothing, and fails when a checked-in generated file is stale or an operation does not match the supergraph.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');

try {
  const files = await generateFiles(config, ROOT);
  if (check) {
    const stale = staleFiles(files, ROOT);
    if (stale.length > 0) {
      console.error(
        `Generated GraphQL types are stale (run \`npm run codegen\` and commit the result):\n${stale
          .map((file) => `  - ${file}`)
          .join('\n')}`,
      );
      process.exit(1);
    }
    console.log(`Generated GraphQL types are up to date (${files.length} files).`);
  } else {
    const written = writeFiles(files, ROOT);
    console.log(
      written.length > 0
        ? `Wrote ${written.join(', ')}`
        : `Generated GraphQL types already up to date (${files.length} files).`,
    );
  }
} catch (error) {
  if (!(error instanceof CodegenError)) throw error;
  console.error(
    `GraphQL codegen failed: an operation or schema does not match (operations are checked against the ` +
      `supergraph's API schema, gateway/supergraph.graphql):\n${error.problems.map((problem) => `  - ${problem.replace(/\n+/g, '\n    ')}`).join('\n')}`,
  );
  process.exit(1);
}
