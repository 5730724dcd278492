// Chunks of libraries that every first screen loads together (issue 18): the shell provides React, React
// DOM and their JSX runtime, and i18next with react-i18next, as separate shared modules; each one split on
// its own costs a phone a request (about 1.1 KB of response headers through the gateway) and compresses
// worse than the whole. None of them is needed before the login page (sign-in waits only for the federation
// runtime, keycloak-js and the configuration's schema), and every screen after it needs all of them.
import path from 'node:path';

const inNodeModules = (packages) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/](${packages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );

/**
 * Small parts that a chunk of its own would cost more for than they weigh, with the chunk they join: the
 * transitions of every button, the chevron NavLink takes from Accordion (the shell's menu), and the stand-in
 * for react-remove-scroll that only AppShell reads (remove-scroll-class-names.mjs).
 */
const JOINED = [
  {
    name: 'mantine-core',
    test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Transition|Accordion)[\\/]|[\\/]@mantine\+core\+(Transition|Accordion)\.mjs$/,
  },
  {
    name: 'mantine-core-appshell',
    test: /[\\/]frontend-build[\\/]bundler[\\/]remove-scroll-class-names\.mjs$/,
  },
];

/** Packages that go into one chunk, by chunk name. */
export const FIRST_LOAD_BUNDLES = {
  react: ['react', 'react-dom', 'scheduler'],
  i18next: ['i18next', 'react-i18next', 'use-sync-external-store'],
};

/** The generated shared module of react-i18next (the part in use) lives under node_modules/.cache. */
const generatedOf = (packageName) =>
  `${path.sep}node_modules${path.sep}.cache${path.sep}frontend-build${path.sep}${packageName.replaceAll('/', '+')}.mjs`;

/**
 * The split-chunks cache groups of FIRST_LOAD_BUNDLES, for `optimization.splitChunks.cacheGroups`: only
 * asynchronous chunks (the shell's shared modules), so an entry keeps what it had.
 * @returns {Record<string, object>}
 */
export function firstLoadCacheGroups() {
  const joined = JOINED.map(({ name, test }, index) => [
    `first-load-joined-${index}`,
    {
      test: (module) => typeof module.resource === 'string' && test.test(module.resource),
      name,
      chunks: 'async',
      enforce: true,
      priority: 30,
    },
  ]);
  return Object.fromEntries([
    ...joined,
    ...Object.entries(FIRST_LOAD_BUNDLES).map(([name, packages]) => {
      const test = inNodeModules(packages);
      const generated = packages.map(generatedOf);
      return [
        `first-load-${name}`,
        {
          test: (module) =>
            typeof module.resource === 'string' &&
            (test.test(module.resource) || generated.some((file) => module.resource.endsWith(file))),
          name,
          chunks: 'async',
          enforce: true,
          priority: 30,
        },
      ];
    }),
  ]);
}
