import { remoteFederationConfig } from '@agecheck/frontend-build/federation';
import packageJson from './package.json';

/** mf-portal: the customer portal (promo-check results, complaints, VLs). */
export const federationConfig = remoteFederationConfig('mf_portal', packageJson);
