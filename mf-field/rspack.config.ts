import { remoteRspackConfig } from '@agecheck/frontend-build/bundler';
import { exposes } from './module-federation.config';

// The federation name, the public path /remotes/mf-field/ and the standalone notice come from apps.json.
export default remoteRspackConfig('mf-field', { appDir: __dirname, exposes });
