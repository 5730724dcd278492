// @ts-check
// The lists that still name the platform's apps one by one (npm workspaces, the back end's project references,
// the front ends' build script, CI and npm scripts, the test, type-check and infra settings), each checked
// against the one list, packages/contracts/src/apps/apps.json. Each check returns the disagreements as
// sentences naming the app and the file; infra/platform/app-list.spec.mjs runs them on this tree, beside the
// Helm chart's check (helm/scripts/lib/apps.mjs).
import path from 'node:path';

/**
 * @typedef {{ name: string, kind: 'gateway' | 'service' | 'shell' | 'remote', portSetting?: string, defaultPort?: number }} App
 * @typedef {{ name: string, errors: string[] }} Check
 */

/**
 * Whether a path matches a glob of jest's `testMatch` or a tsconfig `include`: `**` any folders, `*` any part
 * of a name, `{a,b}` either (Node 20's path.matchesGlob is experimental and warns).
 * @param {string} file
 * @param {string} glob
 */
export function matchesGlob(file, glob) {
  let pattern = '';
  for (let index = 0; index < glob.length; index += 1) {
    const rest = glob.slice(index);
    if (rest.startsWith('**/')) {
      pattern += '(?:.*/)?';
      index += 2;
    } else if (rest.startsWith('**')) {
      pattern += '.*';
      index += 1;
    } else if (glob[index] === '*') pattern += '[^/]*';
    else if (glob[index] === '{') pattern += '(?:';
    else if (glob[index] === '}') pattern += ')';
    else if (glob[index] === ',') pattern += '|';
    else pattern += (glob[index] ?? '').replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`).test(file);
}

/** @param {App} app */
const isBackend = (app) => app.kind === 'gateway' || app.kind === 'service';
/** @param {App} app */
const isFrontend = (app) => app.kind === 'shell' || app.kind === 'remote';

/**
 * Every app is an npm workspace, and every workspace that holds an app (a Node app's `src/main.ts` or a front
 * end's `rspack.config.ts`) is an app of the list.
 * @param {App[]} apps
 * @param {string[]} workspaces the root package.json's `workspaces`
 * @param {(folder: string) => boolean} holdsApp
 * @returns {Check}
 */
export function checkWorkspaces(apps, workspaces, holdsApp) {
  const errors = [];
  for (const app of apps) {
    if (!workspaces.includes(app.name))
      errors.push(`${app.name} (${app.kind}) of apps.json is no npm workspace in package.json`);
  }
  const listed = new Set(apps.map((app) => app.name));
  for (const folder of workspaces) {
    if (!listed.has(folder) && holdsApp(folder)) {
      errors.push(
        `the npm workspace ${folder} holds an app (src/main.ts or rspack.config.ts), but apps.json does not list it`,
      );
    }
  }
  return { name: "package.json's npm workspaces hold the apps of apps.json", errors };
}

/**
 * tsconfig.back.json (`npm run build:back`, `tsc -b`) references the gateway and every service, and no other
 * app; the shared packages are referenced as well (not checked here).
 * @param {App[]} apps
 * @param {{ references?: { path: string }[] }} tsconfigBack
 * @returns {Check}
 */
export function checkBackReferences(apps, tsconfigBack) {
  const errors = [];
  const referenced = (tsconfigBack.references ?? []).map((reference) => path.posix.normalize(reference.path));
  for (const app of apps.filter(isBackend)) {
    if (!referenced.includes(app.name)) {
      errors.push(
        `${app.name} (${app.kind}) of apps.json is not referenced in tsconfig.back.json: npm run build:back would not build it`,
      );
    }
  }
  const backends = new Set(apps.filter(isBackend).map((app) => app.name));
  for (const folder of referenced) {
    if (!folder.startsWith('packages/') && !backends.has(folder)) {
      errors.push(
        `tsconfig.back.json references ${folder}, which is neither a package nor a gateway or service of apps.json`,
      );
    }
  }
  return { name: 'tsconfig.back.json references the gateway and the services of apps.json', errors };
}

/**
 * The root package.json's `build:front` builds the shell and every remote (`-w <app>` each), and nothing else.
 * @param {App[]} apps
 * @param {Record<string, string>} scripts the root package.json's scripts
 * @returns {Check}
 */
export function checkFrontBuild(apps, scripts) {
  const errors = [];
  const built = [...(scripts['build:front'] ?? '').matchAll(/(?:-w|--workspace)[\s=]+(\S+)/g)].map(
    (match) => match[1],
  );
  for (const app of apps.filter(isFrontend)) {
    if (!built.includes(app.name))
      errors.push(`${app.name} (${app.kind}) of apps.json is not built by package.json's build:front`);
  }
  const frontends = new Set(apps.filter(isFrontend).map((app) => app.name));
  for (const name of built) {
    if (name && !frontends.has(name))
      errors.push(`package.json's build:front builds ${name}, which is no shell or remote of apps.json`);
  }
  return { name: "package.json's build:front builds the shell and the remotes of apps.json", errors };
}

/**
 * A script (an npm script, a CI script) that names apps of a group one by one (the back end: gateway and
 * services; the front ends: shell and remotes) names all of them: one that names some was written for the
 * apps of its day and misses the next.
 * @param {App[]} apps
 * @param {Record<string, string>} scripts by a label naming the file (and the script), their text
 * @returns {Check}
 */
export function checkScriptsNameAllOrNone(apps, scripts) {
  const errors = [];
  /** @param {string} name */
  const word = (name) => new RegExp(`(?<![\\w-])${name.replace(/[-]/g, '\\-')}(?![\\w-])`);
  for (const [label, text] of Object.entries(scripts)) {
    for (const [group, members] of [
      ['back-end apps (gateway and services)', apps.filter(isBackend)],
      ['front ends (shell and remotes)', apps.filter(isFrontend)],
    ]) {
      const named = /** @type {App[]} */ (members).filter((app) => word(app.name).test(text));
      const missing = /** @type {App[]} */ (members).filter((app) => !named.includes(app));
      if (named.length > 0 && missing.length > 0) {
        errors.push(
          `${label} names the ${group} ${named.map((app) => app.name).join(', ')} but not ${missing.map((app) => app.name).join(', ')} of apps.json`,
        );
      }
    }
  }
  return { name: 'a script that names apps one by one names all of their kind in apps.json', errors };
}

/**
 * The folder patterns of the tests, the type-checks and the linter reach every app: its unit tests
 * (`src/**\/*.spec.ts`), for the gateway and the services their integration tests (`test/*.int-spec.ts`), and
 * its sources in the TypeScript project of its side (tsconfig.json for the back end, tsconfig.front.json for
 * the front ends).
 * @param {App[]} apps
 * @param {{ jestProjects: { displayName: string, testMatch: string[] }[], backIncludes: string[], frontIncludes: string[] }} settings
 * @returns {Check}
 */
export function checkFolderPatterns(apps, { jestProjects, backIncludes, frontIncludes }) {
  const errors = [];
  const root = '/repo';
  /** @param {string} displayName */
  const testMatch = (displayName) =>
    (jestProjects.find((project) => project.displayName === displayName)?.testMatch ?? []).map((pattern) =>
      pattern.replace('<rootDir>', root),
    );
  /** @param {string} file @param {string[]} patterns */
  const matches = (file, patterns) => patterns.some((pattern) => matchesGlob(file, pattern));
  /** @param {string} file @param {string[]} includes tsconfig `include` entries: files, or folders with all below */
  const included = (file, includes) =>
    includes.some((pattern) => matchesGlob(file, pattern) || matchesGlob(file, `${pattern}/**`));
  for (const app of apps) {
    if (!matches(`${root}/${app.name}/src/x/x.spec.ts`, testMatch('unit'))) {
      errors.push(
        `${app.name}: its unit tests (src/**/*.spec.ts) match no testMatch of jest.config.js's unit project`,
      );
    }
    if (isBackend(app) && !matches(`${root}/${app.name}/test/x.int-spec.ts`, testMatch('integration'))) {
      errors.push(
        `${app.name}: its integration tests (test/*.int-spec.ts) match no testMatch of jest.config.js's integration project`,
      );
    }
    const [file, includes] = isBackend(app)
      ? [`${app.name}/src/x/x.ts`, backIncludes]
      : [`${app.name}/src/x/x.tsx`, frontIncludes];
    if (!included(file, includes)) {
      errors.push(
        `${app.name}: its sources are not in the include of ${isBackend(app) ? 'tsconfig.json' : 'tsconfig.front.json'}, so npm run typecheck skips them`,
      );
    }
  }
  return { name: 'jest, tsconfig.json and tsconfig.front.json reach every app of apps.json', errors };
}

/**
 * An app's default port is its `defaultPort` in apps.json (infra/lib/env.mjs): infra/defaults.env sets no app's
 * port again, and none of the infrastructure's ports there is an app's default port.
 * @param {App[]} apps
 * @param {Record<string, string>} defaults infra/defaults.env, parsed
 * @returns {Check}
 */
export function checkInfraDefaults(apps, defaults) {
  const errors = [];
  for (const app of apps) {
    if (!app.portSetting) continue;
    if (app.defaultPort === undefined)
      errors.push(`${app.name}: apps.json gives its ${app.portSetting} no defaultPort`);
    if (app.portSetting in defaults) {
      errors.push(
        `infra/defaults.env sets ${app.portSetting}=${defaults[app.portSetting]}: ${app.name}'s default port is its defaultPort in apps.json (${app.defaultPort})`,
      );
    }
    for (const [setting, value] of Object.entries(defaults)) {
      if (setting.endsWith('_PORT') && Number(value) === app.defaultPort && setting !== app.portSetting) {
        errors.push(
          `infra/defaults.env's ${setting} is ${value}, the default port of ${app.name} in apps.json`,
        );
      }
    }
  }
  return { name: "infra/defaults.env leaves the apps' ports to apps.json", errors };
}

/**
 * ESLint's blocks for the front ends (React hooks, the browser) and for the back end (the NestJS imports)
 * reach every app of their side: the `files` patterns of the block of eslint.config.mjs that sets those
 * rules (found by the `react-hooks` and `nestjs-zod` it names).
 * @param {App[]} apps
 * @param {string} eslintConfig the text of eslint.config.mjs
 * @returns {Check}
 */
export function checkLintPatterns(apps, eslintConfig) {
  const errors = [];
  // each block that has `files`: its patterns and its text up to the next block's `files`
  const blocks = eslintConfig
    .split(/(?=\bfiles:\s*\[)/)
    .slice(1)
    .map((text) => ({
      text,
      patterns: [...(/^files:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    }));
  const sides = [
    {
      marker: "'react-hooks'",
      side: 'front ends (React hooks, browser globals)',
      apps: apps.filter(isFrontend),
      file: 'src/x/x.tsx',
    },
    {
      marker: "'nestjs-zod'",
      side: 'back end (NestJS imports)',
      apps: apps.filter(isBackend),
      file: 'src/x/x.ts',
    },
  ];
  for (const { marker, side, apps: members, file } of sides) {
    const block = blocks.find((candidate) => candidate.text.includes(marker));
    if (!block) {
      errors.push(`eslint.config.mjs has no block for the ${side} naming ${marker}`);
      continue;
    }
    for (const app of members) {
      if (!block.patterns.some((pattern) => matchesGlob(`${app.name}/${file}`, pattern))) {
        errors.push(
          `${app.name}: eslint.config.mjs's block for the ${side} (${block.patterns.join(', ')}) misses it`,
        );
      }
    }
  }
  return {
    name: "eslint.config.mjs's front-end and back-end rules reach every app of their side in apps.json",
    errors,
  };
}
