// One lint setup for every workspace: type-aware rules stay off to keep `npm test` quick on 2 cores;
// `tsc` in each workspace does the type checking.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// The walls between parts (issue 20): each zone forbids files under `target` to import files under `from`.
// Paths are resolved first (eslint-import-resolver-typescript: `.js` specifiers that name `.ts` files,
// workspace packages through their symlinks), so a relative path and a package name are caught alike.
const apps = ['shell', 'mfe-trips', 'mfe-discovery', 'mfe-account'];
const services = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontEndZones = [
  // Apps meet only through Module Federation and `@byway/contracts/remote-props`.
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message:
      'Front-ends never import one another: share through @byway/web-ui or @byway/contracts/remote-props.',
  })),
  {
    target: ['./web-ui', './web-build'],
    from: apps.map((app) => `./${app}`),
    message: 'Shared web packages import no front-end.',
  },
];
// Inside each front-end, shared code flows shared (components, hooks, lib) -> features -> app (`src/app/`, the pages
// each remote exposes to the shell): a feature never imports another feature, and shared code imports no feature.
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const featureZones = apps.flatMap((app) => {
  const features = `./${app}/src/features`;
  return [
    ...subfolders(new URL(features, import.meta.url)).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move the shared piece to src/components, src/hooks or src/lib, or compose both in src/app.',
    })),
    {
      target: ['components', 'hooks', 'lib'].map((shared) => `./${app}/src/${shared}`),
      from: features,
      message: 'Shared front-end code imports no feature: compose features in src/app.',
    },
    {
      target: ['components', 'hooks', 'lib', 'features'].map((inner) => `./${app}/src/${inner}`),
      from: `./${app}/src/app`,
      message: 'Pages are composed in src/app, and nothing below imports it back.',
    },
  ];
});
const serverZones = [
  // A service reaches another only over the network; services/kit is the one shared service code.
  ...services.map((service) => ({
    target: `./services/${service}`,
    from: './services',
    except: service === 'kit' ? ['./kit'] : [`./${service}`, './kit'],
    message:
      'A service never imports another service (only services/kit); call it through the internal client.',
  })),
  {
    target: './contracts',
    from: [...apps.map((app) => `./${app}`), './services', './gateway'],
    message: 'contracts/ holds agreements only: it imports no front-end, service or gateway.',
  },
];
// Tests keep the front-end walls but may reach across services: integration tests boot a real neighbouring
// subgraph in-process (`../../ai/src/definition.js`), and contracts/rules/rules.test.ts checks that every
// service's schemas use the shared rules.
const testFiles = ['**/test/**', '**/*.test.{ts,tsx}'];
const noRestrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      // GraphQL types written by `npm run codegen` (checked by `npm run codegen:check`).
      '**/src/generated/**',
      '.data/**',
      '.tools/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['*/tsconfig.json', 'services/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': noRestrictedPaths([...frontEndZones, ...featureZones, ...serverZones]),
    },
  },
  {
    // File names in kebab-case (issue 20); middle extensions (`.test`, `.pact.test`, `.config`, `.d`) aside.
    // Resolver files are named for their GraphQL type (`Query.ts`, `PriceAlert.ts`); generated files are
    // ignored above.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: ['services/*/src/resolvers/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx,mts,cts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Files a newcomer reads in one sitting (issue 20): no source file over 400 lines and no function over
    // 150. Data files (services/*/src/data/) are tables, not code; tests keep the file limit but may hold a
    // longer describe block.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: ['services/*/src/data/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    files: testFiles,
    rules: { 'import/no-restricted-paths': noRestrictedPaths([...frontEndZones, ...featureZones]) },
  },
  {
    files: [...testFiles, '**/e2e/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mfe-*/**/*.{ts,tsx}',
      'web-ui/**/*.{ts,tsx}',
      'web-build/src/standalone/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
