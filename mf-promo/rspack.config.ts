import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appRspackConfig, standaloneNoticePage } from '@agecheck/frontend-build/bundler';
import { commonDe } from '../packages/i18n/src/common/common.de';
import { commonFr } from '../packages/i18n/src/common/common.fr';
import { commonIt } from '../packages/i18n/src/common/common.it';
import { federationConfig } from './module-federation.config';

// The gateway serves this remote under /remotes/mf-promo/ (docs/engineering.md); chunks load from there.
const publicPath = process.env.PUBLIC_PATH ?? '/remotes/mf-promo/';

export default appRspackConfig({
  appDir: __dirname,
  uniqueName: 'mf_promo',
  publicPath,
  entry: {},
  plugins: [
    new ModuleFederationPlugin(federationConfig),
    standaloneNoticePage('mf-promo', {
      de: commonDe.app.standalone,
      fr: commonFr.app.standalone,
      it: commonIt.app.standalone,
    }),
  ],
});
