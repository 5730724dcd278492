import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appRspackConfig } from '@agecheck/frontend-build/bundler';
import { federationConfig } from './module-federation.config';
import { ServiceWorkerPlugin } from './service-worker/service-worker-plugin';

export default appRspackConfig({
  appDir: __dirname,
  uniqueName: 'shell',
  publicPath: '/',
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    new rspack.HtmlRspackPlugin({ template: './src/index.html' }),
    // the page Keycloak sends a silent session renewal back to, in a hidden frame (issue 17, item 9)
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'static' }] }),
    new ServiceWorkerPlugin({ template: './service-worker/sw.js' }),
  ],
});
