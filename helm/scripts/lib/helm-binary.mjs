import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
// The local infrastructure pins the Helm release; the same binary serves both (one version, one place).
import { HELM_VERSION } from '../../../infra/lib/versions.mjs';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const fromPath = () =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'helm'))
    .find(isExecutable);

/**
 * Finds helm: in PATH, else in `${INFRA_CACHE_DIR:-<repo>/.infra}/bin` (where the infrastructure
 * installer puts it too), else builds it there with `go install` (a few minutes, once).
 * Returns { path, source }.
 */
export const findHelm = (repoRoot) => {
  const inPath = fromPath();
  if (inPath) return { path: inPath, source: 'PATH' };

  const binDir = join(resolve(repoRoot, process.env.INFRA_CACHE_DIR || '.infra'), 'bin');
  const cached = join(binDir, 'helm');
  if (isExecutable(cached)) return { path: cached, source: 'cache' };

  mkdirSync(binDir, { recursive: true });
  console.log(`     installing helm ${HELM_VERSION} into ${binDir} with go install (slow the first time) ...`);
  const ldflags = `-s -w -X helm.sh/helm/v3/internal/version.version=${HELM_VERSION}`;
  // flock: the infrastructure installer or a parallel check may be building the same binary.
  const install = spawnSync(
    'flock',
    [
      join(binDir, '.helm-install.lock'),
      'sh',
      '-c',
      '[ -x "$0" ] || go install -ldflags "$1" "$2"',
      cached,
      ldflags,
      `helm.sh/helm/v3/cmd/helm@${HELM_VERSION}`,
    ],
    { env: { ...process.env, GOBIN: binDir, GOFLAGS: `${process.env.GOFLAGS ?? ''} -buildvcs=false`.trim() }, stdio: 'inherit' },
  );
  if (install.status !== 0 || !isExecutable(cached)) {
    throw new Error(`could not install helm ${HELM_VERSION} (go install exited with ${install.status})`);
  }
  return { path: cached, source: 'installed' };
};

export const helmVersion = (helm) =>
  execFileSync(helm, ['version', '--short'], { encoding: 'utf8' }).trim();
