// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/index.mjs';

const yaml = createRequire(import.meta.url)('js-yaml');

/** MiB per unit of the memory quantities of Kubernetes (the binary ones the chart uses). */
const MIB_PER_UNIT = { Ki: 1 / 1024, Mi: 1, Gi: 1024 };

/**
 * A memory quantity of Kubernetes in MiB (`1Gi` → 1024, `512Mi` → 512).
 * @param {string} quantity
 * @returns {number}
 */
export function mebibytes(quantity) {
  const match = /^(\d+)(Ki|Mi|Gi)$/.exec(quantity);
  if (!match) throw new Error(`not a memory quantity of the chart: ${quantity}`);
  return Number(match[1]) * MIB_PER_UNIT[/** @type {keyof typeof MIB_PER_UNIT} */ (match[2])];
}

/**
 * @typedef {{ resources?: { limits?: { memory?: string } }, nodeOptions?: string }} AppValues
 * @typedef {Record<string, AppValues | undefined>} ChartValues
 */

/** The chart's values (helm/agecheck/values.yaml). */
export const chartValues = () =>
  /** @type {ChartValues} */ (
    yaml.load(readFileSync(path.join(repoRoot, 'helm/agecheck/values.yaml'), 'utf8'))
  );

/**
 * The Node options an app runs with in its pod, for the local platform: in a container with a memory limit
 * Node sizes V8's old generation to a quarter of the limit, while on a developer's machine it would take a
 * quarter of all the memory (up to 4 GB), so a service would grow and collect its garbage otherwise than in
 * production. The local platform passes that size explicitly, then the chart's `nodeOptions` of the app,
 * then the developer's own NODE_OPTIONS (Node takes the last of an option given twice). The app's block is
 * read over the chart's backendDefaults, as the chart merges them.
 * @param {ChartValues} values
 * @param {string} appName e.g. `svc-exports` (its block in the values is `svcExports`)
 * @param {string} [ownOptions] the NODE_OPTIONS of the developer's environment
 * @returns {string}
 */
export function podNodeOptions(values, appName, ownOptions) {
  const app = values[appName.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())];
  if (!app) throw new Error(`the chart has no values for ${appName}`);
  const defaults = values.backendDefaults ?? {};
  const limit = app.resources?.limits?.memory ?? defaults.resources?.limits?.memory;
  const nodeOptions = app.nodeOptions ?? defaults.nodeOptions;
  return [limit && `--max-old-space-size=${Math.floor(mebibytes(limit) / 4)}`, nodeOptions, ownOptions]
    .filter(Boolean)
    .join(' ');
}
