import { remoteFederationConfig } from '@agecheck/frontend-build/federation';
import packageJson from './package.json';

/** mf-field: the field staff's area (dashboard, purchases, shoppers, time, mail, downloads, ...). */
export const federationConfig = remoteFederationConfig('mf_field', packageJson);
