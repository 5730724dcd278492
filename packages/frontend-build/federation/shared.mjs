// The one list of Module Federation shared singletons. The shell imports it in its
// module-federation.config.ts, each remote through remoteFederationConfig (called by remoteRspackConfig), so
// host and remotes negotiate the same modules and React, Mantine, the router, TanStack Query, i18next and the
// @agecheck packages exist once per page: one React context object for the shell context, one i18next
// instance, one QueryClient, one Mantine theme.
import {
  moduleEntry,
  namesByShareKey,
  partialShare,
  SHARED_PER_COMPONENT,
  usedNames,
} from './partial-shared.mjs';

/** Packages shared as singletons. The trailing-slash entries share the subpaths too (react/jsx-runtime,
 * react-dom/client), which would otherwise be bundled a second time into every remote. */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/form',
  '@mantine/notifications',
  '@mantine/modals',
  '@mantine/dates',
  'dayjs',
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@agecheck/ui',
  '@agecheck/i18n',
  '@agecheck/contracts',
  '@agecheck/outbox',
  'dexie',
];

const WORKSPACE_SCOPE = '@agecheck/';

/**
 * The `import` of a library shared whole: its resolved entry file. A bare package name would be provided only
 * when the app's own code imports it, and a remote takes every shared module from the shell (it bundles no
 * copy), so the shell must provide @mantine/form, @mantine/dates and the rest although it does not use them.
 * @param {string} packageName
 * @returns {{ import: string, version: string }}
 */
function providedWhole(packageName) {
  const { entry, version } = moduleEntry(packageName);
  return { import: entry, version };
}

/**
 * The `shared` option of ModuleFederationPlugin for an app.
 * @param {{ dependencies?: Record<string, string> }} appPackageJson the app's package.json; its pinned
 *   versions become the required versions (workspace packages accept any version: they come from this tree).
 * @param {{ consumeOnly?: boolean }} [options] `consumeOnly` for a remote: it takes every shared module
 *   from the shell and bundles no copy of its own (its scripts run only inside the shell anyway). It also
 *   keeps the modules of a library shared in parts (one per Mantine component) from one build, the shell's,
 *   so that they share one React context and one theme.
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, import?: string | false, version?: string }>}
 */
export function sharedSingletons(appPackageJson, { consumeOnly = false } = {}) {
  const dependencies = appPackageJson.dependencies || {};
  const shared = {};
  const partlyUsed = usedNames(SINGLETONS);
  for (const name of SINGLETONS) {
    const packageName = name.endsWith('/') ? name.slice(0, -1) : name;
    const version = dependencies[packageName];
    if (!version) throw new Error(`shared singleton ${packageName} is missing from the app's dependencies`);
    const requiredVersion = packageName.startsWith(WORKSPACE_SCOPE) ? false : `^${version}`;
    const parts = SHARED_PER_COMPONENT.includes(name)
      ? [...namesByShareKey(name, partlyUsed.get(name))].map(([key, names]) => [
          key,
          partialShare(name, names, key),
        ])
      : [
          [
            name,
            partlyUsed.has(name)
              ? partialShare(name, partlyUsed.get(name))
              : name.endsWith('/') || name.startsWith(WORKSPACE_SCOPE)
                ? {}
                : providedWhole(name),
          ],
        ];
    for (const [key, source] of parts) {
      shared[key] = { singleton: true, requiredVersion, ...(consumeOnly ? { import: false } : source) };
    }
  }
  return shared;
}

/**
 * The Module Federation options of a remote: it exposes what it names (the shell loads `./routes`, its route
 * list) and writes the `mf-manifest.json` the shell registers it with at run time (no type fetching: it
 * needs the network). remoteRspackConfig calls it with the federation name of apps.json.
 * @param {string} name the federation name, e.g. `mf_field`
 * @param {{ dependencies?: Record<string, string> }} appPackageJson
 * @param {Record<string, string>} exposes the remote's modules for the shell, e.g. `{ './routes': './src/routes.ts' }`
 */
export function remoteFederationConfig(name, appPackageJson, exposes) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(appPackageJson, { consumeOnly: true }),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The federation runtime comes from the shell (provideExternalRuntime): 25 KB less per remote on a phone.
    // A remote loads no other remote, so it leaves out the code that would.
    experiments: {
      externalRuntime: true,
      optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
    },
  };
}
