// The build of every remote: only its name, port and federation settings differ.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface RemoteBuild {
  /** The remote's folder (where rspack.config.ts lives). */
  root: string;
  uniqueName: string;
  /** Its dev-server port (standalone runs and the shell in development). */
  port: number;
  federation: FederationOptions;
}

const GATEWAY = process.env.BYWAY_GATEWAY_URL ?? 'http://localhost:4000';

export const remoteRspackConfig =
  ({ root, uniqueName, port, federation }: RemoteBuild) =>
  (_env: unknown, argv: { mode?: string }): Configuration => {
    const production = argv.mode === 'production';
    return {
      context: root,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(root, 'dist'),
        // 'auto': chunks load from wherever mf-manifest.json / remoteEntry.js were served, on any host.
        publicPath: 'auto',
        uniqueName,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
        // The standalone page only; the shell loads remoteEntry.js through mf-manifest.json.
        new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'] }),
        new ModuleFederationPlugin(federation),
      ],
      devtool: production ? false : 'cheap-module-source-map',
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        static: false,
        // The shell (another origin in development) fetches mf-manifest.json from here.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/graphql'], target: GATEWAY, changeOrigin: false }],
      },
    };
  };
