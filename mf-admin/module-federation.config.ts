import { sharedSingletons } from '@agecheck/ui/federation';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import packageJson from './package.json';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** mf-admin: the back office of planners and administrators, and the promo administration. */
export const federationConfig: FederationOptions = {
  name: 'mf_admin',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.ts' },
  shared: sharedSingletons(packageJson),
  manifest: true,
  dts: false,
};
