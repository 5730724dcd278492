import { sharedSingletons } from '@agecheck/ui/federation';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import packageJson from './package.json';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** mf-field: the field staff's area (dashboard, purchases, shoppers, time, mail, downloads, ...). */
export const federationConfig: FederationOptions = {
  name: 'mf_field',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.ts' },
  shared: sharedSingletons(packageJson),
  manifest: true,
  dts: false,
};
