// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appValues, dockerfileOf } from './apps.mjs';

/**
 * Static checks of the two Dockerfiles against the repository and the list of apps, since no image can be
 * built here: for each app, the Dockerfile with `APP=<app>` copies paths that exist, the manifests and sources
 * of every workspace package the app depends on (transitively), npm installs only that workspace, and the
 * final stage runs as a numeric non-root user and exposes the port the chart gives the app.
 */

/**
 * @typedef {{ op: string, args: string, stage: number }} Instruction
 */

/**
 * Instructions of a Dockerfile, continuation lines joined, comments dropped, with the build arguments
 * (`${NAME}`, `$NAME`) replaced by `buildArgs` or the ARG defaults.
 * @param {string} text
 * @param {Record<string, string>} buildArgs
 * @returns {Instruction[]}
 */
export const parseDockerfile = (text, buildArgs) => {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  /** @type {Record<string, string>} */
  const defaults = {};
  let stage = -1;
  return lines.map((line) => {
    const [word = '', ...rest] = line.split(/\s+/);
    const op = word.toUpperCase();
    if (op === 'FROM') stage += 1;
    const args = rest.join(' ').replace(/\$\{?(\w+)\}?/g, (whole, name) => buildArgs[name] ?? defaults[name] ?? whole);
    if (op === 'ARG' && args.includes('=')) {
      const [name = '', value = ''] = args.split('=');
      defaults[name] = value;
    }
    return { op, args, stage };
  });
};

/**
 * Workspace folders an app depends on at run or build time (`dependencies`), transitively.
 * @param {string} repoRoot
 * @param {string} appDir
 * @returns {string[]}
 */
export const workspaceClosure = (repoRoot, appDir) => {
  const manifestOf = (/** @type {string} */ dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const workspaces = manifestOf('.').workspaces ?? [];
  const folders = new Map(workspaces.filter((dir) => existsSync(join(repoRoot, dir, 'package.json'))).map((dir) => [manifestOf(dir).name, dir]));
  /** @type {Set<string>} */
  const found = new Set();
  const visit = (/** @type {string} */ dir) => {
    for (const name of Object.keys(manifestOf(dir).dependencies ?? {})) {
      const folder = folders.get(name);
      if (folder && !found.has(folder)) {
        found.add(folder);
        visit(folder);
      }
    }
  };
  visit(appDir);
  return [...found].sort();
};

/**
 * @param {string} repoRoot
 * @param {import('./apps.mjs').App} app
 * @param {Record<string, any>} chartValues default values of the chart (for the port: the app's block over its defaults)
 * @returns {{ name: string, errors: string[] }}
 */
export const checkImage = (repoRoot, app, chartValues) => {
  const dockerfile = dockerfileOf(app);
  const name = `${app.name}: ${dockerfile} with APP=${app.name} matches the repository and the chart`;
  const file = join(repoRoot, dockerfile);
  if (!existsSync(file)) return { name, errors: ['missing'] };
  if (!existsSync(join(repoRoot, app.name, 'package.json'))) return { name, errors: [`no folder ${app.name} with a package.json`] };
  const port = appValues(chartValues, app).containerPort;
  const instructions = parseDockerfile(readFileSync(file, 'utf8'), { APP: app.name, PORT: String(port) });
  const errors = [];
  const lastStage = Math.max(...instructions.map((i) => i.stage));
  const final = instructions.filter((i) => i.stage === lastStage);
  const sources = instructions
    .filter((i) => i.op === 'COPY' && !/--from=/.test(i.args))
    .flatMap((i) => i.args.replace(/--\S+\s*/g, '').split(/\s+/).slice(0, -1));

  for (const from of instructions.filter((i) => i.op === 'FROM')) {
    const image = from.args.split(/\s+/)[0] ?? '';
    const isStage = instructions.some((i) => i.op === 'FROM' && new RegExp(`\\bAS\\s+${image}$`, 'i').test(i.args));
    if (!isStage && (!/:[\w][\w.-]*$/.test(image) || /:latest$/.test(image))) errors.push(`base image ${image} is not pinned to a tag`);
  }
  for (const source of sources.filter((s) => !/[*?]/.test(s))) {
    if (!existsSync(join(repoRoot, source))) errors.push(`COPY source ${source} does not exist`);
  }
  const isNode = app.kind === 'gateway' || app.kind === 'service';
  for (const dir of [...workspaceClosure(repoRoot, app.name), app.name]) {
    if (!sources.includes(`${dir}/package.json`)) errors.push(`does not copy ${dir}/package.json before npm install`);
    if (!sources.includes(`${dir}/`)) errors.push(`does not copy the sources of ${dir}`);
    if (isNode && !final.some((i) => i.op === 'COPY' && i.args.includes(`/app/${dir}/dist`))) errors.push(`final stage does not copy ${dir}/dist`);
  }
  const installs = instructions.filter((i) => i.op === 'RUN' && /\bnpm install\b/.test(i.args));
  if (installs.length === 0 || installs.some((i) => !i.args.includes(`--workspace ${app.name}`))) errors.push(`npm install is not limited to --workspace ${app.name}`);
  const user = final.filter((i) => i.op === 'USER').at(-1)?.args ?? '';
  if (!/^[1-9]\d*(:\d+)?$/.test(user)) errors.push(`final stage USER "${user}" is not a numeric non-root uid`);
  const exposed = final.filter((i) => i.op === 'EXPOSE').map((i) => Number(i.args));
  if (!exposed.includes(port)) errors.push(`EXPOSE ${exposed.join(' ') || '(none)'} is not the chart's containerPort ${port}`);
  if (isNode) {
    if (!final.some((i) => i.op === 'CMD' && i.args === '["node", "dist/main.js"]')) errors.push('final stage CMD is not ["node", "dist/main.js"]');
    if (!final.some((i) => i.op === 'ENV' && /\bNODE_ENV=production\b/.test(i.args))) errors.push('final stage does not set NODE_ENV=production');
  }
  return { name, errors };
};

/**
 * The build context must not carry installed or built output, nor local data and tools.
 * @param {string} repoRoot
 * @returns {{ name: string, errors: string[] }}
 */
export const checkDockerignore = (repoRoot) => {
  const name = '.dockerignore keeps node_modules, dist, .infra, .data and .git out of the build context';
  const file = join(repoRoot, '.dockerignore');
  if (!existsSync(file)) return { name, errors: ['missing'] };
  const patterns = new Set(readFileSync(file, 'utf8').split(/\r?\n/).map((line) => line.trim()));
  const required = ['**/node_modules', '**/dist', '**/coverage', '.infra', '.data', '.git'];
  return { name, errors: required.filter((p) => !patterns.has(p)).map((p) => `no pattern ${p}`) };
};
