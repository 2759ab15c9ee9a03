// The build of every front-end (the shell and each remote): only names, ports, titles and a few
// host-versus-remote switches differ.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface FrontEndBuild {
  /** The app's folder (where rspack.config.ts lives). */
  root: string;
  uniqueName: string;
  /** Its dev-server port. */
  port: number;
  federation: FederationOptions;
  /** The page title of its index.html. */
  title: string;
  /**
   * 'auto' (remotes): chunks load from wherever mf-manifest.json / remoteEntry.js were served, on any
   * host. '/' (the shell): deep links such as /trip/12 are served the same index.html.
   */
  publicPath?: 'auto' | '/';
  /** Copy public/ into dist (the shell ships its development remotes.json this way). */
  copyPublic?: boolean;
  /** Let other origins fetch from the dev server (the shell fetches a remote's mf-manifest.json). */
  cors?: boolean;
  /**
   * Same-origin API reads every page load makes, fetched by the browser while the scripts download
   * instead of after them (`fetch` with credentials: 'include' reuses the answer).
   */
  preloadFetches?: string[];
  /**
   * What the first page needs beyond main.js, announced in index.html so that it downloads alongside
   * main.js instead of after it (each round trip costs over half a second on a slow mobile network).
   * `chunkGroups`: names given by `import(/* webpackChunkName: "..." *\/)`, preloaded with every chunk of the
   * group. `libraries`: shared packages the first page mounts with, built with the packages they depend on
   * into one chunk named `libraries` (one request instead of one per package) and preloaded.
   */
  preload?: { chunkGroups: string[]; libraries: string[] };
}

const GATEWAY = process.env.BYWAY_GATEWAY_URL ?? 'http://localhost:4000';

const FAVICON =
  'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 32 32%27%3E%3Crect width=%2732%27 height=%2732%27 rx=%278%27 fill=%27%230f766e%27/%3E%3Cpath d=%27M11 28c0-6 10-6 10-12S11 10 11 4%27 fill=%27none%27 stroke=%27%23fef3c7%27 stroke-width=%273%27 stroke-linecap=%27round%27/%3E%3C/svg%3E';

function indexHtml(title: string, preloadFetches: string[]): string {
  const preloads = preloadFetches
    .map((url) => `\n    <link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials" />`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Byway: your road trip companion for discovering destinations." />
    <link rel="icon" href="${FAVICON}" />
    <title>${title}</title>${preloads}
  </head>
  <body>
    <noscript>Byway needs JavaScript to plan your trips.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

const LIBRARIES_CHUNK = 'libraries';

/** Where `name` is installed as seen from `dir` (Node's lookup: node_modules of dir, then of each parent). */
function packageManifest(name: string, dir: string): string | null {
  for (let at = dir; ; at = path.dirname(at)) {
    const manifest = path.join(at, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return manifest;
    if (path.dirname(at) === at) return null;
  }
}

/** The packages and every package they depend on, as installed for the app in `root`. */
function withDependencies(packages: string[], root: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string, from: string): void => {
    const manifest = packageManifest(name, from);
    if (seen.has(name) || !manifest) return;
    seen.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, path.dirname(manifest));
  };
  for (const name of packages) visit(name, root);
  return [...seen];
}

/** Modules of the named packages in node_modules, nested installs included. */
function inPackages(packages: string[]): RegExp {
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
}

/**
 * Adds `<link rel="preload" as="script">` for the files of the given chunk groups and chunks to the index.html
 * of HtmlRspackPlugin. The chunks are classic scripts loaded by the runtime with a `<script>` tag of the same
 * origin (no crossorigin attribute), which is what a plain preload matches and reuses.
 */
class PreloadChunksPlugin implements RspackPluginInstance {
  constructor(private readonly names: { chunkGroups: string[]; chunks: string[] }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('PreloadChunksPlugin', async (data) => {
        const files = new Set<string>();
        const missing: string[] = [];
        for (const name of this.names.chunkGroups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) missing.push(`chunk group ${name}`);
          for (const chunk of group?.chunks ?? []) for (const file of chunk.files) files.add(file);
        }
        for (const name of this.names.chunks) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) missing.push(`chunk ${name}`);
          for (const file of chunk?.files ?? []) files.add(file);
        }
        // A renamed chunk would silently bring the slow chain back: fail the build instead.
        if (missing.length > 0) {
          compilation.errors.push(
            new rspack.WebpackError(`preload: no ${missing.join(', no ')} in this build`),
          );
        }
        const preloads = [...files]
          .filter((file) => file.endsWith('.js'))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: data.publicPath + file },
          }));
        // After main.js, which the browser needs first.
        data.assetTags.scripts.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * One Module Federation runtime per page: the shell (a pure consumer) provides its runtime core and each
 * remote uses it instead of bundling its own copy (about 25 KB gzipped less per remote). Production only:
 * a remote's development server (`npm run dev -w <remote>`) runs standalone with no shell to provide it,
 * so a production remote runs only inside the shell.
 */
function withOneRuntime(federation: FederationOptions): FederationOptions {
  const remote = Boolean(federation.exposes);
  return {
    ...federation,
    experiments: {
      ...federation.experiments,
      ...(remote ? { externalRuntime: true } : { provideExternalRuntime: true }),
    },
  };
}

export const frontEndRspackConfig =
  ({
    root,
    uniqueName,
    port,
    federation,
    title,
    publicPath = 'auto',
    copyPublic = false,
    cors = true,
    preloadFetches = [],
    preload,
  }: FrontEndBuild) =>
  (_env: unknown, argv: { mode?: string }): Configuration => {
    const production = argv.mode === 'production';
    return {
      context: root,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(root, 'dist'),
        publicPath,
        uniqueName,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Shared TypeScript modules (contracts/rules) import each other as './x.js', as Node ESM wants.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [
        // A remote's index.html is only its standalone page; the shell loads remoteEntry.js via mf-manifest.json.
        new rspack.HtmlRspackPlugin({ templateContent: indexHtml(title, preloadFetches), chunks: ['main'] }),
        ...(copyPublic ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] })] : []),
        new ModuleFederationPlugin(production ? withOneRuntime(federation) : federation),
        ...(preload
          ? [new PreloadChunksPlugin({ chunkGroups: preload.chunkGroups, chunks: [LIBRARIES_CHUNK] })]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: preload
        ? {
            splitChunks: {
              cacheGroups: {
                [LIBRARIES_CHUNK]: {
                  test: inPackages(withDependencies(preload.libraries, root)),
                  name: LIBRARIES_CHUNK,
                  chunks: 'async',
                  enforce: true,
                },
              },
            },
          }
        : undefined,
      devtool: production ? false : 'cheap-module-source-map',
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        static: false,
        ...(cors ? { headers: { 'Access-Control-Allow-Origin': '*' } } : {}),
        proxy: [{ context: ['/api', '/graphql'], target: GATEWAY, changeOrigin: false }],
      },
    };
  };
