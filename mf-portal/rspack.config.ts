import { remoteRspackConfig } from '@agecheck/frontend-build/bundler';
import { exposes } from './module-federation.config';

// The federation name, the public path /remotes/mf-portal/ and the standalone notice come from apps.json.
export default remoteRspackConfig('mf-portal', { appDir: __dirname, exposes });
