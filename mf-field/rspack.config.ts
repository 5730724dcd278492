import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appRspackConfig } from '@agecheck/frontend-build/bundler';
import { federationConfig } from './module-federation.config';

// The gateway serves this remote under /remotes/mf-field/ (docs/engineering.md); chunks load from there.
const publicPath = process.env.PUBLIC_PATH ?? '/remotes/mf-field/';

export default appRspackConfig({
  appDir: __dirname,
  uniqueName: 'mf_field',
  publicPath,
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    new rspack.HtmlRspackPlugin({
      title: 'mf-field',
      templateContent:
        '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div></body></html>',
    }),
  ],
});
