// The rspack settings every front-end app has in common (the shell and the remotes). The shell's
// rspack.config.ts adds its own plugins to appRspackConfig; a remote's is one call of remoteRspackConfig.
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  componentChunkName,
  componentShareKeys,
  SHARED_PER_COMPONENT,
} from '../federation/partial-shared.mjs';
import { remoteFederationConfig } from '../federation/shared.mjs';
import { esmBuildOf, FEDERATION_RUNTIME_REQUEST } from './federation-runtime-esm.mjs';
import { FirstLoadGraphPlugin } from './first-load-budget.mjs';
import { firstLoadCacheGroups } from './first-load-chunks.mjs';
import { remoteSettings } from './remote-settings.mjs';

/** Browsers we build for: phones in shops and office desktops, all evergreen. */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

const brotli = promisify(brotliCompress);

/** What the split-imports loader leaves alone: node_modules, except the Mantine packages built on @mantine/core. */
const OUTSIDE_SPLIT_IMPORTS = /node_modules[\\/](?!@mantine[\\/](?!core[\\/]))/;
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

/** The list of an app's built files a service worker keeps (`precache.json`). */
export const PRECACHE_LIST = 'precache.json';

/**
 * Writes `precache.json`: the app's scripts and stylesheets, every chunk a screen of it can load (the map's
 * OpenLayers too), so that the shell's service worker keeps them all once the app was loaded online and a
 * screen opened later without a network finds its code (issue 17, item 14).
 */
export class PrecacheListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecacheListPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => /\.(js|css)$/.test(name))
            .sort()
            .map((name) => `${publicPath}${name}`);
          compilation.emitAsset(PRECACHE_LIST, new rspack.sources.RawSource(JSON.stringify({ files })));
        },
      );
    });
  }
}

/**
 * Base rspack configuration of a front-end app. `entry` defaults to `./src/index.ts`; a remote has none of
 * its own (its container entry comes from the federation plugin).
 * @param {{ appDir: string, uniqueName: string, publicPath: string, plugins: unknown[], entry?: Record<string, string> }} options
 */
export function appRspackConfig({
  appDir,
  uniqueName,
  publicPath,
  plugins,
  entry = { main: './src/index.ts' },
}) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry,
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
      // A package compiled for Node (module Node16) names its own modules `./x.js` in a dynamic import.
      extensionAlias: { '.js': ['.ts', '.js'] },
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
        {
          // AppShell reads only two class names of react-remove-scroll (remove-scroll-class-names.mjs).
          issuer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/,
          resolve: {
            alias: {
              'react-remove-scroll$': path.join(import.meta.dirname, 'remove-scroll-class-names.mjs'),
            },
          },
        },
        {
          test: /\.(m?js|tsx?)$/,
          exclude: OUTSIDE_SPLIT_IMPORTS,
          enforce: 'pre',
          loader: path.join(import.meta.dirname, 'split-imports-loader.cjs'),
          options: {
            keysByPackage: Object.fromEntries(
              SHARED_PER_COMPONENT.map((name) => [name, Object.fromEntries(componentShareKeys(name))]),
            ),
          },
        },
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          ...firstLoadCacheGroups(),
          // The parts of a library shared per component: a large component in a chunk of its own, loaded
          // with the first screen that uses it (federation/partial-shared.mjs).
          components: {
            test: (module) => componentChunkName(module.resource) !== undefined,
            name: (module) => componentChunkName(module?.resource),
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // The same targets as the scripts: without them Lightning CSS rewrites Mantine's logical properties
        // for very old browsers and doubles the size of the stylesheet.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    performance: { hints: false },
    plugins: [
      // The federation plugin hands the bundler its runtime as CommonJS, which cannot be tree-shaken: the
      // ES module build of the same version lets the browser build drop what only Node or manifests use.
      new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_REQUEST, (data) => {
        // requests only: the resolved module keeps the type of the file it names
        if (!data.createData?.resource) data.request = esmBuildOf(data.request);
      }),
      ...(production
        ? [
            ...plugins,
            new PrecompressPlugin(),
            new PrecacheListPlugin(),
            new FirstLoadGraphPlugin(path.basename(appDir)),
          ]
        : plugins),
    ],
  };
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page a remote's own server shows when it is opened directly instead of through the shell: one line
 * in each language saying where the area belongs, as static HTML. A remote's scripts cannot run on their
 * own: they take the federation runtime from the shell (`externalRuntime`).
 * @param {string} appName e.g. `mf-field`
 * @param {Record<string, string>} sentences by language, with `{{app}}` for the name (i18n key `app.standalone`)
 */
export function standaloneNoticePage(appName, sentences) {
  const lines = Object.entries(sentences)
    .map(([lang, text]) => `<p lang="${lang}">${escapeHtml(text.replaceAll('{{app}}', appName))}</p>`)
    .join('');
  return new rspack.HtmlRspackPlugin({
    title: appName,
    inject: false,
    templateContent: `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${appName}</title></head><body style="font-family: system-ui, sans-serif; padding: 24px">${lines}</body></html>`,
  });
}

/**
 * The rspack configuration of a remote: everything derived from its entry in the list of apps
 * (packages/contracts/src/apps/apps.json) but what it exposes (`remoteSettings`), its notice page, and the
 * settings every front end has (`appRspackConfig`).
 * @param {string} name the remote's name in apps.json, e.g. `mf-field`
 * @param {{ appDir: string, exposes: Record<string, string> }} options the remote's folder and its modules
 *   for the shell (module-federation.config.ts)
 */
export function remoteRspackConfig(name, { appDir, exposes }) {
  const remote = remoteSettings(name, { appDir, exposes });
  return appRspackConfig({
    appDir,
    uniqueName: remote.federationName,
    publicPath: remote.publicPath,
    entry: {},
    plugins: [
      new ModuleFederationPlugin(
        remoteFederationConfig(remote.federationName, remote.packageJson, remote.exposes),
      ),
      standaloneNoticePage(remote.name, remote.standaloneSentences),
    ],
  });
}
