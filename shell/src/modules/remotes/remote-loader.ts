import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { AreaRoute, AreaRoutesModule } from '@agecheck/ui';
import { REMOTE_APPS } from '@agecheck/contracts';
import { federationNameOf, type AreaId } from './areas';

let federation: ModuleFederation | undefined;
let manifests: Partial<Record<AreaId, string>> = {};

/**
 * Registers the remotes of the configuration with the federation runtime. `init` with the shell's own name
 * returns the instance the build created, so the shared singletons declared at build time stay in force.
 */
export function initRemotes(remoteManifests: Partial<Record<AreaId, string>>): void {
  manifests = remoteManifests;
  federation = init({ name: 'shell', remotes: [] });
  federation.registerRemotes(
    REMOTE_APPS.flatMap(({ name, federationName }) => {
      const entry = manifests[name];
      return entry ? [{ name: federationName, entry }] : [];
    }),
  );
}

/**
 * Loads the routes an area's remote exposes (`<name>/routes`). With `retry`, the remote is registered anew
 * first, which drops a failed manifest or entry from the runtime's caches so it is fetched again.
 */
export async function loadAreaRoutes(area: AreaId, retry: boolean): Promise<readonly AreaRoute[]> {
  const entry = manifests[area];
  if (!federation || !entry) throw new Error(`no manifest configured for ${area}`);
  const name = federationNameOf(area);
  if (retry) federation.registerRemotes([{ name, entry }], { force: true });
  const remoteModule = await federation.loadRemote<AreaRoutesModule>(`${name}/routes`);
  if (!remoteModule || !Array.isArray(remoteModule.routes))
    throw new Error(`${name}/routes exports no routes`);
  return remoteModule.routes;
}
