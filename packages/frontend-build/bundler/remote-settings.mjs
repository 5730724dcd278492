// What a remote's build takes from the list of apps (packages/contracts/src/apps/apps.json), without rspack,
// so that unit tests read it: remoteRspackConfig (rspack-app.mjs) turns it into the rspack configuration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commonDe } from '../../i18n/src/common/common.de';
import { commonFr } from '../../i18n/src/common/common.fr';
import { commonIt } from '../../i18n/src/common/common.it';

/** The one list of the platform's apps. */
export const APPS_FILE = path.join(import.meta.dirname, '..', '..', 'contracts', 'src', 'apps', 'apps.json');

/**
 * A remote of the list of apps, by its name.
 * @param {string} name e.g. `mf-field`
 * @returns {{ name: string, kind: 'remote', federationName: string }}
 */
export function remoteApp(name) {
  const remotes = JSON.parse(readFileSync(APPS_FILE, 'utf8')).apps.filter((app) => app.kind === 'remote');
  const remote = remotes.find((app) => app.name === name);
  if (!remote) {
    throw new Error(
      `${name} is no remote of packages/contracts/src/apps/apps.json (its remotes: ${remotes.map((app) => app.name).join(', ')})`,
    );
  }
  return remote;
}

/**
 * A remote's build settings: its federation name (the Module Federation name and the output's unique name),
 * the public path `/remotes/<name>/` the gateway serves it under (`PUBLIC_PATH` at build time overrides it,
 * e.g. for a CDN), its package.json (the versions of the shared singletons), what it exposes, and the
 * sentences of the page its server shows when opened directly (i18n key `app.standalone`).
 * @param {string} name the remote's name in apps.json, e.g. `mf-field`
 * @param {{ appDir: string, exposes: Record<string, string>, publicPath?: string }} options
 */
export function remoteSettings(name, { appDir, exposes, publicPath = process.env.PUBLIC_PATH }) {
  const remote = remoteApp(name);
  return {
    name,
    federationName: remote.federationName,
    publicPath: publicPath ?? `/remotes/${name}/`,
    packageJson: JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')),
    exposes,
    standaloneSentences: {
      de: commonDe.app.standalone,
      fr: commonFr.app.standalone,
      it: commonIt.app.standalone,
    },
  };
}
