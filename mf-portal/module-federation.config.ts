import { sharedSingletons } from '@agecheck/ui/federation';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import packageJson from './package.json';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** mf-portal: the customer portal (promo-check results, complaints, VLs). */
export const federationConfig: FederationOptions = {
  name: 'mf_portal',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.ts' },
  shared: sharedSingletons(packageJson),
  manifest: true,
  dts: false,
};
