import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CJS and ESM builds; Node (and so Apollo) loads the CJS one. Tests must load the same copy,
// or `instanceof GraphQLError` fails between our code and Apollo's (the dual-package hazard).
const graphqlForNode = createRequire(import.meta.url).resolve('graphql');

// Pact reports usage to its makers unless told not to; the tests send nothing outside the machine.
process.env.PACT_DO_NOT_TRACK ??= 'true';

// Two projects: Node suites (services, gateway, contracts) share one real FerretDB started by the global
// setup; browser-side unit tests of web-ui, the shell and remotes run in jsdom. Two workers: the machines have 2 cores.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          alias: [{ find: /^graphql$/, replacement: graphqlForNode }],
          include: [
            'services/*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'contracts/**/*.test.ts',
            'web-build/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          exclude: ['contracts/pact/**/*.provider.test.ts', '**/node_modules/**'],
          globalSetup: ['services/kit/src/testing/global-setup.ts'],
        },
      },
      {
        // Pact consumer tests sit beside the operations they cover, but run in Node, one file at a time:
        // the files of one consumer write the same pact file, and a mock server under a busy neighbour
        // once missed its request.
        extends: true,
        test: {
          name: 'pact',
          environment: 'node',
          alias: [{ find: /^graphql$/, replacement: graphqlForNode }],
          include: ['mfe-*/src/**/*.pact.test.ts', 'shell/src/**/*.pact.test.ts'],
          fileParallelism: false,
          // Pact's mock server, started per interaction, has missed a request it was sent when the other
          // projects' suites held both cores (2 in about 2,000 runs): one more try before it counts. A
          // consumer test that is really wrong fails both times.
          retry: 1,
        },
      },
      {
        // Pact provider verification: needs the whole platform running, so deploy/local/e2e.mjs runs it.
        extends: true,
        test: {
          name: 'provider',
          environment: 'node',
          alias: [{ find: /^graphql$/, replacement: graphqlForNode }],
          include: ['contracts/pact/**/*.provider.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['web-ui/src/testing/cleanup-after-each.ts'],
          include: [
            'web-ui/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.pact.test.ts', '**/node_modules/**'],
        },
      },
    ],
  },
});
