import { remoteFederationConfig } from '@agecheck/frontend-build/federation';
import packageJson from './package.json';

/** mf-admin: the back office of planners and administrators, and the promo administration. */
export const federationConfig = remoteFederationConfig('mf_admin', packageJson);
