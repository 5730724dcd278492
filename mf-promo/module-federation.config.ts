import { remoteFederationConfig } from '@agecheck/frontend-build/federation';
import packageJson from './package.json';

/** mf-promo: the promo-check staff's area (their promo checks). */
export const federationConfig = remoteFederationConfig('mf_promo', packageJson);
