// Shared libraries of which the platform uses only a part. Module Federation cannot tree-shake a shared
// module (any remote could ask for any export), so the whole of Mantine or the router would go to every
// phone. Instead the shared module of such a library is a generated module that re-exports just the names
// some front end imports: from the sources of the workspaces that depend on it, and from the other shared
// libraries (e.g. @mantine/dates uses parts of @mantine/core). Every app computes the same list from the
// same tree, so host and remotes agree on it (docs/decisions/0012-first-load-and-accessibility.md).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const nodeModules = path.join(repoRoot, 'node_modules');

/** Shared packages served as the part the platform uses. */
export const PARTIALLY_SHARED = ['@mantine/core', '@mantine/hooks', 'react-router'];

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

/** The ES module entry of an installed package. */
function moduleEntry(packageName) {
  const manifest = readJson(path.join(nodeModules, packageName, 'package.json'));
  return { entry: path.join(nodeModules, packageName, manifest.module), version: manifest.version };
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
 * The `import` of a partially shared package: a generated module (under node_modules/.cache) re-exporting
 * the names the platform uses from the package's own ES module entry, and the installed version.
 * @param {string} packageName
 * @param {string[]} names the names in use (see {@link usedNames})
 * @returns {{ import: string, version: string }}
 */
export function partialShare(packageName, names) {
  const { entry, version } = moduleEntry(packageName);
  const file = path.join(nodeModules, '.cache', 'frontend-build', `${packageName.replace('/', '+')}.mjs`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `// Generated by @agecheck/frontend-build: the parts of ${packageName} the platform uses.\n` +
      `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`,
  );
  return { import: file, version };
}
