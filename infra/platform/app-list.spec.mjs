// @ts-check
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS_FILE, parseEnvFile, repoRoot } from '../lib/index.mjs';
import {
  checkBackReferences,
  checkFolderPatterns,
  checkFrontBuild,
  checkInfraDefaults,
  checkLintPatterns,
  checkScriptsNameAllOrNone,
  checkWorkspaces,
  matchesGlob,
} from './app-list.mjs';

const require = createRequire(import.meta.url);
const yaml = createRequire(import.meta.url)('js-yaml');
const read = (/** @type {string} */ file) => readFileSync(path.join(repoRoot, file), 'utf8');
const readJson = (/** @type {string} */ file) => JSON.parse(read(file));

/** @type {import('./app-list.mjs').App[]} */
const apps = readJson(APPS_FILE).apps;
const rootPackage = readJson('package.json');
const holdsApp = (/** @type {string} */ folder) =>
  existsSync(path.join(repoRoot, folder, 'src', 'main.ts')) ||
  existsSync(path.join(repoRoot, folder, 'rspack.config.ts'));
/** The npm scripts and the CI scripts, by file and name. */
const scripts = {
  ...Object.fromEntries(
    Object.entries(rootPackage.scripts).map(([name, text]) => [
      `package.json's script ${name}`,
      String(text),
    ]),
  ),
  ...Object.fromEntries(
    readdirSync(path.join(repoRoot, '.ci')).map((file) => [`.ci/${file}`, read(`.ci/${file}`)]),
  ),
};
const folderPatterns = {
  jestProjects: require(path.join(repoRoot, 'jest.config.js')).projects,
  backIncludes: readJson('tsconfig.json').include,
  frontIncludes: readJson('tsconfig.front.json').include,
};
const defaults = parseEnvFile(read('infra/defaults.env'));
const chart = 'helm/agecheck';

/**
 * The Helm chart's check of its apps, reused (helm/scripts/lib/apps.mjs; loaded by its path, so that infra's
 * type-check keeps to infra's files).
 * @type {{ checkAppList: (...args: any[]) => import('./app-list.mjs').Check, parseChartApps: (text: string, load: (text: string) => any) => any }}
 */
let helm;
beforeAll(async () => {
  helm = await import(path.join(repoRoot, 'helm/scripts/lib/apps.mjs'));
});

/** Every check of the lists that name the apps, for a list of apps. */
const checks = (/** @type {import('./app-list.mjs').App[]} */ list) => [
  checkWorkspaces(list, rootPackage.workspaces, holdsApp),
  checkBackReferences(list, readJson('tsconfig.back.json')),
  checkFrontBuild(list, rootPackage.scripts),
  checkScriptsNameAllOrNone(list, scripts),
  checkFolderPatterns(list, folderPatterns),
  checkInfraDefaults(list, defaults),
  checkLintPatterns(list, read('eslint.config.mjs')),
];
/** The Helm chart's list of apps, its values and its schema against a list of apps. */
const helmCheck = (/** @type {import('./app-list.mjs').App[]} */ list) =>
  helm.checkAppList(
    list,
    helm.parseChartApps(read(`${chart}/templates/_helpers.tpl`), yaml.load),
    yaml.load(read(`${chart}/values.yaml`)),
    readJson(`${chart}/values.schema.json`),
  );

describe('every list that names the apps agrees with packages/contracts/src/apps/apps.json', () => {
  it.each(checks(apps).map((check) => [check.name, check.errors]))('%s', (_name, errors) => {
    expect(errors).toEqual([]);
  });

  it("the Helm chart's apps, values blocks and schema (helm/scripts/lib/apps.mjs, as the Helm check)", () => {
    expect(helmCheck(apps).errors).toEqual([]);
  });
});

describe('a new app missing from a list is named, with the list', () => {
  /** apps.json with a new service and a new remote that no other list names yet */
  const withNewApps = [
    ...apps,
    { name: 'svc-new', kind: 'service', portSetting: 'SVC_NEW_PORT', defaultPort: 3099 },
    { name: 'mf-new', kind: 'remote', portSetting: 'MF_NEW_PORT', defaultPort: 4099 },
  ];
  const errorsOf = (/** @type {number} */ index) => checks(/** @type {any} */ (withNewApps))[index]?.errors;

  it('npm workspaces', () => {
    expect(errorsOf(0)).toEqual([
      'svc-new (service) of apps.json is no npm workspace in package.json',
      'mf-new (remote) of apps.json is no npm workspace in package.json',
    ]);
  });

  it("the back end's project references", () => {
    expect(errorsOf(1)).toEqual([
      'svc-new (service) of apps.json is not referenced in tsconfig.back.json: npm run build:back would not build it',
    ]);
  });

  it("the front ends' build script", () => {
    expect(errorsOf(2)).toEqual(["mf-new (remote) of apps.json is not built by package.json's build:front"]);
  });

  it('a script naming the apps one by one', () => {
    expect(errorsOf(3)).toEqual([
      expect.stringMatching(
        /^package.json's script build:front names the front ends .* but not mf-new of apps.json$/,
      ),
    ]);
  });

  it("the Helm chart's apps, values and schema (helm/scripts/lib/apps.mjs)", () => {
    expect(helmCheck(/** @type {any} */ (withNewApps)).errors).toEqual(
      expect.arrayContaining([
        "svc-new (service) of apps.json is missing from the chart's agecheck.apps",
        'svc-new: values.yaml has no block svcNew',
        'mf-new: values.schema.json has no property mfNew',
      ]),
    );
  });

  it('an app whose folder the patterns of jest, tsconfig and ESLint miss', () => {
    const other = [
      { name: 'api-new', kind: 'service' },
      { name: 'web-new', kind: 'remote' },
    ];
    expect(checkLintPatterns(/** @type {any} */ (other), read('eslint.config.mjs')).errors).toEqual([
      "web-new: eslint.config.mjs's block for the front ends (React hooks, browser globals) ({shell,mf-*,packages/ui,packages/outbox,packages/timetrack-form}/**/*.{ts,tsx}) misses it",
      "api-new: eslint.config.mjs's block for the back end (NestJS imports) ({gateway,svc-*}/**/*.ts) misses it",
    ]);
    expect(checkFolderPatterns(/** @type {any} */ (other), folderPatterns).errors).toEqual([
      "api-new: its unit tests (src/**/*.spec.ts) match no testMatch of jest.config.js's unit project",
      "api-new: its integration tests (test/*.int-spec.ts) match no testMatch of jest.config.js's integration project",
      'api-new: its sources are not in the include of tsconfig.json, so npm run typecheck skips them',
      "web-new: its unit tests (src/**/*.spec.ts) match no testMatch of jest.config.js's unit project",
      'web-new: its sources are not in the include of tsconfig.front.json, so npm run typecheck skips them',
    ]);
  });
});

describe('a list that names an app apps.json does not have, or sets its port again, is named', () => {
  it('a workspace holding an app, a reference, a front end built', () => {
    const without = apps.filter((app) => app.name !== 'svc-files' && app.name !== 'mf-admin');
    expect(checkWorkspaces(without, rootPackage.workspaces, holdsApp).errors).toEqual([
      'the npm workspace svc-files holds an app (src/main.ts or rspack.config.ts), but apps.json does not list it',
      'the npm workspace mf-admin holds an app (src/main.ts or rspack.config.ts), but apps.json does not list it',
    ]);
    expect(checkBackReferences(without, readJson('tsconfig.back.json')).errors).toEqual([
      'tsconfig.back.json references svc-files, which is neither a package nor a gateway or service of apps.json',
    ]);
    expect(checkFrontBuild(without, rootPackage.scripts).errors).toEqual([
      "package.json's build:front builds mf-admin, which is no shell or remote of apps.json",
    ]);
  });

  it("an app's port in infra/defaults.env, or an infrastructure port on an app's default port", () => {
    expect(
      checkInfraDefaults(apps, { ...defaults, SVC_PROMO_PORT: '3002', SMTP_PORT: '4001' }).errors,
    ).toEqual([
      "infra/defaults.env sets SVC_PROMO_PORT=3002: svc-promo's default port is its defaultPort in apps.json (3002)",
      "infra/defaults.env's SMTP_PORT is 4001, the default port of mf-field in apps.json",
    ]);
  });
});

describe("matchesGlob reads jest's and tsconfig's patterns", () => {
  it.each([
    ['/r/svc-a/src/x/y.spec.ts', '/r/{packages,svc-*,gateway}/**/src/**/*.spec.{ts,tsx}', true],
    ['/r/svc-a/src/y.spec.ts', '/r/{packages,svc-*,gateway}/**/src/**/*.spec.{ts,tsx}', true],
    ['/r/svc-a/src/y.spec.mjs', '/r/{packages,svc-*,gateway}/**/src/**/*.spec.{ts,tsx}', false],
    ['/r/api-a/src/y.spec.ts', '/r/{packages,svc-*,gateway}/**/src/**/*.spec.{ts,tsx}', false],
    ['mf-a/src/x.tsx', 'mf-*/src/**', true],
    ['mf-a/x.ts', 'mf-*/*.ts', true],
    ['mf-a/src/x.ts', 'mf-*/*.ts', false],
    ['gatewayx/src/x.ts', 'gateway/src/**', false],
  ])('%s against %s: %s', (file, glob, expected) => {
    expect(matchesGlob(file, glob)).toBe(expected);
  });
});
