import { sharedSingletons } from '@agecheck/frontend-build/federation';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import packageJson from './package.json';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * The shell is the host. It declares no remotes at build time: their manifest URLs come from
 * /config/shell.json at run time and are registered with the federation runtime when an area is opened.
 */
export const federationConfig: FederationOptions = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(packageJson),
  // The remotes bundle no shared module of their own (they take all from the shell), so there is no higher
  // version to look for: 'version-first' would load every registered remote's entry (four on a phone that
  // opens one area) when a screen first takes a shared module after the areas are registered.
  shareStrategy: 'loaded-first',
  manifest: false,
  dts: false,
  // The shell hands its federation runtime to the remotes, so no remote entry carries a copy of its own.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
};
