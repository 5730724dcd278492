// @ts-check
import { createRequire } from 'node:module';
import { appValues, checkAppList, checkNoRepeatedDefaults, mergeValues, parseChartApps } from './apps.mjs';

const yaml = createRequire(import.meta.url)('js-yaml');

/** @type {import('./apps.mjs').App[]} */
const apps = [
  { name: 'gateway', kind: 'gateway' },
  { name: 'svc-a', kind: 'service' },
  { name: 'shell', kind: 'shell' },
  { name: 'mf-b', kind: 'remote' },
];
const helpers = `{{/* the apps */}}
{{- define "agecheck.apps" -}}
- { key: gateway, name: gateway, kind: backend }
- { key: svcA,    name: svc-a,   kind: backend }
- { key: shell,   name: shell,   kind: static }
- { key: mfB,     name: mf-b,    kind: static, remote: true }
{{- end -}}

{{- define "agecheck.other" -}}x{{- end -}}`;
const values = {
  global: { logLevel: 'info' },
  backendDefaults: { containerPort: 3000, replicaCount: 2, resources: { limits: { cpu: '1', memory: '512Mi' } } },
  staticDefaults: { containerPort: 8080, replicaCount: 2 },
  gateway: { image: { repository: 'agecheck/gateway' }, containerPort: 8080 },
  svcA: { image: { repository: 'agecheck/svc-a' }, resources: { limits: { memory: '1Gi' } } },
  shell: { image: { repository: 'agecheck/shell' } },
  mfB: { image: { repository: 'agecheck/mf-b' } },
};
const schema = {
  properties: {
    global: {},
    gateway: { $ref: '#/$defs/gatewayApp' },
    svcA: { $ref: '#/$defs/backendApp' },
    shell: { $ref: '#/$defs/staticApp' },
    mfB: { $ref: '#/$defs/staticApp' },
  },
};
const chartApps = parseChartApps(helpers, yaml.load);
/**
 * checkAppList's errors with one of its arguments changed.
 * @param {{ apps?: import('./apps.mjs').App[], chartApps?: import('./apps.mjs').ChartApp[], values?: Record<string, any> }} change
 */
const errorsOf = (change) =>
  checkAppList(change.apps ?? apps, change.chartApps ?? chartApps, change.values ?? values, schema).errors;

describe('mergeValues: an app block over the defaults, as the chart merges them (mergeOverwrite)', () => {
  it('merges maps deeply; lists, false, 0 and "" of the app replace the default', () => {
    const defaults = { probe: { enabled: true, path: '/', delay: 5 }, list: [1, 2], name: 'x', keep: 'k' };
    const own = { probe: { enabled: false, delay: 0 }, list: [], name: '' };
    expect(mergeValues(defaults, own)).toEqual({ probe: { enabled: false, path: '/', delay: 0 }, list: [], name: '', keep: 'k' });
    expect(defaults.probe.enabled).toBe(true);
    expect(own).toEqual({ probe: { enabled: false, delay: 0 }, list: [], name: '' });
  });

  it('takes the defaults of the app’s kind: backendDefaults for the gateway and the services, staticDefaults for the front ends', () => {
    expect(appValues(values, { name: 'svc-a', kind: 'service' })).toEqual({
      image: { repository: 'agecheck/svc-a' },
      containerPort: 3000,
      replicaCount: 2,
      resources: { limits: { cpu: '1', memory: '1Gi' } },
    });
    expect(appValues(values, { name: 'mf-b', kind: 'remote' }).containerPort).toBe(8080);
  });
});

describe('checkAppList: the chart’s apps are those of apps.json', () => {
  it('reads the chart’s list from _helpers.tpl', () => {
    expect(chartApps).toEqual([
      { key: 'gateway', name: 'gateway', kind: 'backend' },
      { key: 'svcA', name: 'svc-a', kind: 'backend' },
      { key: 'shell', name: 'shell', kind: 'static' },
      { key: 'mfB', name: 'mf-b', kind: 'static', remote: true },
    ]);
  });

  it('passes when list, values and schema agree', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it('names an app apps.json has and the chart has not, and the other way round', () => {
    expect(errorsOf({ apps: [...apps, { name: 'svc-new', kind: 'service' }] })).toEqual([
      'svc-new (service) of apps.json is missing from the chart\'s agecheck.apps',
      'svc-new: values.yaml has no block svcNew',
      'svc-new: values.schema.json has no property svcNew',
    ]);
    expect(errorsOf({ apps: apps.filter((app) => app.name !== 'svc-a') })).toEqual([
      'the chart\'s agecheck.apps has svc-a, which apps.json does not list',
      'values.yaml has the app block svcA, but apps.json has no app svc-a',
      'values.schema.json has the app block svcA, which no app of apps.json has',
    ]);
  });

  it('names a wrong key, kind, remote mark or order', () => {
    const [gateway, svcA, shell, mfB] = chartApps;
    expect(
      errorsOf({
        chartApps: [
          gateway,
          { ...shell, key: 'shellApp' },
          { ...svcA, kind: 'static' },
          { ...mfB, remote: false },
        ],
      }),
    ).toEqual([
      'the chart\'s agecheck.apps lists the apps in another order than apps.json: gateway, shell, svc-a, mf-b instead of gateway, svc-a, shell, mf-b',
      'svc-a: the chart\'s kind is static, expected backend for apps.json\'s kind service',
      'shell: the chart\'s key is shellApp, expected shell',
      'mf-b: the chart does not mark it remote, apps.json\'s kind is remote',
    ]);
  });

  it('names a block without its image or port', () => {
    const { staticDefaults: _, ...withoutStatic } = values;
    expect(errorsOf({ values: { ...withoutStatic, svcA: { resources: {} } } })).toEqual([
      'svc-a: svcA.image.repository is not set',
      'shell: shell.containerPort is not set, in the block or in staticDefaults',
      'mf-b: mfB.containerPort is not set, in the block or in staticDefaults',
    ]);
  });
});

describe('checkNoRepeatedDefaults: an app block holds only what differs', () => {
  it('names each value an app block repeats unchanged, at any depth', () => {
    const repeating = {
      ...values,
      svcA: { image: { repository: 'agecheck/svc-a' }, replicaCount: 2, resources: { limits: { cpu: '1', memory: '1Gi' } } },
      shell: { image: { repository: 'agecheck/shell' }, containerPort: 8080 },
    };
    expect(checkNoRepeatedDefaults(apps, repeating).errors).toEqual([
      'svcA.replicaCount repeats backendDefaults.replicaCount (2)',
      'svcA.resources.limits.cpu repeats backendDefaults.resources.limits.cpu ("1")',
      'shell.containerPort repeats staticDefaults.containerPort (8080)',
    ]);
    expect(checkNoRepeatedDefaults(apps, values).errors).toEqual([]);
  });
});
