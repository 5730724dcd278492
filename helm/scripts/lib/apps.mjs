// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ name: string, kind: 'gateway' | 'service' | 'shell' | 'remote' }} App
 * @typedef {{ key: string, name: string, kind: string, remote?: boolean }} ChartApp an entry of the chart's `agecheck.apps`
 * @typedef {Record<string, any>} Values
 */

/**
 * The platform's apps from the one list, packages/contracts/src/apps/apps.json.
 * @param {string} repoRoot
 * @returns {App[]}
 */
export const readApps = (repoRoot) =>
  JSON.parse(readFileSync(join(repoRoot, 'packages/contracts/src/apps/apps.json'), 'utf8')).apps;

/**
 * The key of an app's block in values.yaml (`svc-purchases` → `svcPurchases`).
 * @param {string} name
 * @returns {string}
 */
export const valuesKey = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The Dockerfile an app's image is built from: one for the Node apps, one for the front ends.
 * @param {App} app
 * @returns {string}
 */
export const dockerfileOf = (app) =>
  app.kind === 'gateway' || app.kind === 'service' ? 'docker/service.Dockerfile' : 'docker/remote.Dockerfile';

/**
 * The chart's kind of an app: `backend` (Node) for the gateway and the services, `static` (nginx) for the
 * shell and the remotes; its defaults are the values block `<kind>Defaults`.
 * @param {App} app
 * @returns {'backend' | 'static'}
 */
export const chartKind = (app) => (app.kind === 'gateway' || app.kind === 'service' ? 'backend' : 'static');

/** @param {unknown} value */
const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `over` merged over `under` as the chart's `mergeOverwrite` does: maps deeply, anything else (lists, false,
 * 0, "") replaces. Neither argument is changed.
 * @param {Values} under
 * @param {Values} over
 * @returns {Values}
 */
export const mergeValues = (under, over) => {
  /** @type {Values} */
  const merged = structuredClone(under);
  for (const [key, value] of Object.entries(over)) {
    merged[key] = isMap(value) && isMap(merged[key]) ? mergeValues(merged[key], value) : structuredClone(value);
  }
  return merged;
};

/**
 * An app's values as the chart's templates see them (`agecheck.appValues`): its own block merged over
 * backendDefaults or staticDefaults.
 * @param {Values} values the chart's values
 * @param {App} app
 * @returns {Values}
 */
export const appValues = (values, app) =>
  mergeValues(values[`${chartKind(app)}Defaults`] ?? {}, values[valuesKey(app.name)] ?? {});

/**
 * The chart's list of apps, the `agecheck.apps` template of templates/_helpers.tpl (a YAML list without
 * template actions).
 * @param {string} helpersText the text of _helpers.tpl
 * @param {(text: string) => unknown} loadYaml
 * @returns {ChartApp[]}
 */
export const parseChartApps = (helpersText, loadYaml) => {
  const match = /\{\{-? define "agecheck\.apps" -?\}\}([\s\S]*?)\{\{-? end -?\}\}/.exec(helpersText);
  if (!match) throw new Error('templates/_helpers.tpl defines no "agecheck.apps"');
  return /** @type {ChartApp[]} */ (loadYaml(match[1] ?? '') ?? []);
};

/** Top-level values that are not an app's block. */
const NOT_APP_BLOCKS = new Set(['backendDefaults', 'staticDefaults']);

/**
 * The chart agrees with apps.json: its list of apps (`agecheck.apps`: same apps in the same order, key,
 * kind, remote), its values (a block per app, none for an app that is not in the list) and its schema.
 * @param {App[]} apps apps.json's apps
 * @param {ChartApp[]} chartApps
 * @param {Values} values the chart's default values
 * @param {{ properties?: Record<string, { $ref?: string }> }} schema values.schema.json
 * @returns {{ name: string, errors: string[] }}
 */
export const checkAppList = (apps, chartApps, values, schema) => {
  const errors = [];
  const listed = new Set(apps.map((app) => app.name));
  const charted = new Set(chartApps.map((app) => app.name));
  for (const app of apps) {
    if (!charted.has(app.name)) errors.push(`${app.name} (${app.kind}) of apps.json is missing from the chart's agecheck.apps`);
  }
  for (const entry of chartApps) {
    if (!listed.has(entry.name)) errors.push(`the chart's agecheck.apps has ${entry.name}, which apps.json does not list`);
  }
  const inBoth = (/** @type {string[]} */ names) => names.filter((name) => listed.has(name) && charted.has(name));
  const listOrder = inBoth(apps.map((app) => app.name));
  const chartOrder = inBoth(chartApps.map((app) => app.name));
  if (listOrder.join() !== chartOrder.join()) {
    errors.push(`the chart's agecheck.apps lists the apps in another order than apps.json: ${chartOrder.join(', ')} instead of ${listOrder.join(', ')}`);
  }
  for (const app of apps) {
    const entry = chartApps.find((candidate) => candidate.name === app.name);
    const key = valuesKey(app.name);
    if (entry) {
      if (entry.key !== key) errors.push(`${app.name}: the chart's key is ${entry.key}, expected ${key}`);
      if (entry.kind !== chartKind(app)) errors.push(`${app.name}: the chart's kind is ${entry.kind}, expected ${chartKind(app)} for apps.json's kind ${app.kind}`);
      if (Boolean(entry.remote) !== (app.kind === 'remote')) {
        errors.push(`${app.name}: the chart ${entry.remote ? 'marks it remote' : 'does not mark it remote'}, apps.json's kind is ${app.kind}`);
      }
    }
    const block = values[key];
    if (!isMap(block)) {
      errors.push(`${app.name}: values.yaml has no block ${key}`);
    } else {
      const merged = appValues(values, app);
      if (!merged.image?.repository) errors.push(`${app.name}: ${key}.image.repository is not set`);
      if (!merged.containerPort) errors.push(`${app.name}: ${key}.containerPort is not set, in the block or in ${chartKind(app)}Defaults`);
    }
    if (!schema.properties?.[key]) errors.push(`${app.name}: values.schema.json has no property ${key}`);
  }
  const keys = new Set(apps.map((app) => valuesKey(app.name)));
  for (const [key, block] of Object.entries(values)) {
    if (!keys.has(key) && !NOT_APP_BLOCKS.has(key) && isMap(block) && 'image' in block) {
      errors.push(`values.yaml has the app block ${key}, but apps.json has no app ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    }
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!keys.has(key) && /App$/.test(property.$ref ?? '')) errors.push(`values.schema.json has the app block ${key}, which no app of apps.json has`);
  }
  return {
    name: `the chart's apps (agecheck.apps, values blocks, schema) are those of apps.json (${apps.length} apps)`,
    errors,
  };
};

/**
 * Leaves of an app's block that repeat the default of its kind unchanged (`svcPromo.replicaCount` 2 where
 * backendDefaults.replicaCount is 2): an app's block holds only what differs.
 * @param {App[]} apps
 * @param {Values} values
 * @returns {{ name: string, errors: string[] }}
 */
export const checkNoRepeatedDefaults = (apps, values) => {
  const errors = [];
  /** @type {(own: Values, defaults: Values, path: string[], defaultsPath: string[]) => void} */
  const walk = (own, defaults, path, defaultsPath) => {
    for (const [key, value] of Object.entries(own)) {
      if (!(key in defaults)) continue;
      const fallback = defaults[key];
      if (isMap(value) && isMap(fallback) && Object.keys(value).length > 0) {
        walk(value, fallback, [...path, key], [...defaultsPath, key]);
      } else if (JSON.stringify(value) === JSON.stringify(fallback)) {
        errors.push(`${[...path, key].join('.')} repeats ${[...defaultsPath, key].join('.')} (${JSON.stringify(value)})`);
      }
    }
  };
  for (const app of apps) {
    const own = values[valuesKey(app.name)];
    const defaults = values[`${chartKind(app)}Defaults`];
    if (isMap(own) && isMap(defaults)) walk(own, defaults, [valuesKey(app.name)], [`${chartKind(app)}Defaults`]);
  }
  return { name: 'no app block repeats a value of backendDefaults or staticDefaults unchanged', errors };
};
