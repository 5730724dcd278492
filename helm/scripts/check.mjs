#!/usr/bin/env node
// Offline checks of the Helm chart and the apps' images, as one command: `node helm/scripts/check.mjs`.
// helm lint --strict and helm template with the default values and with ci/all-features-values.yaml,
// negative tests of values.schema.json, validation of every rendered object against the Kubernetes
// schemas (kubernetes-models, plus unknown fields), the house rules, the @param documentation, the chart's
// apps against apps.json (agecheck.apps, values blocks, schema), app blocks that repeat a default, the
// length of values.yaml, and the two Dockerfiles read against the repository for every app of apps.json
// (no image can be built here).
// Prints one line per check, then "N passed, N failed"; exits non-zero on any failure.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findHelm, helmVersion } from './lib/helm-binary.mjs';
import { checkAppList, checkNoRepeatedDefaults, parseChartApps, readApps } from './lib/apps.mjs';
import { houseRules } from './lib/house-rules.mjs';
import { checkDockerignore, checkImage } from './lib/images.mjs';
import { createKubeValidator } from './lib/kube-schema.mjs';
import { checkValuesDocs } from './lib/values-docs.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const chartDir = join(repoRoot, 'helm/agecheck');
const libraryDir = join(repoRoot, 'helm/common');
const RELEASE = 'agecheck';
const NAMESPACE = 'agecheck';
// Kubernetes version helm renders for (Capabilities, deprecation checks); the chart needs >= 1.25.
const KUBE_VERSION = '1.31.0';
// `external`: objects the values refer to that the operator provides, so the chart does not render them.
const VALUE_SETS = [
  { name: 'defaults', args: [], external: [] },
  {
    name: 'all-features',
    args: ['-f', join(chartDir, 'ci/all-features-values.yaml')],
    external: [
      `Secret/platform-credentials-${NAMESPACE}`,
      `ConfigMap/extra-env-${RELEASE}`,
      'Secret/agecheck-extra-secret-env',
      'ConfigMap/corporate-ca-bundle',
    ],
  },
];
// values.yaml stays short: what the apps share is in backendDefaults and staticDefaults (issue 18).
const MAX_VALUES_LINES = 700;
// Values the schema must refuse: a wrong type, an unknown key, a malformed URL, a malformed age band.
const BAD_VALUES = [
  'gateway.replicaCount=two',
  'svcPurchases.replicaCont=2',
  'backendDefaults.replicaCount=two',
  'global.mongoUrl=localhost:27017',
  'svcPurchases.testerProtection.ageBands=sechzehn',
];

const require = createRequire(join(repoRoot, 'helm/scripts/package.json'));
const yaml = require('js-yaml');
const run = promisify(execFile);

let passed = 0;
let failed = 0;
const report = (name, errors = []) => {
  if (errors.length === 0) {
    passed += 1;
    console.log(`ok   ${name}`);
  } else {
    failed += 1;
    console.log(`FAIL ${name}`);
    for (const error of errors) console.log(`       ${error}`);
  }
};

/** Runs helm; resolves to { ok, output }. */
const helm = async (helmPath, args) => {
  try {
    const { stdout, stderr } = await run(helmPath, args, { maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, stdout, stderr };
  } catch (error) {
    return { ok: false, stdout: error.stdout ?? '', stderr: error.stderr || error.message };
  }
};
const lines = (text) => text.split('\n').map((line) => line.trim()).filter(Boolean);

const newestFile = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs), 0);

/** The packaged library chart in charts/ is rebuilt only when helm/common or Chart.yaml changed. */
const dependenciesUpToDate = () => {
  const { version } = yaml.load(readFileSync(join(libraryDir, 'Chart.yaml'), 'utf8'));
  const packaged = join(chartDir, 'charts', `common-${version}.tgz`);
  if (!existsSync(packaged) || !existsSync(join(chartDir, 'Chart.lock'))) return false;
  const sources = Math.max(newestFile(libraryDir), statSync(join(chartDir, 'Chart.yaml')).mtimeMs);
  return statSync(packaged).mtimeMs >= sources;
};

const main = async () => {
  const started = performance.now();
  let helmPath;
  try {
    const found = await findHelm();
    helmPath = found.path;
    const shown = relative(repoRoot, helmPath);
    report(`helm ${helmVersion(helmPath)} (${found.source}: ${shown.startsWith('..') ? helmPath : shown})`);
  } catch (error) {
    report('helm is available', [error.message]);
    return;
  }

  if (dependenciesUpToDate()) {
    report('helm dependency build (up to date)');
  } else {
    const build = await helm(helmPath, ['dependency', 'build', chartDir]);
    report('helm dependency build', build.ok ? [] : lines(build.stderr));
    if (!build.ok) return;
  }

  const kube = ['--kube-version', KUBE_VERSION];
  const base = [RELEASE, chartDir, '--namespace', NAMESPACE, ...kube];
  // All helm runs at once: each is a separate process, the machine's cores do the rest.
  const [libraryLint, lints, renders, refusals] = await Promise.all([
    helm(helmPath, ['lint', '--strict', ...kube, libraryDir]),
    Promise.all(VALUE_SETS.map((set) => helm(helmPath, ['lint', '--strict', ...kube, chartDir, ...set.args]))),
    Promise.all(VALUE_SETS.map((set) => helm(helmPath, ['template', ...base, ...set.args]))),
    Promise.all(BAD_VALUES.map((value) => helm(helmPath, ['template', ...base, '--set', value]))),
  ]);

  const lintErrors = (result) => (result.ok ? lines(result.stdout).filter((l) => /^\[(ERROR|WARNING)\]/.test(l)) : lines(result.stdout + result.stderr).filter((l) => !/^\[INFO\]/.test(l)));
  report('helm lint --strict helm/common', lintErrors(libraryLint));
  VALUE_SETS.forEach((set, i) => report(`helm lint --strict (${set.name})`, lintErrors(lints[i])));
  BAD_VALUES.forEach((value, i) =>
    report(`values.schema.json refuses --set ${value}`, refusals[i].ok || !/schema/.test(refusals[i].stderr) ? ['helm template accepted it'] : []),
  );

  const text = readFileSync(join(chartDir, 'values.yaml'), 'utf8');
  const defaults = yaml.load(text);
  report(...Object.values(checkValuesDocs(text, defaults)));
  const apps = readApps(repoRoot);
  const chartApps = parseChartApps(readFileSync(join(chartDir, 'templates/_helpers.tpl'), 'utf8'), yaml.load);
  const schema = JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8'));
  report(...Object.values(checkAppList(apps, chartApps, defaults, schema)));
  report(...Object.values(checkNoRepeatedDefaults(apps, defaults)));
  const valuesLines = text.split('\n').length - 1;
  report(`values.yaml has at most ${MAX_VALUES_LINES} lines (${valuesLines})`, valuesLines > MAX_VALUES_LINES ? ['move what the apps share to backendDefaults or staticDefaults'] : []);
  for (const app of apps) report(...Object.values(checkImage(repoRoot, app, defaults)));
  report(...Object.values(checkDockerignore(repoRoot)));

  const rendered = VALUE_SETS.map((set, i) => {
    const result = renders[i];
    if (!result.ok) {
      report(`helm template (${set.name})`, lines(result.stderr));
      return [];
    }
    try {
      const objects = yaml.loadAll(result.stdout).filter((doc) => doc !== null && doc !== undefined);
      report(`helm template (${set.name}): ${objects.length} objects`);
      return objects;
    } catch (error) {
      report(`helm template (${set.name}) is YAML`, [error.message]);
      return [];
    }
  });

  const validator = createKubeValidator(repoRoot);
  VALUE_SETS.forEach((set, i) => {
    const objects = rendered[i];
    if (objects.length === 0) return;
    const errors = validator.validateAll(objects);
    objects.forEach((object, j) =>
      report(`[${set.name}] ${object.kind}/${object.metadata?.name} is a valid ${object.apiVersion} ${object.kind}`, errors[j]),
    );
    for (const rule of houseRules(objects, set.external, apps)) report(`[${set.name}] ${rule.name}`, rule.errors);
  });

  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s; Kubernetes schemas of kubernetes-models ${validator.modelsVersion})`);
};

try {
  await main();
} catch (error) {
  report('check script', [error.stack ?? String(error)]);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
