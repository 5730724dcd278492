// @ts-check
// The first thing `npm start` and `npm test` do: install the npm dependencies when node_modules is missing
// or older than a package manifest or the lockfile, so both README commands work on a fresh clone. Uses only
// Node's own modules, since nothing else is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** npm writes this file at the end of every install. */
const installed = path.join(repoRoot, 'node_modules', '.package-lock.json');

/**
 * The manifests an install depends on: the lockfile and the package.json of the root and each workspace.
 * @returns {string[]}
 */
function manifests() {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return [
    'package.json',
    'package-lock.json',
    .../** @type {string[]} */ (root.workspaces ?? []).map((dir) => path.join(dir, 'package.json')),
  ]
    .map((file) => path.join(repoRoot, file))
    .filter((file) => existsSync(file));
}

/**
 * Runs `npm install` when node_modules is missing or stale; exits the process if the install fails.
 * @param {(line: string) => void} log
 */
export function ensureNodeModules(log) {
  const installedAt = existsSync(installed) ? statSync(installed).mtimeMs : 0;
  const stale = manifests().filter((file) => statSync(file).mtimeMs > installedAt);
  if (installedAt > 0 && stale.length === 0) return;
  log(
    installedAt === 0
      ? 'installing npm dependencies (npm install)'
      : `npm dependencies older than ${path.relative(repoRoot, stale[0] ?? '')}: npm install`,
  );
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
  // npm leaves the file alone when nothing changed; mark the install as newer than the manifests
  const now = new Date();
  if (existsSync(installed)) utimesSync(installed, now, now);
}
