// Shared libraries of which the platform uses only a part. Module Federation cannot tree-shake a shared
// module (any remote could ask for any export), so the whole of Mantine or the router would go to every
// phone. Instead the shared module of such a library is a generated module that re-exports just the names
// some front end imports: from the sources of the workspaces that depend on it, and from the other shared
// libraries (e.g. @mantine/dates uses parts of @mantine/core). Every app computes the same list from the
// same tree, so host and remotes agree on it (docs/decisions/0012-first-load-and-accessibility.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const nodeModules = path.join(repoRoot, 'node_modules');
const generatedDir = path.join(nodeModules, '.cache', 'frontend-build');
const generatedFile = (shareKey) => path.join(generatedDir, `${shareKey.replaceAll('/', '+')}.mjs`);

/** Shared packages served as the part the platform uses. */
export const PARTIALLY_SHARED = [
  '@mantine/core',
  '@mantine/hooks',
  'react-router',
  'react-i18next',
  '@tanstack/react-query',
];

/**
 * Shared packages served as one shared module per component folder, so that a phone loads a component's
 * code (and what only it needs, e.g. floating-ui behind Menu and Select) when a screen that uses it opens,
 * not with the first screen. The package's own name keeps everything outside its components (the provider,
 * the theme, the style helpers); `<package>/<Folder>` holds the exports of `esm/components/<Folder>/`.
 * Imports of such a package are rewritten per name by `split-imports-loader.cjs`.
 */
export const SHARED_PER_COMPONENT = ['@mantine/core'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(file);
    return /\.(m?js|tsx?)$/.test(entry) && !/\.(spec|d)\.m?ts$/.test(entry) ? [file] : [];
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Names imported or re-exported from `packageName` in `files` (type-only imports left out). A default,
 * namespace or dynamic import would need the whole package, so it stops the build.
 */
export function importedNames(packageName, files) {
  const from = `\\s*from\\s*['"]${escape(packageName)}['"]`;
  const named = new RegExp(`\\b(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g');
  const whole = new RegExp(
    `\\bimport\\s+(?!type\\b)(?:\\*\\s*as\\s+\\w+|\\w+)(?:\\s*,[^;]*)?${from}|\\bimport\\(\\s*['"]${escape(packageName)}['"]\\s*\\)`,
  );
  const names = new Set();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (whole.test(source)) {
      throw new Error(`${file} imports the whole of ${packageName}; import the names it uses instead`);
    }
    for (const [, typeOnly, list] of source.matchAll(named)) {
      if (typeOnly) continue;
      for (const item of list.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Source files of the workspaces that depend on `packageName`. */
function workspaceFiles(packageName) {
  const { workspaces = [] } = readJson(path.join(repoRoot, 'package.json'));
  return workspaces.flatMap((workspace) => {
    const manifest = readJson(path.join(repoRoot, workspace, 'package.json'));
    const depends = { ...manifest.dependencies, ...manifest.peerDependencies }[packageName];
    return depends ? sourceFiles(path.join(repoRoot, workspace, 'src')) : [];
  });
}

/**
 * Files of a package that the given exports of its ES module entry reach through relative imports (the
 * part of the package a build keeps once it is tree-shaken).
 */
function reachableFiles(entry, names) {
  const wanted = new Set(names);
  const pending = [];
  for (const [, list, specifier] of readFileSync(entry, 'utf8').matchAll(
    /\bimport\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    const locals = list.split(',').map((item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (locals.some((local) => wanted.has(local))) pending.push(path.resolve(path.dirname(entry), specifier));
  }
  const reached = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/\bfrom\s*["'](\.[^"']+)["']/g)) {
      pending.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return [...reached];
}

/**
 * The ES module entry of an installed package, as a bundler resolves an `import` of it (the `exports` map
 * first: TanStack Query's `module` field names its legacy build, its `import` condition the modern one).
 */
export function moduleEntry(packageName) {
  const manifest = readJson(path.join(nodeModules, packageName, 'package.json'));
  return { entry: fileURLToPath(import.meta.resolve(packageName)), version: manifest.version };
}

/**
 * The names of each partially shared package the platform uses: imported by the workspaces that depend
 * on it, by the libraries shared whole, and by the parts of the other partially shared packages in use
 * (e.g. the Mantine components in use need some Mantine hooks).
 * @param {string[]} sharedPackages every shared package
 * @returns {Map<string, string[]>}
 */
export function usedNames(sharedPackages) {
  const libraries = sharedPackages.filter(
    (name) => !name.endsWith('/') && !name.startsWith('@agecheck/') && !PARTIALLY_SHARED.includes(name),
  );
  const wholeLibraryFiles = libraries.flatMap((name) => sourceFiles(path.join(nodeModules, name, 'esm')));
  const used = new Map();
  // Listed so that a package comes before the packages it imports (@mantine/core uses @mantine/hooks).
  for (const packageName of PARTIALLY_SHARED) {
    const partsInUse = [...used].flatMap(([name, names]) => reachableFiles(moduleEntry(name).entry, names));
    used.set(
      packageName,
      importedNames(packageName, [...workspaceFiles(packageName), ...wholeLibraryFiles, ...partsInUse]),
    );
  }
  return used;
}

/**
 * The share key of every export of a package shared per component: the package's name for what lies outside
 * `esm/components/`, `<package>/<Folder>` for the exports of a component folder.
 * @param {string} packageName one of {@link SHARED_PER_COMPONENT}
 * @returns {Map<string, string>} export name to share key
 */
export function componentShareKeys(packageName) {
  const { entry } = moduleEntry(packageName);
  const source = readFileSync(entry, 'utf8');
  const fileOfLocal = new Map();
  for (const [, list, specifier] of source.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const item of list.split(',')) {
      const local = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) fileOfLocal.set(local, specifier);
    }
  }
  const keys = new Map();
  for (const [, list] of source.matchAll(/\bexport\s*\{([^}]*)\}\s*;/g)) {
    for (const item of list.split(',')) {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      if (!local) continue;
      const from = fileOfLocal.get(local) ?? '';
      const folder = /^\.\/components\/([^/]+)\//.exec(from)?.[1];
      // A library the package re-exports (RemoveScroll of react-remove-scroll) is a share key of its own,
      // so that it comes with what uses it (the toasts), not with the core.
      const library = from !== '' && !from.startsWith('.');
      keys.set(
        exported,
        folder ? `${packageName}/${folder}` : library ? `${packageName}/${exported}` : packageName,
      );
    }
  }
  return keys;
}

/**
 * The share keys of a package shared per component with the names the platform uses under each.
 * @param {string} packageName
 * @param {string[]} names the names in use (see {@link usedNames})
 * @returns {Map<string, string[]>} share key to names
 */
export function namesByShareKey(packageName, names) {
  const keys = componentShareKeys(packageName);
  const byKey = new Map();
  for (const name of names) {
    const key = keys.get(name) ?? packageName;
    byKey.set(key, [...(byKey.get(key) ?? []), name]);
  }
  return byKey;
}

/**
 * The `import` of a partially shared package: a generated module (under node_modules/.cache) re-exporting
 * the names the platform uses from the package's own ES module entry, and the installed version.
 * @param {string} packageName
 * @param {string[]} names the names in use (see {@link usedNames})
 * @param {string} [shareKey] the share key these names are served under (see {@link namesByShareKey})
 * @returns {{ import: string, version: string }}
 */
export function partialShare(packageName, names, shareKey = packageName) {
  const { entry, version } = moduleEntry(packageName);
  const file = generatedFile(shareKey);
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(
    file,
    `// Generated by @agecheck/frontend-build: the parts of ${packageName} the platform uses.\n` +
      `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`,
  );
  return { import: file, version };
}

/** A component folder with at least this many bytes of modules gets a chunk of its own; smaller ones share one. */
const OWN_CHUNK_MIN_BYTES = 10_000;

const folderBytes = (dir) =>
  readdirSync(dir).reduce((total, entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return total + folderBytes(file);
    return total + (file.endsWith('.mjs') ? statSync(file).size : 0);
  }, 0);

const bytesOfFolder = new Map();

/**
 * The bytes of a component folder's modules, counted once per build (every module of the folder asks);
 * undefined for a folder that does not exist.
 */
function componentFolderBytes(dir) {
  if (!bytesOfFolder.has(dir)) bytesOfFolder.set(dir, existsSync(dir) ? folderBytes(dir) : undefined);
  return bytesOfFolder.get(dir);
}

/** The package a file in node_modules belongs to, e.g. `@floating-ui/dom`. */
function packageOfFile(file) {
  const parts = file.split(`node_modules${path.sep}`).pop().split(path.sep);
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** A package and every package it depends on, directly or not. */
function withDependencies(packageName, seen = new Set()) {
  if (seen.has(packageName)) return seen;
  seen.add(packageName);
  let manifest;
  try {
    manifest = readJson(path.join(nodeModules, packageName, 'package.json'));
  } catch {
    return seen; // an optional dependency that is not installed
  }
  for (const dependency of Object.keys(manifest.dependencies ?? {})) withDependencies(dependency, seen);
  return seen;
}

const chunkBaseName = (packageName) => packageName.replace('@', '').replace('/', '-');

/**
 * The chunks of the libraries a package shared per component depends on: those its core imports (clsx)
 * go with the core; every other one, with what it depends on, into a chunk of its own, loaded with the first
 * component that needs it (floating-ui with Menu, Popover and Select; react-remove-scroll with Modal).
 * @returns {Map<string, string>} package name to chunk name
 */
function dependencyChunks(packageName) {
  const chunk = chunkBaseName(packageName);
  const coreImports = new Set(
    sourceFiles(path.join(nodeModules, packageName, 'esm', 'core')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s*["']([^."'][^"']*)["']/g)].map(([, specifier]) =>
        specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0],
      ),
    ),
  );
  const { dependencies = {} } = readJson(path.join(nodeModules, packageName, 'package.json'));
  const chunks = new Map();
  for (const dependency of Object.keys(dependencies)) {
    const target = coreImports.has(dependency) ? chunk : `${chunk}-${chunkBaseName(dependency)}`;
    for (const name of withDependencies(dependency)) if (!chunks.has(name)) chunks.set(name, target);
  }
  return chunks;
}

let chunksOfDependencies;

/**
 * The chunk a module of a package shared per component (or of a library only it uses) goes into: one chunk
 * per large component folder (e.g. `mantine-core-menu`), one per library the components need (e.g.
 * `mantine-core-floating-ui-react`), and one for everything else of the package (`mantine-core`: the
 * provider, the style helpers and the small components most screens use). Fewer requests than a chunk per
 * folder, and no module in two chunks.
 * @param {string | undefined} file the module's file
 * @returns {string | undefined} undefined for a module of none of these
 */
export function componentChunkName(file) {
  if (!file?.includes(`node_modules${path.sep}`)) return undefined;
  chunksOfDependencies ??= new Map(SHARED_PER_COMPONENT.flatMap((name) => [...dependencyChunks(name)]));
  for (const packageName of SHARED_PER_COMPONENT) {
    const chunk = chunkBaseName(packageName);
    const folder = componentFolder(packageName, file);
    // The generated module of a re-exported library's share key (RemoveScroll) has no folder: a hundred bytes
    // that go with the core.
    const bytes = folder
      ? componentFolderBytes(path.join(nodeModules, packageName, 'esm', 'components', folder))
      : undefined;
    if (bytes !== undefined) {
      return bytes >= OWN_CHUNK_MIN_BYTES ? `${chunk}-${folder.toLowerCase()}` : chunk;
    }
    if (
      file.startsWith(path.join(nodeModules, packageName) + path.sep) ||
      file === generatedFile(packageName)
    )
      return chunk;
  }
  return chunksOfDependencies.get(packageOfFile(file));
}

/**
 * The component folder of a module of a package shared per component, or of the generated module of a
 * component's share key (which goes with its component, not into a chunk of a hundred bytes).
 */
function componentFolder(packageName, file) {
  const components = path.join(nodeModules, packageName, 'esm', 'components') + path.sep;
  if (file.startsWith(components)) return file.slice(components.length).split(path.sep)[0];
  const generatedPrefix = generatedFile(`${packageName}/`).slice(0, -'.mjs'.length);
  if (file.startsWith(generatedPrefix))
    return path.basename(file, '.mjs').slice(path.basename(generatedPrefix).length);
  return undefined;
}
