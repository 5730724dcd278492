// The rspack settings every front-end app has in common (the shell and the four remotes). Each app's
// rspack.config.ts adds its own entry specifics and the Module Federation plugin.
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { rspack } from '@rspack/core';

/** Browsers we build for: phones in shops and office desktops, all evergreen. */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes each script, stylesheet and page also brotli-compressed at the highest level (`<file>.br`), which
 * the servers send as they are (sirv for the remotes, the gateway for the shell): about 15 % less than the
 * quick compression a server can afford per request, on every phone's first load.
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const assets = compilation.getAssets().filter((asset) => COMPRESSIBLE.test(asset.name));
          await Promise.all(
            assets.map(async (asset) => {
              const compressed = await brotli(asset.source.buffer(), {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              });
              compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(compressed));
            }),
          );
        },
      );
    });
  }
}

/**
 * Base rspack configuration of a front-end app.
 * @param {{ appDir: string, uniqueName: string, publicPath: string, plugins: unknown[] }} options
 */
export function appRspackConfig({ appDir, uniqueName, publicPath, plugins }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // Workspace packages are read from their TypeScript sources (docs/engineering.md).
      conditionNames: ['@agecheck/source', '...'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // The same targets as the scripts: without them Lightning CSS rewrites Mantine's logical properties
        // for very old browsers and doubles the size of the stylesheet.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    performance: { hints: false },
    plugins: production ? [...plugins, new PrecompressPlugin()] : plugins,
  };
}
